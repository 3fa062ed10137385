import ZilliqaKit

/// A payment as the person typed it, field by field, before any of it is read: the one way text
/// becomes a ``PaymentDraft``, with ZhipCore's validators, for the CLI's options and the send
/// scene alike. Amounts have one grammar everywhere (``AmountValidator``: a dot for decimals, no
/// commas).
///
/// ```swift
/// let text = PaymentText(recipient: "zil1…", amount: "1.5", gasPrice: nil, gasLimit: "50")
/// let draft = try text.draft()          // PaymentFieldError(.amount, …) for "1,5"
/// let prepared = try await payments.prepare(.legacy(draft, from: sender))
/// ```
/// What depends on the network (the minimum gas price, the balance, the nonce) is checked by
/// ``PaymentsUseCase/prepare(_:)``, not here.
public struct PaymentText: Sendable, Hashable {
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
    /// The risks the person accepted (``PaymentDraft/acceptedRisks``).
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

    /// The draft the text describes, read by ``AddressValidator``, ``AmountValidator`` (ZIL for
    /// the amount, Li for the gas price), ``GasLimitValidator`` and ``NonceValidator``.
    ///
    /// - Throws: ``PaymentFieldError`` naming the first field that is wrong, in the order of
    ///   ``PaymentField``.
    public func draft() throws(PaymentFieldError) -> PaymentDraft {
        let recipient = try PaymentFieldReading.read(.recipient, self.recipient, with: AddressValidator())
        let amount = try PaymentFieldReading.read(.amount, self.amount, with: AmountValidator())
        let gasPrice = try PaymentFieldReading.readIfGiven(.gasPrice, self.gasPrice, with: AmountValidator(unit: .li))
        let gasLimit =
            try PaymentFieldReading.readIfGiven(.gasLimit, self.gasLimit, with: GasLimitValidator())
            ?? Payment.minimumGasLimit
        let nonce = try PaymentFieldReading.readIfGiven(.nonce, self.nonce, with: NonceValidator())
        return PaymentDraft(
            to: recipient, amount: amount, gasPrice: gasPrice, gasLimit: gasLimit, nonce: nonce,
            acceptedRisks: acceptedRisks)
    }
}
