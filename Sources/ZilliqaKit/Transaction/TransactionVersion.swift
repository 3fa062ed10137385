/// The `version` field of a transaction: the chain id in the high 16 bits, the message
/// version (1) in the low 16.
///
/// ```swift
/// TransactionVersion(chainID: 1).rawValue     // 65537 (mainnet)
/// TransactionVersion(chainID: 333).rawValue   // 21823489 (testnet)
/// ```
public struct TransactionVersion: Sendable, Hashable, Codable {
    /// The value written on the wire.
    public let rawValue: UInt32

    /// The version for transactions on the chain with this id.
    public init(chainID: UInt16) {
        rawValue = UInt32(chainID) << 16 | 1
    }

    /// A version read from the wire, as it is.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The chain id in the high 16 bits.
    public var chainID: UInt16 { UInt16(truncatingIfNeeded: rawValue >> 16) }

    /// The message version in the low 16 bits (1 for every transaction we know).
    public var messageVersion: UInt16 { UInt16(truncatingIfNeeded: rawValue) }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt32.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
