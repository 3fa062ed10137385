public import ZilliqaKit

/// An EVM payment as the person typed it, before any of it is read: the one way text becomes a
/// ``PaymentOrder`` from the EVM account (the CLI's options and the send scene alike). The amount is
/// ZIL with up to 18 decimals; fees are wei, a plain integer or with a unit (`5000gwei`).
///
/// ```swift
/// let text = EVMPaymentText(recipient: "0x5aAe…", amount: "1.5", type: "1559", priorityFee: "1gwei")
/// let order = try text.order(from: wallet.evmAddress)   // PaymentFieldError(.priorityFee, …) for "1,5"
/// ```
/// What depends on the network (its gas price, the balance, the recipient's code) is the session's
/// and its rules' (``PaymentSession/prepare()``).
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
    /// Send everything the fee leaves (``PaymentAmount/max``); ``amount`` is then not read.
    public var sendsMax: Bool
    /// The gas limit, or nil for a plain transfer's 21000 (a call's: the node's estimate).
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
    /// The types a payment may name, the default first.
    public static let types = ["1559", "legacy"]

    /// The recipient as typed: its 20 bytes, and whether it was typed as `zil1…`.
    public func recipientAddress() throws(PaymentFieldError) -> (address: EVMAddress, givenAsBech32: Bool) {
        let recipient = try PaymentFieldReading.read(.recipient, self.recipient, with: EVMRecipientValidator())
        return (recipient.address, recipient.givenAsBech32)
    }

    /// The order the text describes from `sender` (nil when only unlocking tells it): a ZIL transfer
    /// of the amount (or everything the fee leaves), unless `intent` replaces it (a token's transfer,
    /// whose amount is read in the token's decimals by the caller).
    /// - Throws: ``PaymentFieldError`` naming the field that does not read.
    public func order(from sender: EVMAddress?, intent: (any PaymentIntent)? = nil) throws(PaymentFieldError)
        -> PaymentOrder
    {
        let recipient = try recipientAddress()
        var chosen = intent
        if chosen == nil {
            let amount: PaymentAmount =
                sendsMax
                ? .max
                : .exactly(UInt256(try PaymentFieldReading.read(.amount, self.amount, with: WeiValidator.amount).wei))
            chosen = ZILTransfer(
                to: recipient.address, amount: amount, typedAsLegacy: recipient.givenAsBech32)
        }
        let terms = PaymentTerms(
            evmFee: try fee(),
            gasLimit: try PaymentFieldReading.readIfGiven(.gasLimit, gasLimit, with: GasLimitValidator(minimum: 0)),
            nonce: try PaymentFieldReading.readIfGiven(.nonce, nonce, with: EVMNonceValidator()))
        return PaymentOrder(
            chosen ?? ZILTransfer(to: recipient.address, amount: .max), from: .evm, sender: sender, terms: terms,
            consents: acceptedRisks)
    }

    /// The fee the type and fee fields describe.
    private func fee() throws(PaymentFieldError) -> EVMFeeChoice {
        let fees = WeiValidator.fee()
        switch PaymentFieldReading.given(type)?.lowercased() ?? "1559" {
        case "1559":
            try Self.refuse(.gasPrice, gasPrice, saying: "Only for the legacy type; a 1559 payment takes a max fee")
            return .eip1559(
                maxFee: try PaymentFieldReading.readIfGiven(.maxFee, maxFee, with: fees),
                priorityFee: try PaymentFieldReading.readIfGiven(
                    .priorityFee, priorityFee, with: WeiValidator.fee(minimum: .zero)))
        case "legacy":
            try Self.refuse(.maxFee, maxFee, saying: "Only for the 1559 type; a legacy payment takes a gas price")
            try Self.refuse(.priorityFee, priorityFee, saying: "Only for the 1559 type; a legacy payment has none")
            return .legacy(gasPrice: try PaymentFieldReading.readIfGiven(.gasPrice, gasPrice, with: fees))
        default:
            throw PaymentFieldError(.transactionType, ValidationMessage("Either 1559 or legacy"))
        }
    }

    /// Refuses `text` given for `field`, which this type does not take.
    private static func refuse(_ field: PaymentField, _ text: String?, saying why: String) throws(PaymentFieldError) {
        guard PaymentFieldReading.given(text) == nil else { throw PaymentFieldError(field, ValidationMessage(why)) }
    }
}
