import ZhipCore

/// A rule that refuses every payment, added after the standard ones: a payment that meets it was
/// judged by the whole list on its path.
struct RefuseAll: PaymentRule {
    let name = "refuse-all"

    func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        throw PaymentRefusal(rule: name, reason: "every payment is refused here", nextStep: "do not pay")
    }

    /// The standard rules, then this one.
    static let rules: [any PaymentRule] = PaymentRules.standard + [RefuseAll()]
}
