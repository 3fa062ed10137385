/// The ABI types a wallet's calls and answers use, named as they are written in a signature.
public enum ABIType: String, Sendable, Hashable, CaseIterable {
    /// A 20-byte account, left-padded to a word.
    case address
    /// A 256-bit unsigned whole number, one word.
    case uint256
    /// `true` or `false`, one word holding 1 or 0.
    case bool
    /// Dynamic UTF-8 text: an offset to its length and bytes.
    case string
    /// 32 raw bytes, one word (some tokens answer `symbol()` as one).
    case bytes32
    /// Dynamic raw bytes: an offset to their length and bytes (the `data` of a staking event).
    case bytes
    /// A 64-bit unsigned whole number, one word (a staking pool's step count).
    case uint64
    /// A 112-bit unsigned whole number, one word (a V2 pair's reserves in its `Sync` event).
    case uint112
    /// A dynamic list of accounts: an offset to its count and one word each (a swap's path).
    case addressArray = "address[]"
    /// A dynamic list of whole numbers: an offset to its count and one word each (a router's amounts).
    case uint256Array = "uint256[]"

    /// True for a type written after the head (an offset in its slot).
    public var isDynamic: Bool {
        switch self {
        case .string, .bytes, .addressArray, .uint256Array: true
        case .address, .uint256, .bool, .bytes32, .uint64, .uint112: false
        }
    }
}

extension ABIType {
    /// The canonical signature of a function or event: `name(type,type)`, without spaces.
    static func signature(name: String, parameters: [ABIType]) -> String {
        name + "(" + parameters.map(\.rawValue).joined(separator: ",") + ")"
    }
}
