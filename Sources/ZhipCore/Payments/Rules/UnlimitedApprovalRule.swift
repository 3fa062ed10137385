/// An approval of every unit there is lets the spender move all the account ever holds of the
/// token: it needs its own consent (`--allow-unlimited-approval`).
public struct UnlimitedApprovalRule: PaymentRule {
    public let name = "unlimited-approval"

    public init() {}

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        guard facts.kind == .approval, facts.amount == .max, !facts.consents.contains(.unlimitedApproval) else {
            return
        }
        throw PaymentRefusal(
            rule: name, reason: "the approval \(PaymentRisk.unlimitedApproval.consequence(of: facts.kind))",
            nextStep: "approve the amount you mean to let it spend, or confirm an unlimited approval explicitly",
            consent: .unlimitedApproval)
    }
}
