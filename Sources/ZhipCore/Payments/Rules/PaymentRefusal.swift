/// Why a rule will not let a payment be signed: the rule's name, the reason, the next step that
/// works, and the consent that lifts it, if the person may overrule it (a ``PaymentRisk``, which the
/// CLI names by its flag). A refusal means nothing was signed; `zhip-cli` exits 2 with it.
///
/// ```swift
/// throw PaymentRefusal(
///     rule: "recipient-contract", reason: "the payment goes to a contract, which may refuse a plain transfer",
///     nextStep: "check the recipient, or confirm this recipient explicitly", consent: .contract)
/// ```
public struct PaymentRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name of the rule that refused (``PaymentRule/name``).
    public let rule: String
    /// What is wrong, as a clause: `the balance does not cover …`.
    public let reason: String
    /// What to do next, as a clause that works: `send at most …, or fund the account`.
    public let nextStep: String
    /// The consent that lifts the refusal, when the person may give it.
    public let consent: PaymentRisk?

    public init(rule: String, reason: String, nextStep: String, consent: PaymentRisk? = nil) {
        self.rule = rule
        self.reason = reason
        self.nextStep = nextStep
        self.consent = consent
    }

    /// `the payment goes to a contract, …: nothing was signed; check the recipient, … (rule recipient-contract)`.
    public var description: String { "\(reason): nothing was signed; \(nextStep) (rule \(rule))" }
}
