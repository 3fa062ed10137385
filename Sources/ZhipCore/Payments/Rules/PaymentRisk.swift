import ZilliqaKit

/// Something about a payment that is almost always a slip or a loss, so a rule refuses it unless the
/// person consented to that risk on its own (``PaymentRefusal/consent``): the same set for both
/// paying accounts. `--yes` never consents to one; each has its flag or its question.
///
/// ```swift
/// catch TransactionsError.refused(let refusal) where refusal.consent != nil {
///     ask(refusal.consent!.question(for: prepared.facts.kind))   // "This payment goes to … Send it anyway?"
///     prepared = try await session.consent(to: refusal.consent!)   // the same facts, judged again
/// }
/// ```
public enum PaymentRisk: Sendable, Hashable, CaseIterable {
    /// The paying account itself: a payment only costs the fee.
    case sender
    /// The zero address, which no key controls.
    case zeroAddress
    /// EVM account: a recipient given as `zil1…` on a network that refuses legacy transfers.
    case legacyAccount
    /// A payee with code, which may refuse a plain transfer (the fee charged) or keep a token for good.
    case contract
    /// A price a gas above Zhip's ceiling (``PaymentLimits``).
    case highGasPrice
    /// Legacy account: a lodging into the migration escrow (``ZilliqaKit/Address/migrationEscrow``).
    case escrowLodge
    /// A token transfer to the token's own contract, which most tokens keep for good.
    case tokenContract
    /// A token approval of every unit there is: the spender may move all the account ever holds of it.
    case unlimitedApproval
    /// A nonce given ahead of the account's next one: the node holds the transaction unmined until the gap is filled.
    case nonceGap
    /// A recipient that is not known but looks like one that is (same ends): how address poisoning steals.
    case lookalike
    /// A `.zil` name that leads to another address than when the wallet last paid it.
    case changedName
    /// A swap that moves the pool's price more than ``SwapTerms/priceImpactLimitBasisPoints``: much
    /// of the amount goes to the pool's price, not to what comes out.
    case priceImpact

    /// What happens to the money, for a question or a refusal, worded for `kind`: an approval lets
    /// someone spend, a payment sends.
    public func consequence(of kind: PaymentKind = .transfer) -> String {
        let approves = kind == .approval || kind == .revocation
        switch self {
        case .sender:
            return approves
                ? "approves the approving account itself as the spender, which only costs the fee"
                : "goes to the sending account itself, so it only costs the fee"
        case .zeroAddress:
            return approves
                ? "approves the zero address as the spender, which no key controls: nobody could ever use it"
                : "goes to the zero address, which no key controls: the amount would be gone for good"
        case .legacyAccount:
            return "goes to a zil1 (legacy) account on a network that refuses legacy transfers: its owner could move"
                + " it only into the migration escrow, so it would be stuck for anyone not lodging"
        case .contract:
            return "goes to a contract: it may refuse what is sent to it (the fee is charged even then), or keep it"
                + " for good"
        case .highGasPrice: return "pays a price a gas above Zhip's ceiling, far more than the network asks"
        case .escrowLodge: return EscrowLodging.sentence
        case .tokenContract:
            return "goes to the token's own contract, which most tokens keep for good: nobody could move it back"
        case .unlimitedApproval:
            return "lets the spender move every unit of the token this account holds now or later, until it is revoked"
        case .nonceGap:
            return "leaves a gap before its nonce: the node keeps it unmined until the nonces before it are used"
        case .lookalike:
            return "goes to an address you never paid that looks like one you know: scammers make such addresses to"
                + " be copied by mistake (address poisoning)"
        case .changedName:
            return "goes to another address than the name led to when you last paid it"
        case .priceImpact:
            return "moves the pool's price by more than 5 %: you get far less than the price before it, and the"
                + " difference stays in the pool"
        }
    }

    /// The question to answer yes to before the payment of `kind` goes on with this risk accepted.
    public func question(for kind: PaymentKind = .transfer) -> String {
        switch self {
        case .escrowLodge: "This payment \(EscrowLodging.sentence) Lodge it anyway?"
        case .unlimitedApproval: "This approval \(consequence(of: kind)). Approve it anyway?"
        default: "This \(kind.noun) \(consequence(of: kind)). Go on anyway?"
        }
    }
}
