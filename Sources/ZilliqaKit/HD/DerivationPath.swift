/// A BIP-32 derivation path such as `m/44'/313'/0'/0/5`: the child indexes from the master key,
/// each hardened (`'` or `h`) or not.
///
/// ```swift
/// let path = try DerivationPath("m/44'/313'/0'/0/5")
/// path.description                         // "m/44'/313'/0'/0/5"
/// DerivationPreset.ethereum.path(account: 2)  // m/44'/60'/0'/0/2
/// ```
public struct DerivationPath: Sendable, Hashable, CustomStringConvertible {
    /// The indexes below the master key, hardened ones with ``hardenedOffset`` added.
    public let indexes: [UInt32]

    /// 2^31: an index at or above it is hardened.
    public static let hardenedOffset: UInt32 = 0x8000_0000

    /// At most this many levels (BIP-32 serialises the depth in one byte).
    public static let maximumDepth = 255

    public init(indexes: [UInt32]) {
        self.indexes = indexes
    }

    /// Parses `m` followed by `/N`, `/N'` or `/Nh` components, N from 0 to 2^31 - 1.
    /// - Throws: ``DerivationPathError`` naming the component that is wrong (from 1).
    public init(_ text: String) throws(DerivationPathError) {
        let trimmed = text.trimmingWhitespace()
        var parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.first == "m" || parts.first == "M" else { throw .missingMaster }
        parts.removeFirst()
        guard parts.count <= Self.maximumDepth else { throw .tooDeep(parts.count) }
        var indexes = [UInt32]()
        for (offset, part) in parts.enumerated() {
            let position = offset + 1
            var digits = Substring(part)
            let hardened = digits.last.map { "'hH".contains($0) } ?? false
            if hardened { digits = digits.dropLast() }
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw .notAnIndex(position: position)
            }
            guard let index = UInt32(digits), index < Self.hardenedOffset else {
                throw .indexTooLarge(position: position)
            }
            indexes.append(hardened ? index + Self.hardenedOffset : index)
        }
        self.indexes = indexes
    }

    /// `m/44'/313'/0'/0/5`, hardened indexes with `'`.
    public var description: String {
        (["m"] + indexes.map { $0 >= Self.hardenedOffset ? "\($0 - Self.hardenedOffset)'" : "\($0)" })
            .joined(separator: "/")
    }
}

/// Why text is not a derivation path.
public enum DerivationPathError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A path starts with `m`.
    case missingMaster
    /// Component `position` (from 1) is not a number with an optional `'` or `h`.
    case notAnIndex(position: Int)
    /// Component `position` is 2^31 or more: write a hardened index as `N'` with N below 2^31.
    case indexTooLarge(position: Int)
    /// More than 255 levels.
    case tooDeep(Int)
    /// An account index was given with a whole path, which already names it.
    case accountWithCustomPath
    /// A preset's account index is 2^31 or more.
    case accountTooLarge

    public var description: String {
        switch self {
        case .missingMaster:
            "a derivation path is zilliqa, ledger or ethereum, or starts with m, such as m/44'/313'/0'/0/0"
        case .notAnIndex(let position):
            "component \(position) of the path is not an index: write a number, with ' or h after it when hardened"
        case .indexTooLarge(let position):
            "component \(position) of the path is 2^31 or more: an index is below 2147483648, hardened ones written N'"
        case .tooDeep(let count): "a path has at most 255 levels, this one \(count)"
        case .accountTooLarge: "an account index is below 2147483648"
        case .accountWithCustomPath:
            "an account index goes with a preset (zilliqa, ledger, ethereum); a path m/… names its account itself"
        }
    }
}
