public import ZilliqaKit

/// Reads the pending transaction a speed-up or a cancel replaces, in one batch (its receipt and
/// `eth_getTransactionByHash`): refused, with what happened, when it is mined, unknown, a legacy
/// one, a creation, or not sent by `account`.
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

    /// The pending transaction `hash`, which `account` (when known) must have sent.
    /// - Throws: ``ReplacementLookUpError``: the node's failure, or why it cannot be replaced.
    public func pending(_ hash: EVMHash, sentBy account: EVMAddress?) async throws(ReplacementLookUpError)
        -> ReplacedTransaction
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
        if let account, details.from != account { throw .refused(.notOurs(hash, from: details.from)) }
        do { return try ReplacedTransaction(details) } catch { throw .refused(error) }
    }
}
