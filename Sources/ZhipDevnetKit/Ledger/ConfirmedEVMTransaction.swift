public import ZilliqaKit

/// An EVM transaction a block included, with what its receipt says (zq2-eth-api.md §6).
public struct ConfirmedEVMTransaction: Sendable, Hashable {
    /// The transaction as it was sent.
    public let transaction: EthTransaction
    /// The block that included it.
    public let blockNumber: UInt64
    /// Its position among the block's transactions (legacy ones included).
    public let index: Int
    /// The gas it used: 21000 for a plain transfer (more with an access list).
    public let gasUsed: UInt64
    /// The EVM gas the block's transactions used up to and including this one, legacy ones included.
    public let cumulativeGasUsed: UInt64
    /// The receipt's `effectiveGasPrice`: `gasPrice`, or `maxFeePerGas` for type 2 (§3).
    public let effectiveGasPrice: UInt128
    /// False for a transfer to a blocked recipient, or a contract call that reverted or ran out of
    /// gas (status 0x0: fee charged, value not moved, no logs).
    public let success: Bool
    /// The logs it emitted, in order: none for a plain transfer, a modelled contract's on success.
    public var logs: [EthLog] = []
    /// The accounts its contract called with value (a pool's claims, commissions and rewards, the
    /// escrow's release), in order: the inner call frames ZQ2's index records as touched.
    public var paidAccounts: [Address] = []

    /// The transaction's hash as an id.
    public var id: TransactionID { transaction.id }
}

/// Where an EVM transaction the devnet accepted stands.
public enum EVMTransactionStatus: Sendable, Hashable {
    /// In the pool: next in line for its sender, or waiting for an earlier nonce.
    case pooled(EthTransaction)
    /// In a block, with its receipt.
    case confirmed(ConfirmedEVMTransaction)
}

/// What `Ledger.submit(_:)` did with an EVM transaction.
public struct EVMSubmitResult: Sendable, Hashable {
    /// The hash answered.
    public let transaction: EthTransaction
    /// What the pool did with it.
    public let outcome: SubmitOutcome
    /// The block sealed for it, when the rules confirm immediately.
    public let sealedBlock: TxBlock?
}

/// One transaction of a block, either kind.
public enum BlockTransaction: Sendable, Hashable {
    case legacy(ConfirmedTransaction)
    case evm(ConfirmedEVMTransaction)
}
