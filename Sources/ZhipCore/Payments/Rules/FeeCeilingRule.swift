import ZilliqaKit

/// Zhip's ceiling on the most a gas may cost, the same for both accounts (``PaymentLimits``): ten
/// times the network's price, far more than anyone means to pay. A price the person gave above it
/// needs its own consent (`--allow-high-fee`); the network's own price above it is a node that is
/// wrong or hostile, refused whatever is consented: the person must give a price themselves.
public struct FeeCeilingRule: PaymentRule {
    public let name = "fee-ceiling"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        let fee = facts.fee
        let ceiling = PaymentLimits.maximumPricePerGas
        guard fee.pricePerGas > ceiling else { return }
        let ceilingText = fee.text(of: ceiling)
        guard fee.priceGiven else {
            throw PaymentRefusal(
                rule: name,
                reason:
                    "the node at \(facts.network?.displayURL ?? "the given URL") asks \(fee.text(of: fee.pricePerGas))"
                    + " a gas, above Zhip's ceiling of \(ceilingText): the node is wrong or hostile",
                nextStep: "use another node, or give a price yourself and allow a high fee explicitly")
        }
        guard !facts.consents.contains(.highGasPrice) else { return }
        throw PaymentRefusal(
            rule: name,
            reason: "the price of \(fee.text(of: fee.pricePerGas)) a gas is above Zhip's ceiling of \(ceilingText), far"
                + " more than the network asks (the fee could reach \(fee.most.formatted(in: .zil)) ZIL)",
            nextStep: "leave the price out to pay the network's, or allow a high fee explicitly if you mean it",
            consent: .highGasPrice)
    }
}
