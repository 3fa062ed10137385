/// An account Zilliqa 2.0 swept (its nonce the largest there is) fails every transfer to it on
/// chain, the fee charged: refused, whoever consents.
public struct SweptRecipientRule: PaymentRule {
    public let name = "swept-recipient"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard facts.counterparty.isTyped, facts.counterpartyIsSwept == true else { return }
        throw PaymentRefusal(
            rule: name,
            reason: "\(facts.counterparty.shown) was swept by Zilliqa 2.0 (a blocked account): a transaction to it"
                + " fails on chain and the fee is charged",
            nextStep: "ask its owner for another address")
    }
}
