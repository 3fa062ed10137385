/// The one ordered list of the rules every payment meets, on every path: prepared online (`send`,
/// token calls, staking, claims, `move`, the app), signed offline (`tx sign`), and sent from a file
/// (`tx send`). The chain first (nothing a node on another chain says is used), then the account,
/// who the payment is for, what it moves, its gas and fee, the nonce (a used one is said as such,
/// not as a balance it already spent), and the funds. The container
/// serves it as ``Container/paymentRules``; a new rule is one type and one line here.
///
/// ```swift
/// Container.shared.paymentRules.register { PaymentRules.standard + [RefuseBlocklisted()] }
/// ```
public enum PaymentRules {
    public static let standard: [any PaymentRule] = [
        ChainRule(),
        FrozenSenderRule(),
        WatchOnlyRule(),
        LegacyEraRule(),
        SweptRecipientRule(),
        ZeroAddressRule(),
        SelfPaymentRule(),
        EscrowLodgeRule(),
        LegacyRecipientRule(),
        LookalikeRule(),
        ChangedNameRule(),
        ContractRecipientRule(),
        TokenContractRule(),
        UnlimitedApprovalRule(),
        SlippageRule(),
        SwapDeadlineRule(),
        PriceImpactRule(),
        AmountRule(),
        GasLimitRule(),
        ReplacementPriceRule(),
        FeeFloorRule(),
        PriorityFeeRule(),
        FeeCeilingRule(),
        NonceRule(),
        FundsRule(),
    ]

    /// Runs `rules` over `facts` in order: the first refusal stops them.
    public static func check(_ facts: PaymentFacts, by rules: [any PaymentRule]) throws(PaymentRefusal) {
        for rule in rules { try rule.check(facts) }
    }
}
