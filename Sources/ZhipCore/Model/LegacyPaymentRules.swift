public import ZilliqaKit

/// The rules of a legacy (zil1) payment that need no node beyond the figures given: the gas
/// price's floor and ceiling, the gas limit, the recipient's risks and the era's refusals. The
/// legacy rail applies them; fakes of ``PaymentsUseCase`` apply the same.
public enum LegacyPaymentRules {
    /// The gas price `draft` pays, by the rules every payment follows: the draft's, or the node's
    /// `minimum` when it names none; never below the minimum; above
    /// ``PaymentLimits/maximumGasPrice`` only when the person typed it and allowed a high fee. A
    /// node reporting a minimum above the ceiling is refused unless the person typed a price.
    public static func gasPrice(of draft: PaymentDraft, minimum: Amount, node network: Network)
        throws(TransactionsError)
        -> Amount
    {
        let ceiling = PaymentLimits.maximumGasPrice
        guard let chosen = draft.gasPrice else {
            guard minimum <= ceiling else {
                throw .nodeMinimumGasPriceAboveLimit(node: network.displayURL, minimum: minimum, limit: ceiling)
            }
            return minimum
        }
        guard chosen >= minimum else { throw .gasPriceBelowMinimum(price: chosen, minimum: minimum) }
        try checkCeiling(of: chosen, in: draft)
        return chosen
    }

    /// Refuses a gas price above ``PaymentLimits/maximumGasPrice`` unless `draft` allows a high fee.
    public static func checkCeiling(of gasPrice: Amount, in draft: PaymentDraft) throws(TransactionsError) {
        let ceiling = PaymentLimits.maximumGasPrice
        guard gasPrice <= ceiling || draft.acceptedRisks.contains(.highGasPrice) else {
            throw .gasPriceAboveLimit(price: gasPrice, limit: ceiling)
        }
    }

    /// Refuses a payment from `sender` to its own address or to the zero address (see
    /// ``PaymentDraft/unusualRecipient(from:)``), and one into the migration escrow, unless `draft`
    /// accepts that risk.
    public static func checkRecipient(of draft: PaymentDraft, from sender: Address) throws(TransactionsError) {
        try PaymentRisk.require(
            [draft.unusualRecipient(from: sender), draft.recipient.isMigrationEscrow ? .escrowLodge : nil],
            acceptedIn: draft.acceptedRisks)
    }

    /// Refuses `draft` when the network's `era` will not take it: no legacy transfer at all, or
    /// only those into the migration escrow. Nothing is signed for a payment known to be refused.
    public static func checkEra(_ era: LegacyTransfers, for draft: PaymentDraft, on network: Network)
        throws(TransactionsError)
    {
        switch era {
        case .accepted: return
        case .disabled: throw .legacyTransfersDisabled(network)
        case .escrowOnly: guard draft.recipient.isMigrationEscrow else { throw .onlyEscrowAccepted(network) }
        }
    }

    /// The payment `draft` signs offline, held to every rule that needs neither node nor key: the
    /// nonce and the gas price given, the gas price's ceiling, the gas limit, and a fee and total
    /// that can be counted (what the era adds is known only online).
    public static func offlinePayment(for draft: PaymentDraft) throws(TransactionsError) -> Payment {
        guard let nonce = draft.nonce else { throw .offlineNeeds(.nonce) }
        guard let gasPrice = draft.gasPrice else { throw .offlineNeeds(.gasPrice) }
        try checkCeiling(of: gasPrice, in: draft)
        try checkGasLimit(of: draft)
        let payment = Payment(
            to: draft.recipient, amount: draft.amount, gasPrice: gasPrice, gasLimit: draft.gasLimit, nonce: nonce)
        _ = try PreparedPayment.feeAndTotal(of: payment, in: .accepted)
        return payment
    }

    /// Refuses a gas limit below ``Payment/minimumGasLimit`` or above ``Payment/maximumGasLimit``.
    public static func checkGasLimit(of draft: PaymentDraft) throws(TransactionsError) {
        guard draft.gasLimit >= Payment.minimumGasLimit else { throw .gasLimitTooLow(draft.gasLimit) }
        guard draft.gasLimit <= Payment.maximumGasLimit else { throw .gasLimitAboveBlock(draft.gasLimit) }
    }
}
