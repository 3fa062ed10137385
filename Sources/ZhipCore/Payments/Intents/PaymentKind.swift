/// What a payment does, in the words its review, questions and refusals use.
///
/// ```swift
/// PaymentKind.approval.noun   // "approval"
/// ```
public enum PaymentKind: String, Sendable, Hashable, CaseIterable {
    /// ZIL to someone, from either account.
    case transfer
    /// A token's `transfer` to someone.
    case tokenTransfer
    /// A token's `approve` of a spender.
    case approval
    /// A token's `approve` of 0: an allowance taken back.
    case revocation
    /// A call to a delegation pool (stake, unstake, claim, withdraw rewards).
    case staking
    /// The migration escrow's `claim` of what a legacy account lodged.
    case escrowClaim
    /// ZIL from the key's legacy account to its own EVM account.
    case move
    /// ZIL from a legacy account into the migration escrow.
    case lodging
    /// A call no intent of the wallet describes (a transaction signed elsewhere).
    case contractCall
    /// A pending transaction signed again at its nonce for a higher price (`tx speedup`).
    case speedUp
    /// A pending transaction replaced at its nonce by a transfer of nothing to the account itself (`tx cancel`).
    case cancel
    /// One asset for another through a DEX router (`swap`).
    case swap
    /// ZIL into WZIL (`wrap`) or WZIL back into ZIL (`unwrap`).
    case wrap

    /// The word for it in a sentence: `payment`, `approval`, `staking call`.
    public var noun: String {
        switch self {
        case .transfer, .tokenTransfer, .move: "payment"
        case .approval: "approval"
        case .revocation: "revocation"
        case .staking: "staking call"
        case .escrowClaim: "claim"
        case .lodging: "lodging"
        case .contractCall: "transaction"
        case .speedUp: "replacement"
        case .cancel: "cancellation"
        case .swap: "swap"
        case .wrap: "wrap"
        }
    }

    /// True for the kinds that move an amount to someone (not an approval, a call or a claim).
    public var movesAmount: Bool { [.transfer, .tokenTransfer, .move, .lodging].contains(self) }
}
