public import ZilliqaKit

/// A transaction block of the devnet: which transactions it confirmed, and when.
///
/// Block 0 is the genesis block (no transactions); each later block confirms the
/// transactions that were pending when it was sealed, in the order they arrived.
public struct TxBlock: Sendable, Hashable, Codable {
    /// 0 for genesis, then 1, 2, …
    public let number: UInt64
    /// Microseconds since 1970, as the node writes `Timestamp`.
    public let timestamp: UInt64
    /// The transactions confirmed in this block, in order.
    public let transactionIDs: [TransactionID]
    /// The gas the block's transactions used, in Scilla gas (an EVM transaction's gas / 420, rounded up).
    public let gasUsed: UInt64
    /// The EVM gas the block's transactions used (a legacy payment's gas × 420), when it holds an EVM
    /// transaction; nil otherwise (and in states saved before EVM transactions), read as `gasUsed × 420`.
    public let evmGasUsed: UInt64?

    public init(
        number: UInt64, timestamp: UInt64, transactionIDs: [TransactionID], gasUsed: UInt64, evmGasUsed: UInt64? = nil
    ) {
        self.number = number
        self.timestamp = timestamp
        self.transactionIDs = transactionIDs
        self.gasUsed = gasUsed
        self.evmGasUsed = evmGasUsed
    }

    /// The EVM gas used, as `eth_getBlockByNumber` shows it.
    public var evmGas: UInt64 { evmGasUsed ?? gasUsed * Ledger.evmGasPerScillaGas }

    /// A stand-in block hash: the devnet does not hash its blocks, so this is the block number
    /// as 64 hex digits (unique and stable, and plainly not a real hash).
    public var hash: String { Self.hexNumber(number) }

    /// The previous block's stand-in hash; zeros for genesis.
    public var previousHash: String { number == 0 ? Self.hexNumber(0) : Self.hexNumber(number - 1) }

    private static func hexNumber(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 64 - digits.count) + digits
    }
}
