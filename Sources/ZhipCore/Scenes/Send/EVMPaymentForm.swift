public import ZilliqaKit

/// The EVM (0x) account's part of the Prepare scene: the recipient (`0x…` or `zil1…`), the amount
/// in ZIL to 18 decimals or max, the transaction type (1559 or legacy) and, optionally, its fees in
/// wei (`5000gwei` too). The balance and the network's gas price come by `eth_`; the fees are read
/// at Continue (``EVMPaymentText``) into the order a ``PaymentSession`` prepares. With a token, the
/// amount is in the token's units and the payment is its `transfer` (``TokenTransfer``), the fee
/// still in ZIL.
///
/// ```swift
/// let scene = PreparePaymentViewModel(form: EVMPaymentForm(sender: wallet.evmAddress!))
/// let usdt = PreparePaymentViewModel(form: EVMPaymentForm(sender: wallet.evmAddress!, token: usdt))
/// ```
public struct EVMPaymentForm: PaymentForm {
    public let account = PayingAccount.evm
    public var title: String { token.map { "Send \($0.label) from the EVM account" } ?? "Send from the EVM account" }
    public var sender: String? { from.checksummed + " (EVM account)" }
    public let recipientLabel = "Recipient, 0x… or zil1…"
    public var amountLabel: String {
        token.map { "Amount in \($0.symbol), up to \($0.decimals) decimals" }
            ?? "Amount in ZIL, up to 18 decimals, or 'max'"
    }
    /// The token sent, nil for ZIL.
    public let token: Token?
    public var isLoaded: Bool { balance != nil }
    public private(set) var balance: ZILAmount?
    public private(set) var networkGasPrice: Wei?

    /// A plain transfer's 21000; a token's transfer is estimated when prepared.
    public var knownGas: UInt64? { token == nil ? EVMGas.transfer : nil }

    private let from: EVMAddress
    private let evmService: any EVMService
    private let network: Result<Network, NetworkSettingError>

    /// The form of a payment from `sender`, the wallet's EVM account, on `network`.
    public init(
        sender: EVMAddress, token: Token? = nil, evmService: any EVMService = Container.shared.evmService(),
        network: Result<Network, NetworkSettingError> = Container.shared.network()
    ) {
        self.from = sender
        self.token = token
        self.evmService = evmService
        self.network = network
    }

    /// The recipient and the amount are checked as typed; the type and fees at Continue, together.
    public func validator(for field: PaymentField) -> PaymentFieldValidator? {
        switch field {
        case .recipient: PaymentFieldValidator(EVMRecipientValidator())
        case .amount:
            token.map { PaymentFieldValidator(TokenAmountValidator(token: $0)) }
                ?? PaymentFieldValidator(WeiValidator.amount)
        default: nil
        }
    }

    public func feeFields(typed: [PaymentField: String]) -> [PaymentFeeField] {
        let network = "empty for the network's"
        let type = PaymentFeeField(.transactionType, label: "Type, 1559 or legacy")
        guard typed[.transactionType]?.lowercased() == "legacy" else {
            return [
                type, PaymentFeeField(.maxFee, label: "Max fee a gas in wei, or e.g. 5000gwei", emptyMeans: network),
                PaymentFeeField(
                    .priorityFee, label: "Priority fee a gas in wei",
                    emptyMeans: "empty for 0: the gas price is charged"),
            ]
        }
        return [type, PaymentFeeField(.gasPrice, label: "Gas price in wei, or e.g. 5000gwei", emptyMeans: network)]
    }

    public func startingText(for field: PaymentField) -> String? {
        field == .transactionType ? EVMPaymentText.types[0] : nil
    }

    public mutating func useCachedBalance() {}

    /// Fetches the balance and the gas price (one `eth_` round trip).
    public func loaded() async -> (form: Self, problem: String?) {
        if case .failure(let error) = network { return (self, error.description) }
        var form = self
        do {
            let state = try await evmService.accountState(of: from)
            form.balance = .wei(state.balance)
            form.networkGasPrice = state.gasPrice
            return (form, nil)
        } catch {
            return (form, "The EVM balance could not be fetched: \(error)")
        }
    }

    /// The fee and the funds are ZhipCore's to work out at Continue; max is ``EVMPaymentAmount/max``.
    public func costs(of entry: PaymentEntry) -> PaymentCosts {
        PaymentCosts(isComplete: true, maximumAmountText: token == nil ? PreparePaymentViewModel.maxAmountText : nil)
    }

    /// The transfer the fields describe (``EVMPaymentText``); with a token, its `transfer` of the
    /// amount read in the token's decimals (``TokenAmountValidator``, as `send --token` reads it).
    public func order(of entry: PaymentEntry) throws -> PaymentOrder {
        let text = self.text(of: entry, sendsMax: token != nil || entry.sendsMax)
        guard let token else { return try text.order(from: from) }
        let recipient = try text.recipientAddress()
        switch TokenAmountValidator(token: token).validate(entry.text(.amount)) {
        case .valid(let units):
            return try text.order(
                from: from,
                intent: TokenTransfer(
                    token, to: recipient.address, units: units, typedAsLegacy: recipient.givenAsBech32))
        case .invalid(let message): throw PaymentFieldError(.amount, message)
        }
    }

    /// The fields of `entry` as ``EVMPaymentText`` reads them, the amount not read when `sendsMax`
    /// (everything the fee leaves, unless the caller sets another intent).
    func text(of entry: PaymentEntry, sendsMax: Bool) -> EVMPaymentText {
        let given = { (field: PaymentField) -> String? in entry.text(field).isEmpty ? nil : entry.text(field) }
        return EVMPaymentText(
            recipient: entry.text(.recipient), amount: entry.text(.amount), type: given(.transactionType),
            gasPrice: given(.gasPrice), maxFee: given(.maxFee), priorityFee: given(.priorityFee),
            acceptedRisks: entry.acceptedRisks, sendsMax: sendsMax)
    }
}
