import ZilliqaKit

/// Something about a payment that is almost always a slip or a loss, so the payment is refused
/// unless the person consented to that risk on its own (a draft's `acceptedRisks`): the same set
/// for both paying accounts. `--yes` never consents to one; each has its flag or its question.
///
/// ```swift
/// if let risk = PaymentRisk(refusal: error) {
///     ask(risk.question(refusal: error))      // "This payment goes to … Send it anyway?"
///     draft.acceptedRisks.insert(risk)         // then prepare again
/// }
/// ```
public enum PaymentRisk: Sendable, Hashable, CaseIterable {
    /// The sending account itself: the payment only costs the fee.
    case sender
    /// The zero address, which no key controls.
    case zeroAddress
    /// EVM account: a recipient given as `zil1…` on a network that refuses legacy transfers: its
    /// owner's Schnorr key can no longer move what arrives there, except into the migration escrow.
    case legacyAccount
    /// EVM account: an account with code, which may revert a plain transfer (the fee is charged).
    case contract
    /// Legacy account: a gas price above ``PaymentLimits/maximumGasPrice``.
    case highGasPrice
    /// Legacy account: a lodging into the migration escrow (``ZilliqaKit/Address/migrationEscrow``).
    case escrowLodge
    /// A token transfer to the token's own contract, which most tokens keep for good.
    case tokenContract
    /// A token approval of every unit there is: the spender may move all the account ever holds of it.
    case unlimitedApproval

    /// What happens to the money, for a question or an error: `goes to the zero address, …`.
    public var consequence: String {
        switch self {
        case .sender: "goes to the sending account itself, so it only costs the fee"
        case .zeroAddress: "goes to the zero address, which no key controls: the amount would be gone for good"
        case .legacyAccount:
            "goes to a zil1 (legacy) account on a network that refuses legacy transfers: its owner could move it "
                + "only into the migration escrow, so it would be stuck for anyone not lodging"
        case .contract:
            "goes to a contract: a plain transfer to a contract may be refused by its code, and the fee is charged "
                + "even then"
        case .highGasPrice:
            "pays a gas price above Zhip's ceiling of \(PaymentLimits.maximumGasPrice.formatted(in: .li)) Li, far "
                + "more than the network asks"
        case .escrowLodge: EscrowLodging.sentence
        case .tokenContract:
            "goes to the token's own contract, which most tokens keep for good: nobody could move it back"
        case .unlimitedApproval:
            "lets the spender move every unit of the token this account holds now or later, until it is revoked"
        }
    }

    /// The risk `error` refuses unless consented to, from either account's prepare; nil for any
    /// other error.
    public init?(refusal error: any Error) {
        switch error {
        case TransactionsError.riskNotAccepted(let risk): self = risk
        case TransactionsError.gasPriceAboveLimit: self = .highGasPrice
        default: return nil
        }
    }

    /// The question to answer yes to before the payment is prepared again with this risk accepted;
    /// `refusal` gives the numbers of a high gas price.
    public func question(refusal: any Error) -> String {
        switch (self, refusal) {
        case (.highGasPrice, TransactionsError.gasPriceAboveLimit(let price, let limit)):
            "The gas price of \(price.formatted(in: .li)) Li is above Zhip's ceiling of \(limit.formatted(in: .li)) Li,"
                + " far more than the network asks. Pay it anyway?"
        case (.escrowLodge, _): "This payment \(EscrowLodging.sentence) Lodge it anyway?"
        case (.unlimitedApproval, _): "This approval \(consequence). Approve it anyway?"
        default: "This payment \(consequence). Send it anyway?"
        }
    }

    /// Refuses with ``TransactionsError/riskNotAccepted(_:)`` the first of `risks` (nil ones are
    /// none) that `accepted` does not hold: every risk, of either account, is consented to here.
    static func require(_ risks: [PaymentRisk?], acceptedIn accepted: Set<PaymentRisk>) throws(TransactionsError) {
        if let risk = risks.compactMap({ $0 }).first(where: { !accepted.contains($0) }) {
            throw .riskNotAccepted(risk)
        }
    }
}
