/// Which block an `eth_` read looks at, written as the block parameter Zilliqa 2.0 takes: a
/// tag string or a `0x` block number, never a JSON number (`zq2-eth-api.md` section 0).
///
/// ```swift
/// try await service.transactionCount(of: address, at: .pending)   // params [addr, "pending"]
/// EVMBlockTag.number(15).parameter                                 // "0xf"
/// EVMBlockTag(name: "Latest")                                      // .latest
/// ```
public enum EVMBlockTag: Sendable, Hashable, CustomStringConvertible {
    /// The head: the highest canonical block. Receipts and `latest` balances change together.
    case latest
    /// The node's preview of its next block; for a nonce, the head's nonce plus this node's
    /// pooled transactions of the account that can be mined in a row.
    case pending
    /// The highest finalized block, normally two blocks behind the head on Zilliqa 2.0.
    case finalized
    /// The block of the node's highest quorum certificate.
    case safe
    /// Block 0.
    case earliest
    /// The block with this number.
    case number(UInt64)

    /// The tag a name spells, in any case, as nodes read it (`"latest"`, `"PENDING"`, …); nil for
    /// anything else, a block number included (nodes differ in how strictly they read those).
    public init?(name: some StringProtocol) {
        switch name.lowercased() {
        case "latest": self = .latest
        case "pending": self = .pending
        case "finalized": self = .finalized
        case "safe": self = .safe
        case "earliest": self = .earliest
        default: return nil
        }
    }

    /// The JSON-RPC parameter: `"latest"`, `"pending"`, …, or `"0x…"` for a number.
    public var parameter: String {
        switch self {
        case .latest: "latest"
        case .pending: "pending"
        case .finalized: "finalized"
        case .safe: "safe"
        case .earliest: "earliest"
        case .number(let number): EVMHex.quantity(number)
        }
    }

    /// ``parameter``.
    public var description: String { parameter }
}
