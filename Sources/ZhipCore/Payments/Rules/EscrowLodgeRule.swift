import ZilliqaKit

/// A legacy payment into the migration escrow is a lodging, claimed back only with Zilliqa's
/// recovery tool: it needs its own consent (`--lodge-into-escrow`).
public struct EscrowLodgeRule: PaymentRule {
    public let name = "escrow-lodge"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard facts.account == .legacy, facts.counterparty.address.bytes == Address.migrationEscrow.bytes,
            !facts.consents.contains(.escrowLodge)
        else { return }
        throw PaymentRefusal(
            rule: name, reason: "the payment \(EscrowLodging.sentence.dropLast())",
            nextStep: "confirm lodging into the escrow explicitly if you mean it", consent: .escrowLodge)
    }
}
