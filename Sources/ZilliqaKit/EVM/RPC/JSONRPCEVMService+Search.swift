/// Otterscan's search of an account's transactions (`ots_searchTransactionsBefore`,
/// `ots_searchTransactionsAfter`, `ots_getTransactionBySenderAndNonce`), read with the same retries
/// as every read and within its own bounds.
extension JSONRPCEVMService {
    /// The most bytes of a search page read: 16 MiB, as any single call. A page of 25 transfers
    /// and approvals with their receipts is about 60 KiB.
    public static let searchResponseLimit = ResponseSizeLimit.singleCall

    /// Reads at most ``searchResponseLimit``.
    /// - Throws: ``EVMServiceError/methodNotFound(method:)`` or ``EVMServiceError/methodDisabled(method:)``
    ///   when the node does not serve the `ots_` API (``EVMServiceError/isMethodNotServed``).
    public func searchTransactionsBefore(_ address: EVMAddress, block: UInt64, pageSize: Int) async throws
        -> EVMTransactionSearchPage
    {
        try await searchPage(EVMRequest.searchTransactionsBefore(address, block: block, pageSize: pageSize))
    }

    /// Reads at most ``searchResponseLimit``; the page is newest first, as the node answers it.
    /// - Throws: as ``searchTransactionsBefore(_:block:pageSize:)``.
    public func searchTransactionsAfter(_ address: EVMAddress, block: UInt64, pageSize: Int) async throws
        -> EVMTransactionSearchPage
    {
        try await searchPage(EVMRequest.searchTransactionsAfter(address, block: block, pageSize: pageSize))
    }

    /// Reads at most ``searchResponseLimit`` (an answer is one hash).
    /// - Throws: as ``searchTransactionsBefore(_:block:pageSize:)``.
    public func transactionBySenderAndNonce(_ sender: EVMAddress, nonce: UInt64) async throws -> EVMHash? {
        let call = EVMRequest.transactionBySenderAndNonce(sender, nonce: nonce)
        return try EVMAnswer.optionalHash(try await read(call, limit: Self.searchResponseLimit), method: call.method)
    }

    private func searchPage(_ call: JSONRPCCall) async throws -> EVMTransactionSearchPage {
        do {
            return try EVMAnswer.searchPage(try await read(call, limit: Self.searchResponseLimit), method: call.method)
        } catch ZilliqaServiceError.transport(.responseTooLarge) {
            throw EVMServiceError.answerTooLarge(method: call.method, limit: Self.searchResponseLimit.bytes)
        }
    }
}
