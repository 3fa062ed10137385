public import ZilliqaKit

/// What the ledger checks transactions against and when it confirms them.
///
/// ```swift
/// LedgerRules(chainID: 222, minimumGasPrice: Amount(2000, unit: .li), confirmsImmediately: true)
/// ```
public struct LedgerRules: Sendable, Hashable {
    /// The chain id a transaction's `version` must carry.
    public var chainID: UInt16
    /// The lowest gas price accepted (`GetMinimumGasPrice`).
    public var minimumGasPrice: Amount
    /// True to seal a block inside each accepted `CreateTransaction` (`--block-time 0`).
    public var confirmsImmediately: Bool

    public init(chainID: UInt16 = 222, minimumGasPrice: Amount = Amount(2000, unit: .li), confirmsImmediately: Bool) {
        self.chainID = chainID
        self.minimumGasPrice = minimumGasPrice
        self.confirmsImmediately = confirmsImmediately
    }
}

/// What `Ledger.submit` did with a transaction.
public struct SubmitResult: Sendable, Hashable {
    /// The transaction id, the `TranID` answered.
    public let id: TransactionID
    /// The sender's address, derived from the transaction's public key.
    public let sender: Address
    /// True when the same transaction was already pending or confirmed, so nothing was applied.
    public let wasAlreadyKnown: Bool
    /// The block sealed for it, when the rules confirm immediately.
    public let sealedBlock: TxBlock?
}

/// What `GetBlockchainInfo` reports.
public struct ChainSummary: Sendable, Hashable {
    /// Blocks including genesis (`NumTxBlocks`).
    public let blockCount: UInt64
    /// Confirmed transactions (`NumTransactions`).
    public let transactionCount: UInt64
    /// Transactions waiting for a block.
    public let pendingCount: Int
    /// The newest block.
    public let latestBlock: TxBlock
}
