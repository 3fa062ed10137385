/// The `type` of a transaction as the `eth_` API reports it, including types this wallet never
/// signs, so that any answer can be read.
///
/// ```swift
/// receipt.type == .eip1559        // "0x2"
/// details.type == .zilliqaLegacy  // "0xdd870": a legacy Zilliqa (zil1) transaction seen through eth_
/// ```
public struct EVMTransactionType: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The number on the wire.
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// 0: legacy, EIP-155 or earlier.
    public static let legacy = EVMTransactionType(rawValue: 0)
    /// 1: EIP-2930, with an access list.
    public static let accessList = EVMTransactionType(rawValue: 1)
    /// 2: EIP-1559, with fee caps.
    public static let eip1559 = EVMTransactionType(rawValue: 2)
    /// 0xdd870 (907376): how Zilliqa 2.0 shows a legacy Zilliqa transaction; its `nonce` there is
    /// the Zilliqa nonce minus one.
    public static let zilliqaLegacy = EVMTransactionType(rawValue: 0xdd870)

    /// The wire form, e.g. `0x2`.
    public var description: String { EVMHex.quantity(rawValue) }
}
