/// An exact unsigned 256-bit whole number, 0 through 2^256 - 1: the `uint256` of ERC-20 balances,
/// allowances and transfer amounts.
///
/// Four 64-bit words and nothing else: no floating point, no `Decimal`. Arithmetic that could
/// overflow reports it or throws ``UInt256Error`` instead of trapping, so outside input (a token's
/// answer, an amount someone typed) can never crash the wallet.
/// ```swift
/// let amount = try UInt256("12.5", decimals: 6)      // 12_500_000
/// amount.formatted(decimals: 6)                      // "12.5"
/// try amount.adding(UInt256(1))                      // 12_500_001
/// UInt256.max.addingReportingOverflow(UInt256(1))    // (0, overflow: true)
/// ```
public struct UInt256: Sendable, Hashable {
    /// The least significant word (bits 0-63).
    let word0: UInt64
    /// Bits 64-127.
    let word1: UInt64
    /// Bits 128-191.
    let word2: UInt64
    /// The most significant word (bits 192-255).
    let word3: UInt64

    /// The number whose words these are, least significant first.
    init(word0: UInt64, word1: UInt64, word2: UInt64, word3: UInt64) {
        self.word0 = word0
        self.word1 = word1
        self.word2 = word2
        self.word3 = word3
    }

    /// The number whose four words these are, least significant first (exactly four).
    init(words: [UInt64]) {
        self.init(word0: words[0], word1: words[1], word2: words[2], word3: words[3])
    }

    /// The four words, least significant first.
    var words: [UInt64] { [word0, word1, word2, word3] }

    /// Exactly `value`.
    public init(_ value: UInt64) {
        self.init(word0: value, word1: 0, word2: 0, word3: 0)
    }

    /// Exactly `value`, e.g. a ``Wei`` amount's `wei`.
    public init(_ value: UInt128) {
        self.init(
            word0: UInt64(truncatingIfNeeded: value), word1: UInt64(truncatingIfNeeded: value >> 64), word2: 0, word3: 0
        )
    }

    /// Zero.
    public static let zero = UInt256(0 as UInt64)

    /// The largest number there is: 2^256 - 1.
    public static let max = UInt256(word0: .max, word1: .max, word2: .max, word3: .max)

    /// True for zero.
    public var isZero: Bool { word0 | word1 | word2 | word3 == 0 }

    /// The same number as a `UInt128` (for ``Wei``), or nil when it is 2^128 or more.
    public var uint128Value: UInt128? {
        guard word2 | word3 == 0 else { return nil }
        return UInt128(word1) << 64 | UInt128(word0)
    }

    /// The same number as a `UInt64`, or nil when it is 2^64 or more.
    public var uint64Value: UInt64? {
        guard word1 | word2 | word3 == 0 else { return nil }
        return word0
    }
}

extension UInt256: Comparable {
    public static func < (lhs: UInt256, rhs: UInt256) -> Bool {
        if lhs.word3 != rhs.word3 { return lhs.word3 < rhs.word3 }
        if lhs.word2 != rhs.word2 { return lhs.word2 < rhs.word2 }
        if lhs.word1 != rhs.word1 { return lhs.word1 < rhs.word1 }
        return lhs.word0 < rhs.word0
    }
}

extension UInt256: ExpressibleByIntegerLiteral {
    /// A literal that fits 64 bits, e.g. `let one: UInt256 = 1`.
    public init(integerLiteral value: UInt64) {
        self.init(value)
    }
}
