public import ZilliqaKit

/// Reads the pending transaction a speed-up or a cancel replaces, in one batch (its receipt and
/// `eth_getTransactionByHash`): refused, with what happened, when it is mined, unknown, a legacy
/// contract call, a creation, or not sent by the wallet's account of its kind.
///
/// ```swift
/// let replaced = try await ReplacementLookUp(evmService: Container.shared.evmService())
///     .pending(hash, sentBy: myEVMAddress)
/// let order = PendingReplacement(speedingUp: replaced).order(fee: .eip1559(maxFee: nil, priorityFee: nil))
/// ```
public struct ReplacementLookUp: Sendable {
    private let evmService: any EVMService

    public init(evmService: any EVMService) {
        self.evmService = evmService
    }

    /// The pending transaction `hash`, which `account` (when known) must have sent; a legacy (zil1)
    /// one, `legacyAccount` (the legacy account's 20 bytes; nil for a wallet without one, such as a
    /// Ledger's, when `account` is known).
    /// - Throws: ``ReplacementLookUpError``: the node's failure, or why it cannot be replaced.
    public func pending(_ hash: EVMHash, sentBy account: EVMAddress?, orLegacy legacyAccount: EVMAddress? = nil)
        async throws(ReplacementLookUpError) -> ReplacedTransaction
    {
        let receipt: EVMTransactionReceipt?
        let details: EVMTransactionDetails?
        do throws(TransactionsError) {
            (receipt, details) = try await evmService.sighting(of: hash)
        } catch {
            throw .node(error)
        }
        if let receipt { throw .refused(.mined(hash, block: receipt.blockNumber)) }
        guard let details else { throw .refused(.unknown(hash)) }
        let isLegacy = details.type == .zilliqaLegacy
        let owner = isLegacy ? legacyAccount : account
        if let owner, details.from != owner { throw .refused(.notOurs(hash, from: details.from)) }
        if isLegacy, owner == nil, account != nil { throw .refused(.notOurs(hash, from: details.from)) }
        do { return try ReplacedTransaction(details) } catch { throw .refused(error) }
    }
}
