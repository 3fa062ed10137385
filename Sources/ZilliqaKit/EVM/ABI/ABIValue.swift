/// One argument of a call: a static ABI value, encoded as one 32-byte word.
public enum ABIValue: Sendable, Hashable {
    /// An account: its 20 bytes after 12 zero bytes.
    case address(EVMAddress)
    /// A whole number: its 32 big-endian bytes.
    case uint256(UInt256)
    /// 1 for `true`, 0 for `false`, in the last byte.
    case bool(Bool)
    /// A 64-bit whole number: its 32 big-endian bytes, like a uint256.
    case uint64(UInt64)

    /// The type this value has in a signature.
    public var type: ABIType {
        switch self {
        case .address: .address
        case .uint256: .uint256
        case .bool: .bool
        case .uint64: .uint64
        }
    }

    /// The value's 32-byte word.
    public var word: [UInt8] {
        switch self {
        case .address(let address): [UInt8](repeating: 0, count: 12) + address.bytes
        case .uint256(let number): number.bigEndianBytes
        case .bool(let flag): [UInt8](repeating: 0, count: 31) + [flag ? 1 : 0]
        case .uint64(let number): UInt256(number).bigEndianBytes
        }
    }
}
