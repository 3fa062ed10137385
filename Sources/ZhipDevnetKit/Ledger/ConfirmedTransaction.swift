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

    public init(transaction: SignedTransaction, blockNumber: UInt64, gasUsed: UInt64, success: Bool) {
        self.transaction = transaction
        self.blockNumber = blockNumber
        self.gasUsed = gasUsed
        self.success = success
    }

    /// The transaction's id.
    public var id: TransactionID { transaction.id }
}

/// Where a transaction the devnet accepted stands.
public enum TransactionStatus: Sendable, Hashable {
    /// Accepted, waiting for the next block.
    case pending(SignedTransaction)
    /// In a block, with its receipt.
    case confirmed(ConfirmedTransaction)
}
