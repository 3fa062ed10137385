/// One rule every payment meets before it is signed, on every path (``PaymentFacts/Path``): it
/// looks at the facts and refuses, or lets the payment go on. ``PaymentRules/standard`` lists them in
/// the one order they run in; a new rule is one type and one line there.
///
/// ```swift
/// struct RefuseBlocklisted: PaymentRule {
///     let name = "blocklist"
///     func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
///         guard blocklist.contains(facts.counterparty.address) else { return }
///         throw PaymentRefusal(rule: name, reason: "the recipient is on your blocklist", nextStep: "check the address")
///     }
/// }
/// ```
public protocol PaymentRule: Sendable {
    /// The rule's name, as a refusal says it: `fee-ceiling`.
    var name: String { get }
    /// Refuses `facts` when the rule does not let the payment go.
    func check(_ facts: PaymentFacts) throws(PaymentRefusal)
}
