public import ZilliqaKit

/// A transaction that a block confirmed, with its receipt.
public struct ConfirmedTransaction: Sendable, Hashable, Codable {
    /// The transaction as it was signed and sent.
    public let transaction: SignedTransaction
    /// The block that confirmed it (the receipt's `epoch_num`).
    public let blockNumber: UInt64
    /// The gas it used (the receipt's `cumulative_gas`); a payment uses 50.
    public let gasUsed: UInt64
    /// Whether it was applied (the receipt's `success`).
    public let success: Bool
    /// The Scilla error codes at depth 0 (the receipt's `errors` `{"0": [...]}`); nil or empty for
    /// none. A payment whose amount the balance could not cover has `[2]` (`BalanceTransferFailed`).
    public let errorCodes: [Int]?
    /// The gas the block's transactions used up to and including this one (`cumulative_gas_used`);
    /// nil in states saved before it was kept, read as ``gasUsed``.
    public let cumulativeGasUsed: UInt64?

    public init(
        transaction: SignedTransaction, blockNumber: UInt64, gasUsed: UInt64, success: Bool,
        errorCodes: [Int]? = nil, cumulativeGasUsed: UInt64? = nil
    ) {
        self.transaction = transaction
        self.blockNumber = blockNumber
        self.gasUsed = gasUsed
        self.success = success
        self.errorCodes = errorCodes
        self.cumulativeGasUsed = cumulativeGasUsed
    }

    /// The transaction's id.
    public var id: TransactionID { transaction.id }
}

/// Where a transaction the devnet accepted stands.
public enum TransactionStatus: Sendable, Hashable {
    /// Accepted, waiting for the next block.
    case pending(SignedTransaction)
    /// Accepted, waiting for an earlier nonce of its sender (GetTransactionStatus's "Queued").
    case queued(SignedTransaction)
    /// In a block, with its receipt.
    case confirmed(ConfirmedTransaction)
}
