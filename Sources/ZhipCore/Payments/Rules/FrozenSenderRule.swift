/// A paying account Zilliqa 2.0 swept (its nonce is the largest there is) can send nothing.
public struct FrozenSenderRule: PaymentRule {
    public let name = "frozen-sender"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard facts.senderIsFrozen else { return }
        throw PaymentRefusal(
            rule: name,
            reason: "\(facts.sender?.checksummed ?? "the paying account") is \(FrozenAccount.notice)",
            nextStep: "pay from another account")
    }
}
