import ZilliqaKit

/// A recipient or spender the wallet does not know that shares its ends with an address it does
/// know (``AddressResemblance``) is how address poisoning steals: a scammer sends dust or a
/// zero-value token "transfer" from it so that it is copied from the history next time. Refused
/// unless consented to (`--allow-lookalike`), naming the address it resembles and where the wallet saw it.
public struct LookalikeRule: PaymentRule {
    public let name = "lookalike"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        let party = facts.counterparty
        guard party.isTyped, !facts.consents.contains(.lookalike), !facts.known.knows(party.address) else { return }
        guard let resembled = facts.known.resembled(by: party.address) else { return }
        let shown = facts.account == .legacy ? Address(resembled.address).bech32 : resembled.address.checksummed
        throw PaymentRefusal(
            rule: name,
            reason: "\(party.shown) is not an address you know, but it looks like \(shown) (\(resembled.seen)):"
                + " the \(facts.kind.noun) \(PaymentRisk.lookalike.consequence(of: facts.kind))",
            nextStep: "compare every character with where you got the address, or pay the one you know;"
                + " confirm it explicitly if it really is the address you mean",
            consent: .lookalike)
    }
}
