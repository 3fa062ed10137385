public import ZilliqaKit

/// What the ledger checks transactions against and when it confirms them.
///
/// ```swift
/// LedgerRules(chainID: 222, minimumGasPrice: Amount(qa: 2_000_000_016), confirmsImmediately: true)
/// ```
public struct LedgerRules: Sendable, Hashable {
    /// The chain id a transaction's `version` must carry.
    public var chainID: UInt16
    /// The lowest gas price accepted (`GetMinimumGasPrice`); ZQ2's mainnet and testnet answer
    /// 2000000016 Qa (zq2-legacy-api.md §3).
    public var minimumGasPrice: Amount
    /// True to seal a block inside each accepted `CreateTransaction` (`--block-time 0`).
    public var confirmsImmediately: Bool
    /// Which legacy-transaction era is in force, and from which block the next one is.
    public var eras: EraSchedule
    /// How many of the newest blocks are not final yet: `GetBalance` reads the state that many
    /// blocks back, `GetTransaction` answers "Block not finalized" for their transactions.
    public var finalityLag: UInt64

    /// ZQ2's minimum gas price on mainnet and testnet, in Qa per Scilla gas.
    public static let zq2MinimumGasPrice = Amount(qa: 2_000_000_016)

    /// The EVM chain id, the Zilliqa one + 0x8000 (`eth_chainId`, zq2-eth-api.md §7).
    public var evmChainID: UInt64 { Network.evmChainID(forZilliqaChainID: chainID) }

    /// The EVM gas price in wei (`eth_gasPrice`, the block's base fee and the lowest price an EVM
    /// transaction may offer): floor(minimumGasPrice × 10^6 / 420), the legacy minimum as ZQ2 converts
    /// a legacy price (zq2-legacy-api.md §3). At 2000000016 Qa it is ZQ2's 4761904800000.
    public var evmGasPrice: UInt128 { Ledger.weiPerEVMGas(minimumGasPrice) ?? Ledger.totalSupplyWei }

    public init(
        chainID: UInt16 = 222, minimumGasPrice: Amount = LedgerRules.zq2MinimumGasPrice, confirmsImmediately: Bool,
        eras: EraSchedule = EraSchedule(.legacy), finalityLag: UInt64 = 0
    ) {
        self.chainID = chainID
        self.minimumGasPrice = minimumGasPrice
        self.confirmsImmediately = confirmsImmediately
        self.eras = eras
        self.finalityLag = finalityLag
    }
}

/// What `Ledger.submit` did with a transaction.
public struct SubmitResult: Sendable, Hashable {
    /// The transaction id, the `TranID` answered.
    public let id: TransactionID
    /// The sender's address, derived from the transaction's public key.
    public let sender: Address
    /// True when the same transaction was already pending or confirmed, so nothing was applied.
    public var wasAlreadyKnown: Bool { outcome == .alreadyPresent }
    /// What the pool did with it: the `Info` answered.
    public let outcome: SubmitOutcome
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

/// What ZQ2's pool does with a transaction that passed the checks: each a success-shaped answer
/// whose `Info` says which (zq2-legacy-api.md §2.2 steps 11 and 13, §2.3).
public enum SubmitOutcome: String, Sendable, Hashable {
    /// Added (or replacing a pending one with the same nonce at a lower or equal price).
    case processed = "Txn processed"
    /// The same signed transaction is already pending or mined: nothing applied twice.
    case alreadyPresent = "Txn already present"
    /// A pending transaction with the same sender and nonce has a higher gas price: nothing added.
    case higherPricedSameNonce = "Another transaction exists with the same nonce but a higher gas price"
}
