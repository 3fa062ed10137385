/// An EVM payment to a recipient typed as `zil1…`, where the network refuses legacy transfers (or
/// its era is not known): its owner could move it only into the migration escrow. Needs its own
/// consent (`--allow-legacy-recipient`).
public struct LegacyRecipientRule: PaymentRule {
    public let name = "legacy-recipient"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard facts.account == .evm, facts.counterparty.typedAsLegacy, facts.legacyTransfers != .accepted,
            !facts.consents.contains(.legacyAccount)
        else { return }
        throw PaymentRefusal(
            rule: name, reason: "the \(facts.kind.noun) \(PaymentRisk.legacyAccount.consequence(of: facts.kind))",
            nextStep: "give the recipient's 0x address, or confirm this recipient explicitly if you mean it",
            consent: .legacyAccount)
    }
}
