public import ZilliqaKit

/// What the person asked of a swap besides its two sides: the amount (what goes in, or with
/// `--exact-out` what comes out), the slippage they accept and how long the router may take it.
/// The limits are the rules' (``SlippageRule``, ``SwapDeadlineRule``): out of them a swap is refused.
///
/// ```swift
/// let terms = SwapTerms(amount: .exactIn(units), slippageBasisPoints: 50, deadlineSeconds: 1200)
/// ```
public struct SwapTerms: Sendable, Hashable {
    /// Which side the amount fixes.
    public enum Amount: Sendable, Hashable {
        /// Exactly this much goes in; what comes out is at least the quote less the slippage.
        case exactIn(UInt256)
        /// Exactly this much comes out; what goes in is at most the quote plus the slippage.
        case exactOut(UInt256)

        /// The units given.
        public var units: UInt256 {
            switch self {
            case .exactIn(let units), .exactOut(let units): units
            }
        }
    }

    public let amount: Amount
    /// The slippage accepted, in hundredths of a percent: 50 is 0.5 %.
    public let slippageBasisPoints: UInt64
    /// How long after signing the router may still take it, in seconds.
    public let deadlineSeconds: UInt64

    /// The default slippage: 0.5 %.
    public static let defaultSlippageBasisPoints: UInt64 = 50
    /// The default deadline: 20 minutes.
    public static let defaultDeadlineSeconds: UInt64 = 1200
    /// The least and most slippage a swap may accept: 0.01 % and 50 %.
    public static let slippageRange: ClosedRange<UInt64> = 1...5000
    /// The shortest and longest deadline: 1 minute and 1 day.
    public static let deadlineRange: ClosedRange<UInt64> = 60...86400
    /// The price impact past which a swap needs its own consent: 5 %.
    public static let priceImpactLimitBasisPoints: UInt64 = 500

    public init(
        amount: Amount, slippageBasisPoints: UInt64 = defaultSlippageBasisPoints,
        deadlineSeconds: UInt64 = defaultDeadlineSeconds
    ) {
        self.amount = amount
        self.slippageBasisPoints = slippageBasisPoints
        self.deadlineSeconds = deadlineSeconds
    }

    /// `text`, a percentage with at most 2 decimals (`0.5`), in hundredths of a percent; nil for
    /// text that is no such percentage. The range is the rule `slippage`'s to judge.
    public static func basisPoints(percent text: String) -> UInt64? {
        (try? UInt256(text, decimals: 2))?.uint64Value
    }

    /// True when the amount fixes what comes out.
    public var isExactOut: Bool {
        if case .exactOut = amount { return true }
        return false
    }
}
