/// The zero address no key controls, as a payee or a spender, needs its own consent.
public struct ZeroAddressRule: PaymentRule {
    public let name = "zero-address"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        let party = facts.counterparty
        guard party.isTyped, party.isZeroAddress, !facts.consents.contains(.zeroAddress) else { return }
        throw PaymentRefusal(
            rule: name, reason: "the \(facts.kind.noun) \(PaymentRisk.zeroAddress.consequence(of: facts.kind))",
            nextStep: "check the address, or confirm it explicitly if you mean it", consent: .zeroAddress)
    }
}
