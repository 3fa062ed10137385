public import ZilliqaKit

/// A legacy (zil1) payment as the person typed it, field by field, before any of it is read: the one
/// way text becomes a ``PaymentOrder`` from the legacy account, with ZhipCore's validators, for the
/// CLI's options and the send scene alike. Amounts have one grammar everywhere (``AmountValidator``:
/// a dot for decimals, no commas).
///
/// ```swift
/// let text = LegacyPaymentText(recipient: "zil1…", amount: "1.5", gasPrice: nil, gasLimit: "50")
/// let order = try text.order(from: sender)          // PaymentFieldError(.amount, …) for "1,5"
/// ```
/// What depends on the network (the minimum gas price, the balance, the nonce) is the session's.
public struct LegacyPaymentText: Sendable, Hashable {
    /// The recipient: `zil1…`, or 40 hex characters with or without `0x`.
    public var recipient: String
    /// The amount in ZIL, more than zero.
    public var amount: String
    /// The gas price in Li, or nil (or empty) for the network's minimum.
    public var gasPrice: String?
    /// The gas limit, or nil (or empty) for ``ZilliqaKit/Payment/minimumGasLimit``.
    public var gasLimit: String?
    /// The nonce, or nil (or empty) for the account's next one.
    public var nonce: String?
    /// The risks the person accepted.
    public var acceptedRisks: Set<PaymentRisk>

    public init(
        recipient: String, amount: String, gasPrice: String? = nil, gasLimit: String? = nil, nonce: String? = nil,
        acceptedRisks: Set<PaymentRisk> = []
    ) {
        self.recipient = recipient
        self.amount = amount
        self.gasPrice = gasPrice
        self.gasLimit = gasLimit
        self.nonce = nonce
        self.acceptedRisks = acceptedRisks
    }
    /// The order the text describes from `sender`, the legacy account's 20 bytes (nil when only
    /// unlocking tells them); `intent`, when given, replaces the transfer the text describes (a move).
    /// - Throws: ``PaymentFieldError`` naming the field that does not read.
    public func order(from sender: EVMAddress?, intent: (any PaymentIntent)? = nil) throws(PaymentFieldError)
        -> PaymentOrder
    {
        let recipient = try PaymentFieldReading.read(.recipient, self.recipient, with: AddressValidator())
        let amount = try PaymentFieldReading.read(.amount, self.amount, with: AmountValidator())
        let terms = PaymentTerms(
            legacyGasPrice: try PaymentFieldReading.readIfGiven(.gasPrice, gasPrice, with: AmountValidator(unit: .li)),
            gasLimit: try PaymentFieldReading.readIfGiven(.gasLimit, gasLimit, with: GasLimitValidator()),
            nonce: try PaymentFieldReading.readIfGiven(.nonce, nonce, with: NonceValidator()))
        let transfer = ZILTransfer(
            to: EVMAddress(recipient),
            amount: .exactly(UInt256(amount.qa.multipliedReportingOverflow(by: 1_000_000).partialValue)),
            shown: recipient.bech32)
        return PaymentOrder(intent ?? transfer, from: .legacy, sender: sender, terms: terms, consents: acceptedRisks)
    }
}
