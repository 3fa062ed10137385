import ZilliqaKit

/// A `.zil` name that resolves to another address than the one the wallet paid when it last paid
/// that name: a name changed hands or was repointed, so the money would go somewhere new. Refused
/// unless consented to (`--allow-changed-name`), naming both addresses.
public struct ChangedNameRule: PaymentRule {
    public let name = "changed-name"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard case .zilName(let zilName) = facts.counterpartyName, !facts.consents.contains(.changedName),
            let last = facts.known.lastPaid(as: zilName), last.address != facts.counterparty.address
        else { return }
        let before = facts.account == .legacy ? Address(last.address).bech32 : last.address.checksummed
        throw PaymentRefusal(
            rule: name,
            reason: "\(zilName) now leads to \(facts.counterparty.shown), but to \(before) when \(last.seen):"
                + " the \(facts.kind.noun) \(PaymentRisk.changedName.consequence(of: facts.kind))",
            nextStep: "ask the name's owner whether they changed it, or pay \(before) by its address;"
                + " confirm the new address explicitly if you are sure",
            consent: .changedName)
    }
}
