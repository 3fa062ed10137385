/// A swap's deadline between 1 minute and 1 day after it is signed (``SwapTerms/deadlineRange``):
/// less may expire before it is mined, more leaves a signed swap a trader could hold back for days.
public struct SwapDeadlineRule: PaymentRule {
    public let name = "deadline"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard let swap = facts.swap, !SwapTerms.deadlineRange.contains(swap.terms.deadlineSeconds) else { return }
        throw PaymentRefusal(
            rule: name,
            reason: "a deadline of \(swap.terms.deadlineSeconds) seconds is outside 1 minute to 1 day: shorter may"
                + " expire before it is mined, longer lets the swap be held back and run at a worse time",
            nextStep: "give --deadline between 1m and 1d (20m if unsure)")
    }
}
