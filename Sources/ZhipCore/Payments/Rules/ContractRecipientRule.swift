/// A payee with code may refuse what is sent to it (the fee charged even then), or keep it for good:
/// it needs its own consent (`--allow-contract-recipient`). A spender, a pool and the escrow are
/// contracts by design; a token sent to its own contract is ``TokenContractRule``'s.
public struct ContractRecipientRule: PaymentRule {
    public let name = "contract-recipient"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        let party = facts.counterparty
        guard party.role == .payee, facts.counterpartyHasCode == true, party.address != facts.contract,
            !facts.consents.contains(.contract)
        else { return }
        throw PaymentRefusal(
            rule: name, reason: "the \(facts.kind.noun) \(PaymentRisk.contract.consequence(of: facts.kind))",
            nextStep: "check the recipient, or confirm this recipient explicitly if you mean it", consent: .contract)
    }
}
