/// Otterscan's search of an account's transactions (`ots_searchTransactionsBefore`), read with
/// the same retries as every read and within its own bounds.
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
        let call = EVMRequest.searchTransactionsBefore(address, block: block, pageSize: pageSize)
        do {
            return try EVMAnswer.searchPage(try await read(call, limit: Self.searchResponseLimit))
        } catch ZilliqaServiceError.transport(.responseTooLarge) {
            throw EVMServiceError.answerTooLarge(method: call.method, limit: Self.searchResponseLimit.bytes)
        }
    }
}
