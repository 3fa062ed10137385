public import ZilliqaKit

/// A refusal of ``SendTransactionUseCase/prepare(_:from:)`` that the person may overrule with an
/// explicit yes, as the CLI's `--allow-unusual-recipient`, `--allow-high-fee` and
/// `--lodge-into-escrow` do: a recipient that is almost always a slip, a gas price above Zhip's
/// ceiling, or a lodge into the migration escrow.
///
/// ```swift
/// if let risk = PaymentRisk(refusal: error) {
///     ask(risk.question)                      // "This payment goes to … Send it anyway?"
///     draft = risk.allowed(in: draft)         // then prepare again
/// }
/// ```
public enum PaymentRisk: Equatable, Sendable {
    /// The recipient is the sender itself or the zero address.
    case unusualRecipient(UnusualRecipient)
    /// The gas price is above ``PaymentLimits/maximumGasPrice``.
    case highGasPrice(price: Amount, limit: Amount)
    /// The payment lodges into the migration escrow (``ZilliqaKit/Address/migrationEscrow``).
    case escrowLodge

    /// The risk `error` says, when it is a refusal the person may overrule; else nil.
    public init?(refusal error: any Error) {
        switch error as? TransactionsError {
        case .unusualRecipient(let unusual): self = .unusualRecipient(unusual)
        case .gasPriceAboveLimit(let price, let limit): self = .highGasPrice(price: price, limit: limit)
        case .escrowLodgeNotConfirmed: self = .escrowLodge
        default: return nil
        }
    }

    /// The question to answer yes to before the payment is prepared again with the allowance.
    public var question: String {
        switch self {
        case .unusualRecipient(let unusual):
            "This payment \(unusual.consequence). Send it anyway?"
        case .highGasPrice(let price, let limit):
            "The gas price of \(price.formatted(in: .li)) Li is above Zhip's ceiling of \(limit.formatted(in: .li)) Li,"
                + " far more than the network asks. Pay it anyway?"
        case .escrowLodge:
            "This payment \(EscrowLodging.sentence) Lodge it anyway?"
        }
    }

    /// The refusal itself, as ``SendTransactionUseCase/prepare(_:from:)`` said it: what is shown
    /// when the person does not overrule it.
    public var refusal: TransactionsError {
        switch self {
        case .unusualRecipient(let unusual): .unusualRecipient(unusual)
        case .highGasPrice(let price, let limit): .gasPriceAboveLimit(price: price, limit: limit)
        case .escrowLodge: .escrowLodgeNotConfirmed
        }
    }

    /// `draft` with this risk allowed.
    public func allowed(in draft: PaymentDraft) -> PaymentDraft {
        var draft = draft
        switch self {
        case .unusualRecipient: draft.allowsUnusualRecipient = true
        case .highGasPrice: draft.allowsHighFee = true
        case .escrowLodge: draft.lodgesIntoEscrow = true
        }
        return draft
    }
}
