import ZilliqaKit

/// An amount a payment can move: more than nothing when it moves one to someone (a zero transfer
/// only costs the fee, and is how address poisoning looks), no more ZIL than there will ever be
/// (21 billion, which Zilliqa 2.0 refuses as an invalid amount), and whole Qa on the legacy account
/// (its payments carry Qa, 10^6 wei).
public struct AmountRule: PaymentRule {
    public let name = "amount"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        if facts.kind.movesAmount || facts.kind == .swap, !facts.amountIsMax, facts.amount.isZero {
            throw PaymentRefusal(
                rule: name, reason: "the amount is 0: the payment would move nothing and still cost its fee",
                nextStep: "give an amount above 0")
        }
        if facts.account == .legacy, facts.asset == .zil,
            (try? facts.amount.quotientAndRemainder(dividingBy: UInt256(1_000_000)).remainder.isZero) == false
        {
            throw PaymentRefusal(
                rule: name, reason: "a legacy payment moves whole Qa: the amount has more than 12 decimal places",
                nextStep: "give at most 12 decimal places")
        }
        let supply = AmountValidator.totalSupply.qa.multipliedReportingOverflow(by: 1_000_000).partialValue
        guard facts.value.wei > supply else { return }
        throw PaymentRefusal(
            rule: name,
            reason: "the amount \(facts.value.formatted(in: .zil)) ZIL is more than all the ZIL there will ever be"
                + " (21,000,000,000)",
            nextStep: "check the amount")
    }
}
