/// One argument of a call: a static ABI value, encoded as one 32-byte word, or a list of them,
/// written after the head (``ABIFunction`` puts its offset in the head).
public enum ABIValue: Sendable, Hashable {
    /// An account: its 20 bytes after 12 zero bytes.
    case address(EVMAddress)
    /// A whole number: its 32 big-endian bytes.
    case uint256(UInt256)
    /// 1 for `true`, 0 for `false`, in the last byte.
    case bool(Bool)
    /// A 64-bit whole number: its 32 big-endian bytes, like a uint256.
    case uint64(UInt64)
    /// A list of accounts (`address[]`): its count, then one word each, after the head.
    case addresses([EVMAddress])

    /// The type this value has in a signature.
    public var type: ABIType {
        switch self {
        case .address: .address
        case .uint256: .uint256
        case .bool: .bool
        case .uint64: .uint64
        case .addresses: .addressArray
        }
    }

    /// What the value writes after the head; nil for a static value, written in its slot.
    public var tail: [UInt8]? {
        guard case .addresses(let list) = self else { return nil }
        return ABIEncoding.word(UInt64(list.count)) + list.flatMap { ABIValue.address($0).word }
    }

    /// The value's 32-byte word (a list's count: its head slot holds an offset, which ``ABIFunction`` writes).
    public var word: [UInt8] {
        switch self {
        case .address(let address): [UInt8](repeating: 0, count: 12) + address.bytes
        case .uint256(let number): number.bigEndianBytes
        case .bool(let flag): [UInt8](repeating: 0, count: 31) + [flag ? 1 : 0]
        case .uint64(let number): UInt256(number).bigEndianBytes
        case .addresses(let list): UInt256(UInt64(list.count)).bigEndianBytes
        }
    }
}
