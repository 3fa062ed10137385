/// An exact amount of ZIL, held as a whole number of Qa (1 ZIL = 10^12 Qa).
///
/// Never a floating-point number: text is parsed and formatted digit by digit, and arithmetic
/// is checked integer arithmetic that reports overflow as an ``AmountError`` instead of trapping.
/// ```swift
/// let amount = try Amount("1.5", unit: .zil)        // 1_500_000_000_000 Qa
/// amount.formatted(in: .li)                         // "1500000"
/// amount.qaString                                   // "1500000000000", what the RPC sends
/// let fee = try Amount.fee(gasPrice: Amount(2000, unit: .li), gasLimit: 50)
/// let total = try amount.adding(fee)                // "1.6 ZIL"
/// ```
public struct Amount: Sendable, Hashable {
    /// The amount in Qa, the smallest unit and the one on the wire.
    public let qa: UInt128

    /// Exactly `qa` Qa.
    public init(qa: UInt128) {
        self.qa = qa
    }

    /// A whole number of `unit`, e.g. `Amount(2000, unit: .li)`.
    ///
    /// Never overflows: the largest `UInt64` of ZIL is far below the largest amount.
    public init(_ whole: UInt64, unit: AmountUnit) {
        self.qa = UInt128(whole) * unit.qaPerUnit
    }

    /// Nothing.
    public static let zero = Amount(qa: 0)

    /// The largest amount there can be: `UInt128.max` Qa, the limit of the wire's uint128.
    public static let max = Amount(qa: .max)

    /// True for zero Qa.
    public var isZero: Bool { qa == 0 }
}

extension Amount: Comparable {
    public static func < (lhs: Amount, rhs: Amount) -> Bool { lhs.qa < rhs.qa }
}

extension Amount: CustomStringConvertible {
    /// The amount in ZIL with its symbol and no thousands separators, e.g. `1.5 ZIL`.
    public var description: String { formatted(in: .zil) + " " + AmountUnit.zil.symbol }
}
