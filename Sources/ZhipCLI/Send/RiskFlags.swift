import ZhipCore

/// The one mapping between the flags that accept a risk (`--allow-unusual-recipient`,
/// `--allow-high-fee`, `--lodge-into-escrow`, `--allow-legacy-recipient`,
/// `--allow-contract-recipient`, `--allow-token-contract-recipient`, `--allow-unlimited-approval`, `--allow-nonce-gap`, `--allow-lookalike`, `--allow-changed-name`,
/// `--allow-price-impact`) and ZhipCore's ``ZhipCore/PaymentRisk``, for `send`, `move` and `tx sign`.
enum RiskFlags {
    /// The risks the given flags accept.
    static func accepted(
        unusualRecipient: Bool, highFee: Bool = false, escrowLodge: Bool = false, legacyRecipient: Bool = false,
        contractRecipient: Bool = false, tokenContractRecipient: Bool = false, unlimitedApproval: Bool = false,
        nonceGap: Bool = false, lookalike: Bool = false, changedName: Bool = false, priceImpact: Bool = false
    ) -> Set<PaymentRisk> {
        let given: [(Bool, [PaymentRisk])] = [
            (unusualRecipient, [.sender, .zeroAddress]), (highFee, [.highGasPrice]), (escrowLodge, [.escrowLodge]),
            (legacyRecipient, [.legacyAccount]), (contractRecipient, [.contract]),
            (tokenContractRecipient, [.tokenContract]), (unlimitedApproval, [.unlimitedApproval]),
            (nonceGap, [.nonceGap]), (lookalike, [.lookalike]), (changedName, [.changedName]),
            (priceImpact, [.priceImpact]),
        ]
        return Set(given.filter(\.0).flatMap(\.1))
    }

    /// The flag that accepts `risk` without asking.
    static func flag(accepting risk: PaymentRisk) -> String {
        switch risk {
        case .sender, .zeroAddress: "--allow-unusual-recipient"
        case .legacyAccount: "--allow-legacy-recipient"
        case .contract: "--allow-contract-recipient"
        case .highGasPrice: "--allow-high-fee"
        case .escrowLodge: "--lodge-into-escrow"
        case .tokenContract: "--allow-token-contract-recipient"
        case .unlimitedApproval: "--allow-unlimited-approval"
        case .nonceGap: "--allow-nonce-gap"
        case .lookalike: "--allow-lookalike"
        case .changedName: "--allow-changed-name"
        case .priceImpact: "--allow-price-impact"
        }
    }
}
