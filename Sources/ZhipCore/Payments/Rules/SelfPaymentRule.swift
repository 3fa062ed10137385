/// A payment to the paying account itself (or an approval of itself as spender) only costs the
/// fee: it needs its own consent.
public struct SelfPaymentRule: PaymentRule {
    public let name = "self-payment"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard facts.counterparty.isTyped, let sender = facts.sender, facts.counterparty.address == sender,
            !facts.consents.contains(.sender)
        else { return }
        throw PaymentRefusal(
            rule: name, reason: "the \(facts.kind.noun) \(PaymentRisk.sender.consequence(of: facts.kind))",
            nextStep: "check the address, or confirm it explicitly if you mean it", consent: .sender)
    }
}
