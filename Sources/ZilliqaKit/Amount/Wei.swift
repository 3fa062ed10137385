/// An exact amount of ZIL on the EVM side, held as a whole number of wei (1 ZIL = 10^18 wei,
/// 1 Qa = 10^6 wei).
///
/// The `eth_` API's balances, values and gas prices are wei; the legacy API shows the same
/// state in Qa, rounded down (``qaRoundedDown``). Never a floating-point number.
/// ```swift
/// let value = try Wei("1.5", unit: .zil)            // 1_500_000_000_000_000_000 wei
/// value.formatted(in: .zil)                         // "1.5"
/// try Wei.fee(gasPrice: Wei(wei: 4_761_904_800_000), gasLimit: 21_000)   // 0.1000000008 ZIL
/// Wei(wei: 1_999_999).qaRoundedDown                 // 1 Qa: what GetBalance shows
/// ```
public struct Wei: Sendable, Hashable {
    /// The amount in wei, the smallest unit and the one on the `eth_` wire.
    public let wei: UInt128

    /// Exactly `wei` wei.
    public init(wei: UInt128) {
        self.wei = wei
    }

    /// A whole number of `unit`, e.g. `Wei(1, unit: .zil)`; never overflows (`UInt64.max` ZIL
    /// is 1.8e37 wei, below `UInt128.max`).
    public init(_ whole: UInt64, unit: WeiUnit) {
        self.wei = UInt128(whole) * unit.weiPerUnit
    }

    /// Nothing.
    public static let zero = Wei(wei: 0)

    /// The largest amount there can be: `UInt128.max` wei, the limit of a ZQ2 balance.
    public static let max = Wei(wei: .max)

    /// How many wei one Qa is.
    public static let perQa: UInt128 = 1_000_000

    /// True for zero wei.
    public var isZero: Bool { wei == 0 }
}

extension Wei: Comparable {
    public static func < (lhs: Wei, rhs: Wei) -> Bool { lhs.wei < rhs.wei }
}

extension Wei: CustomStringConvertible {
    /// The amount in ZIL with its symbol and no thousands separators, e.g. `1.5 ZIL`.
    public var description: String { formatted(in: .zil) + " " + WeiUnit.zil.symbol }
}

extension Wei {
    /// The same amount in wei: `amount` Qa × 10^6.
    ///
    /// - Throws: ``AmountError/notRepresentableInWei(_:)`` past `UInt128.max` wei (more than
    ///   3.4e14 ZIL, far beyond the total supply).
    public init(_ amount: Amount) throws(AmountError) {
        let (product, overflow) = amount.qa.multipliedReportingOverflow(by: Wei.perQa)
        guard !overflow else { throw .notRepresentableInWei(amount) }
        self.init(wei: product)
    }

    /// What the legacy API shows of this amount: whole Qa, rounded down (floor(wei / 10^6)).
    public var qaRoundedDown: Amount { Amount(qa: wei / Wei.perQa) }

    /// The wei below a whole Qa (0...999_999): the part the legacy API cannot show.
    public var weiBelowOneQa: UInt128 { wei % Wei.perQa }
}
