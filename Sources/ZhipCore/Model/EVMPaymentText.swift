public import ZilliqaKit

/// An EVM payment as the person typed it, before any of it is read: the one way text becomes an
/// ``EVMPaymentDraft`` (the CLI's options and the send scene alike). The amount is ZIL with up to
/// 18 decimals; fees are wei, a plain integer or with a unit (`5000gwei`).
///
/// ```swift
/// let text = EVMPaymentText(recipient: "0x5aAe…", amount: "1.5", type: "1559", priorityFee: "1gwei")
/// let draft = try text.draft(from: wallet.evmAddress)   // PaymentFieldError(.priorityFee, …) for "1,5"
/// ```
/// What depends on the network (its gas price, the balance, the recipient's code) is checked by
/// ``PaymentsUseCase/prepare(_:)``.
public struct EVMPaymentText: Sendable, Hashable {
    /// The recipient: `0x…` (EIP-55 or lowercase) or `zil1…`.
    public var recipient: String
    /// The amount in ZIL, more than zero.
    public var amount: String
    /// `1559` (the default when nil) or `legacy`.
    public var type: String?
    /// The gas price of a legacy-type transaction, in wei; nil for the network's.
    public var gasPrice: String?
    /// The max fee a gas of a type 2 transaction, in wei; nil for the network's gas price.
    public var maxFee: String?
    /// The priority fee a gas of a type 2 transaction, in wei; nil for 0 (the network's gas price is charged).
    public var priorityFee: String?
    /// The risky recipients the person confirmed.
    public var acceptedRisks: Set<PaymentRisk>
    /// The nonce (the account's transaction count, from 0), or nil for the next one.
    public var nonce: String?
    /// Send everything the fee leaves (``EVMPaymentAmount/max``); ``amount`` is then not read.
    public var sendsMax: Bool
    /// The gas limit, or nil for a plain transfer's 21000; its bounds are ``EVMPaymentRules/gasLimit(of:)``'s.
    public var gasLimit: String?

    public init(
        recipient: String, amount: String, type: String? = nil, gasPrice: String? = nil, maxFee: String? = nil,
        priorityFee: String? = nil, acceptedRisks: Set<PaymentRisk> = [], nonce: String? = nil,
        sendsMax: Bool = false, gasLimit: String? = nil
    ) {
        self.gasLimit = gasLimit
        self.recipient = recipient
        self.amount = amount
        self.type = type
        self.gasPrice = gasPrice
        self.maxFee = maxFee
        self.priorityFee = priorityFee
        self.acceptedRisks = acceptedRisks
        self.nonce = nonce
        self.sendsMax = sendsMax
    }

    /// The transaction types the text may name.
    public static let types = ["1559", "legacy"]

    /// The draft of a payment from `sender` that the text describes.
    ///
    /// - Throws: ``PaymentFieldError`` naming the first field that is wrong: the recipient, the
    ///   amount, the type, then its fees (a fee of the other type is wrong too), the nonce, then the
    ///   gas limit.
    public func draft(from sender: EVMAddress) throws(PaymentFieldError) -> EVMPaymentDraft {
        let recipient = try PaymentFieldReading.read(.recipient, self.recipient, with: EVMRecipientValidator())
        let amount: EVMPaymentAmount =
            sendsMax ? .max : .exactly(try PaymentFieldReading.read(.amount, self.amount, with: WeiValidator.amount))
        let fees = WeiValidator.fee()
        let fee: EVMFeeChoice
        switch PaymentFieldReading.given(type)?.lowercased() ?? "1559" {
        case "1559":
            try Self.refuse(.gasPrice, gasPrice, saying: "Only for the legacy type; a 1559 payment takes a max fee")
            fee = .eip1559(
                maxFee: try PaymentFieldReading.readIfGiven(.maxFee, maxFee, with: fees),
                priorityFee: try PaymentFieldReading.readIfGiven(
                    .priorityFee, priorityFee, with: WeiValidator.fee(minimum: .zero)))
        case "legacy":
            try Self.refuse(.maxFee, maxFee, saying: "Only for the 1559 type; a legacy payment takes a gas price")
            try Self.refuse(.priorityFee, priorityFee, saying: "Only for the 1559 type; a legacy payment has none")
            fee = .legacy(gasPrice: try PaymentFieldReading.readIfGiven(.gasPrice, gasPrice, with: fees))
        default:
            throw PaymentFieldError(.transactionType, ValidationMessage("Either 1559 or legacy"))
        }
        return EVMPaymentDraft(
            from: sender, to: recipient.address, amount: amount, fee: fee,
            recipientGivenAsBech32: recipient.givenAsBech32, acceptedRisks: acceptedRisks,
            nonce: try PaymentFieldReading.readIfGiven(.nonce, nonce, with: EVMNonceValidator()),
            gasLimit: try PaymentFieldReading.readIfGiven(.gasLimit, gasLimit, with: GasLimitValidator(minimum: 0)))
    }

    /// Throws for a field given where it has no meaning.
    private static func refuse(_ field: PaymentField, _ text: String?, saying why: String) throws(PaymentFieldError) {
        guard PaymentFieldReading.given(text) == nil else { throw PaymentFieldError(field, ValidationMessage(why)) }
    }
}
