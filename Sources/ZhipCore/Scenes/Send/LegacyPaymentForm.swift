public import ZilliqaKit

/// The legacy (zil1) account's part of the Prepare scene: Zhip's "Send" form. The recipient and
/// the amount in ZIL, the gas limit and the gas price in Li, checked as they are typed against the
/// network's minimum gas price; the fee (50 gas at the gas price) and the total are worked out and
/// held to the balance (the cached one first). Continue makes the order a ``PaymentSession`` prepares.
///
/// ```swift
/// let scene = PreparePaymentViewModel(form: LegacyPaymentForm())
/// ```
public struct LegacyPaymentForm: PaymentForm {
    public let account = PayingAccount.legacy
    public let title = "Send"
    public let sender: String? = nil
    public let recipientLabel = "Recipient, zil1… or 0x…"
    public let amountLabel = "Amount in ZIL, or 'max'"
    public var isLoaded: Bool { from != nil && minimumGasPrice != nil }
    public private(set) var balance: ZILAmount?
    public let networkGasPrice: Wei? = nil

    private let walletStorage: any WalletStorageUseCase
    private let balanceCache: any BalanceCacheUseCase
    private let fetchBalance: any FetchBalanceUseCase
    private let gasPrices: any GasPriceUseCase
    private let funds = SufficientFundsValidator()
    /// The wallet's address, once read.
    private var from: Address?
    /// The key whose own EVM account a move pays; nil for any other payment.
    private let moveKey: PublicKey?
    /// The network's minimum gas price, once fetched (Zhip's "Gas price (min …)").
    private var minimumGasPrice: Amount?

    public init(
        walletStorage: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        balanceCache: any BalanceCacheUseCase = Container.shared.balanceCacheUseCase(),
        fetchBalance: any FetchBalanceUseCase = Container.shared.fetchBalanceUseCase(),
        gasPrice: any GasPriceUseCase = Container.shared.gasPriceUseCase(), movingTo moveKey: PublicKey? = nil
    ) {
        self.moveKey = moveKey
        self.walletStorage = walletStorage
        self.balanceCache = balanceCache
        self.fetchBalance = fetchBalance
        self.gasPrices = gasPrice
    }

    public func validator(for field: PaymentField) -> PaymentFieldValidator? {
        switch field {
        case .recipient: PaymentFieldValidator(AddressValidator())
        case .amount: PaymentFieldValidator(AmountValidator())
        case .gasLimit: PaymentFieldValidator(GasLimitValidator())
        case .gasPrice: gasPriceValidator.map(PaymentFieldValidator.init)
        default: nil
        }
    }

    public func feeFields(typed: [PaymentField: String]) -> [PaymentFeeField] {
        let minimum = minimumGasPrice.map { " (min \($0.formatted(in: .li)))" } ?? ""
        return [
            PaymentFeeField(.gasLimit, label: "Gas limit"),
            PaymentFeeField(.gasPrice, label: "Gas price in Li" + minimum),
        ]
    }

    public func startingText(for field: PaymentField) -> String? {
        switch field {
        case .gasLimit: String(Payment.minimumGasLimit)
        case .gasPrice: minimumGasPrice?.formatted(in: .li)
        default: nil
        }
    }

    public mutating func useCachedBalance() {
        guard balance == nil, let cached = (try? balanceCache.cachedBalance)?.amount else { return }
        balance = .qa(cached)
    }

    /// Reads the wallet's address, then fetches the network's minimum gas price and the balance.
    public func loaded() async -> (form: Self, problem: String?) {
        var form = self
        do throws(WalletError) {
            guard let wallet = try walletStorage.loadWallet() else {
                return (form, NoWallet().description)
            }
            form.from = wallet.address
        } catch {
            return (form, error.description)
        }
        var problems: [String] = []
        do {
            form.minimumGasPrice = try await gasPrices.minimumGasPrice()
        } catch {
            problems.append(String(describing: error))
        }
        do {
            if let from = form.from { form.balance = .qa(try await fetchBalance.fetchBalance(for: from).balance) }
        } catch {
            // The same cause (no network) often fails both; say it once.
            if !problems.contains(String(describing: error)) { problems.append(String(describing: error)) }
        }
        return (form, problems.isEmpty ? nil : problems.joined(separator: "\n"))
    }

    /// The fee is 50 gas at the gas price whatever the limit; Max is the balance less the fee.
    public func costs(of entry: PaymentEntry) -> PaymentCosts {
        let gasPrice = gasPriceValidator?.validate(entry.text(.gasPrice)).value
        let limitValid = GasLimitValidator().validate(entry.text(.gasLimit)).isValid
        let fee = limitValid ? gasPrice.flatMap(funds.fee(gasPrice:)) : nil
        let balance: Amount? = if case .qa(let amount) = balance { amount } else { nil }
        let maximum = fee.flatMap { fee in balance.map { funds.maximumAmount(balance: $0, fee: fee) } }
        var costs = PaymentCosts(
            fee: fee.map(ZILAmount.qa), isComplete: false, maximumAmountText: maximum?.formatted(in: .zil))
        guard let amount = AmountValidator().validate(entry.text(.amount)).value, let fee else { return costs }
        costs.total = (try? amount.adding(fee)).map(ZILAmount.qa)
        guard let balance else { return costs }
        switch funds.validate(amount: amount, fee: fee, balance: balance) {
        case .valid: costs.isComplete = from != nil
        case .invalid(let message): costs.shortOfFunds = message
        }
        return costs
    }
    /// The legacy transfer the fields describe (``LegacyPaymentText``), from the wallet's legacy
    /// account; a fixed recipient (a move) makes it the key's ``LegacyMove``.
    public func order(of entry: PaymentEntry) throws -> PaymentOrder {
        guard let from else { throw NoWallet() }
        var order = try LegacyPaymentText(
            recipient: entry.text(.recipient), amount: entry.text(.amount), gasPrice: entry.text(.gasPrice),
            gasLimit: entry.text(.gasLimit), acceptedRisks: entry.acceptedRisks
        ).order(from: EVMAddress(from))
        if let movedTo = moveKey, order.intent.counterparty.address == movedTo.evmAddress {
            order.intent = LegacyMove(of: movedTo, amount: order.intent.amount)
        }
        return order
    }

    private var gasPriceValidator: GasPriceValidator? { minimumGasPrice.map { GasPriceValidator(minimum: $0) } }

    /// No wallet is saved to pay from.
    private struct NoWallet: Error, CustomStringConvertible {
        var description: String { "No wallet is saved: set up or restore a wallet before sending." }
    }
}
