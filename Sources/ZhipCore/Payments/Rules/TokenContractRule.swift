/// A token sent to the token's own contract, which most tokens keep for good, needs its own consent
/// (`--allow-token-contract-recipient`).
public struct TokenContractRule: PaymentRule {
    public let name = "token-contract"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard facts.asset.token != nil, facts.counterparty.role == .payee, facts.counterparty.address == facts.contract,
            !facts.consents.contains(.tokenContract)
        else { return }
        throw PaymentRefusal(
            rule: name, reason: "the payment \(PaymentRisk.tokenContract.consequence(of: facts.kind))",
            nextStep: "check the recipient, or confirm this recipient explicitly if you mean it",
            consent: .tokenContract)
    }
}
