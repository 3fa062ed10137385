/// A swap that moves the pool's price by more than 5 % (``SwapTerms/priceImpactLimitBasisPoints``),
/// worked out from the pairs' reserves: refused unless the person consented to that on its own
/// (``PaymentRisk/priceImpact``, `--allow-price-impact`).
public struct PriceImpactRule: PaymentRule {
    public let name = "price-impact"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard let swap = facts.swap, swap.route.priceImpactBasisPoints > SwapTerms.priceImpactLimitBasisPoints,
            !facts.consents.contains(.priceImpact)
        else { return }
        throw PaymentRefusal(
            rule: name,
            reason: "the swap's price impact is \(swap.priceImpactText): it "
                + PaymentRisk.priceImpact.consequence(of: facts.kind)
                + " (\(swap.from.text(of: swap.route.amountIn)) for \(swap.to.text(of: swap.route.amountOut)))",
            nextStep: "swap a smaller amount, or accept it with --allow-price-impact", consent: .priceImpact)
    }
}
