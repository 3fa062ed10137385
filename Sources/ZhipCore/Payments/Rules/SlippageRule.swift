import ZilliqaKit

/// A swap's slippage within 0.01 % and 50 % (``SwapTerms/slippageRange``): none would fail at the
/// least price move, and more than half lets anyone who moves the price first take the rest.
public struct SlippageRule: PaymentRule {
    public let name = "slippage"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard let swap = facts.swap, !SwapTerms.slippageRange.contains(swap.terms.slippageBasisPoints) else { return }
        throw PaymentRefusal(
            rule: name,
            reason: "a slippage of \(Self.percent(swap.terms.slippageBasisPoints)) is outside 0.01 % to 50 %: less"
                + " fails at the least price move, more lets a trader ahead of you take the difference",
            nextStep: "give --slippage between 0.01 and 50 (0.5 if unsure)")
    }

    /// `0.5 %` from 50 basis points.
    static func percent(_ basisPoints: UInt64) -> String {
        "\(UInt256(basisPoints).formatted(decimals: 2)) %"
    }
}
