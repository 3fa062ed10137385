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
}

extension ABIType {
    /// The canonical signature of a function or event: `name(type,type)`, without spaces.
    static func signature(name: String, parameters: [ABIType]) -> String {
        name + "(" + parameters.map(\.rawValue).joined(separator: ",") + ")"
    }
}
