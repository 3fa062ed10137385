public import ZhipCore

/// A payment rule that refuses every payment, added after the standard ones: a payment that meets
/// it was judged by the whole list on its path (the tests of every path that moves value).
///
/// ```swift
/// Container.shared.paymentRules.register { RefuseAll.rules }
/// ```
public struct RefuseAll: PaymentRule {
    public let name = "refuse-all"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        throw PaymentRefusal(rule: name, reason: "every payment is refused here", nextStep: "do not pay")
    }

    /// The standard rules, then this one.
    public static let rules: [any PaymentRule] = PaymentRules.standard + [RefuseAll()]
}
