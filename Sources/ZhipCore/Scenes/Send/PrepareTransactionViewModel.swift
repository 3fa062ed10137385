public import ZilliqaKit

/// Zhip's "Send" scene: the recipient, the amount in ZIL, the gas limit and the gas price in Li,
/// with the fee and total worked out as the person types and checked against the balance.
/// Continue asks the network to prepare the payment (its nonce, the balance again) and moves on
/// to the review.
///
/// ```swift
/// let viewModel = PrepareTransactionViewModel()
/// viewModel.navigator.onStep = { step in … }     // .review(PreparedPayment), .cancel
/// await viewModel.start()                        // balance and the network's minimum gas price
/// viewModel.didEditRecipient("zil1…")
/// viewModel.didEditAmount("1.5")
/// await viewModel.didTapContinue()
/// ```
@MainActor
public final class PrepareTransactionViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The payment is prepared; show it for review.
        case review(PreparedPayment)
        /// The person left the send flow.
        case cancel
    }

    /// What the scene shows.
    public struct State: Equatable {
        /// The recipient as typed, and how its field looks.
        public var recipientText = ""
        public var recipient: FieldDisplay = .neutral
        /// The amount in ZIL as typed (or as "Max" set it), and how its field looks; "Insufficient
        /// funds" shows here too.
        public var amountText = ""
        public var amount: FieldDisplay = .neutral
        /// The gas limit as typed (50 to start with), and how its field looks.
        public var gasLimitText = String(Payment.minimumGasLimit)
        public var gasLimit: FieldDisplay = .neutral
        /// The gas price in Li as typed (the network's minimum once known), and how its field looks.
        public var gasPriceText = ""
        public var gasPrice: FieldDisplay = .neutral
        /// The network's minimum gas price, once fetched (Zhip's "Gas price (min …)").
        public var minimumGasPrice: Amount?
        /// The wallet's balance: the cached one at first, then the one fetched.
        public var balance: Amount?
        /// gasPrice x gasLimit, when both are valid.
        public var fee: Amount?
        /// amount + fee, when all three are valid.
        public var total: Amount?
        /// True while the balance or the gas price is being fetched.
        public var isLoading = false
        /// True while the payment is being prepared.
        public var isPreparing = false
        /// True when "Max" can fill in the amount (the balance and the fee are known).
        public var isMaxAmountEnabled = false
        /// True when every field is valid, the balance covers the total and nothing is running.
        public var isContinueEnabled = false
        /// Why loading or preparing failed, for the person.
        public var errorMessage: String?
        /// A refusal of the payment the person may overrule: ask ``riskQuestion``, then
        /// call ``didConfirmRisk()`` (prepare again, accepting it) or ``didDeclineRisk()``.
        public var riskToConfirm: PaymentRisk?
        /// The question for ``riskToConfirm`` (``PaymentRisk/question(refusal:)``).
        public var riskQuestion: String?
        /// True when the recipient is set by the flow (a move to the key's own EVM account) and
        /// cannot be edited.
        public var isRecipientFixed = false
        /// What is said beside a fixed recipient, e.g. ``EVMAccountMove/recipientNote(of:)``.
        public var recipientNote: String?
    }

    public let title = "Send"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state = State() {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let walletStorage: any WalletStorageUseCase
    private let balanceCache: any BalanceCacheUseCase
    private let fetchBalance: any FetchBalanceUseCase
    private let gasPrices: any GasPriceUseCase
    private let payments: any PaymentsUseCase
    private let funds = SufficientFundsValidator()

    private var sender: Address?
    private var recipientField = FieldState(validator: AddressValidator())
    private var amountField = FieldState(validator: AmountValidator())
    private var gasLimitField = FieldState(validator: GasLimitValidator(), text: String(Payment.minimumGasLimit))
    private var gasPriceField: FieldState<GasPriceValidator>?
    private var gasPriceText = ""
    /// True from "Max" until the amount is typed: the amount then follows the balance and the
    /// fee, so a changed gas limit or price never leaves "Max" short of its own total.
    private var amountFollowsMax = false
    /// The draft refused for ``State/riskToConfirm``, with what was accepted so far, and the refusal.
    private var riskyDraft: (draft: PaymentDraft, refusal: any Error)?

    public init(
        walletStorage: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        balanceCache: any BalanceCacheUseCase = Container.shared.balanceCacheUseCase(),
        fetchBalance: any FetchBalanceUseCase = Container.shared.fetchBalanceUseCase(),
        gasPrice: any GasPriceUseCase = Container.shared.gasPriceUseCase(),
        payments: any PaymentsUseCase = Container.shared.paymentsUseCase()
    ) {
        self.walletStorage = walletStorage
        self.balanceCache = balanceCache
        self.fetchBalance = fetchBalance
        self.gasPrices = gasPrice
        self.payments = payments
        update()
    }

    /// The scene of a payment to `recipient`, fixed by the flow and said with `note` (a move to
    /// the key's own EVM account: ``EVMAccountMove/recipient(of:)``); the rest as ``init(walletStorage:balanceCache:fetchBalance:gasPrice:payments:)``.
    public convenience init(fixedRecipient recipient: Address, note: String) {
        self.init()
        recipientField.edit(recipient.bech32)
        recipientField.endEditing()
        update {
            $0.isRecipientFixed = true
            $0.recipientNote = note
        }
    }

    // MARK: - Inputs

    /// The scene appeared: shows the cached balance, then fetches the network's minimum gas price
    /// and the balance. A failure is shown; call again to retry.
    public func start() async {
        let address: Address
        do throws(WalletError) {
            guard let wallet = try walletStorage.loadWallet() else {
                return fail("No wallet is saved: set up or restore a wallet before sending.")
            }
            address = wallet.address
        } catch {
            return fail(error.description)
        }
        sender = address
        let cached = state.balance == nil ? (try? balanceCache.cachedBalance)?.amount : nil
        update {
            $0.errorMessage = nil
            if let cached { $0.balance = cached }
            $0.isLoading = true
        }
        var problems: [String] = []
        var minimum: Amount?
        var balance: Amount?
        do {
            minimum = try await gasPrices.minimumGasPrice()
        } catch {
            problems.append(String(describing: error))
        }
        do {
            balance = try await fetchBalance.fetchBalance(for: address).balance
        } catch {
            problems.append(String(describing: error))
        }
        if let minimum { useMinimumGasPrice(minimum) }
        // The same cause (no network) often fails both; say it once.
        var messages: [String] = []
        for problem in problems where !messages.contains(problem) { messages.append(problem) }
        update {
            if let minimum { $0.minimumGasPrice = minimum }
            if let balance { $0.balance = balance }
            $0.isLoading = false
            $0.errorMessage = messages.isEmpty ? nil : messages.joined(separator: "\n")
        }
    }

    /// The recipient as typed; ignored when ``State/isRecipientFixed``.
    public func didEditRecipient(_ text: String) {
        guard !state.isRecipientFixed else { return }
        recipientField.edit(text)
        update()
    }

    public func didEndEditingRecipient() {
        recipientField.endEditing()
        update()
    }

    public func didEditAmount(_ text: String) {
        amountFollowsMax = false
        amountField.edit(text)
        update()
    }

    public func didEndEditingAmount() {
        amountField.endEditing()
        update()
    }

    public func didEditGasLimit(_ text: String) {
        gasLimitField.edit(text)
        update()
    }

    public func didEndEditingGasLimit() {
        gasLimitField.endEditing()
        update()
    }

    /// The gas price in Li; it can be checked only once the network's minimum is known.
    public func didEditGasPrice(_ text: String) {
        gasPriceText = text
        gasPriceField?.edit(text)
        update()
    }

    public func didEndEditingGasPrice() {
        gasPriceField?.endEditing()
        update()
    }

    /// Zhip's "Max": the amount becomes the balance minus the fee (zero when the fee takes it all),
    /// and keeps following them when the gas fields or the balance change, until the amount is typed.
    public func didTapMaxAmount() {
        guard state.balance != nil, currentFee != nil else { return }
        amountFollowsMax = true
        update()
    }

    /// Sets the amount to `balance` minus the current fee, when both are known.
    private func fillInMaximum(balance: Amount?) {
        guard let balance, let fee = currentFee else { return }
        amountField.edit(funds.maximumAmount(balance: balance, fee: fee).formatted(in: .zil))
        amountField.endEditing()
    }

    /// Prepares the payment with the network (nonce, balance, chain) and moves on to the review;
    /// what the network says against it is shown.
    public func didTapContinue() async {
        guard state.isContinueEnabled, let sender else { return }
        let draft: PaymentDraft
        do throws(PaymentFieldError) {
            draft = try paymentText.draft()
        } catch {
            return update { $0.errorMessage = error.description }
        }
        await prepare(draft, from: sender)
    }

    /// The person answered yes to ``State/riskToConfirm``: prepares the same payment again,
    /// allowing it (and what was allowed before).
    public func didConfirmRisk() async {
        guard let risk = state.riskToConfirm, var draft = riskyDraft?.draft, let sender else { return }
        draft.acceptedRisks.insert(risk)
        await prepare(draft, from: sender)
    }

    /// The person did not answer yes to ``State/riskToConfirm``: nothing is prepared, and the
    /// refusal is shown.
    public func didDeclineRisk() {
        guard state.riskToConfirm != nil, let refusal = riskyDraft?.refusal else { return }
        riskyDraft = nil
        update {
            $0.riskToConfirm = nil
            $0.riskQuestion = nil
            $0.errorMessage = String(describing: refusal)
        }
    }

    /// Prepares `draft` and moves on to the review; a refusal the person may overrule becomes
    /// ``State/riskToConfirm``, any other is shown.
    private func prepare(_ draft: PaymentDraft, from sender: Address) async {
        riskyDraft = nil
        update {
            $0.isPreparing = true
            $0.errorMessage = nil
            $0.riskToConfirm = nil
            $0.riskQuestion = nil
        }
        do {
            guard case .legacy(let prepared) = try await payments.prepare(.legacy(draft, from: sender)) else { return }
            update { $0.isPreparing = false }
            navigator.next(.review(prepared))
        } catch {
            let risk = PaymentRisk(refusal: error)
            if risk != nil { riskyDraft = (draft, error) }
            update {
                $0.isPreparing = false
                $0.riskToConfirm = risk
                $0.riskQuestion = risk?.question(refusal: error)
                $0.errorMessage = risk == nil ? String(describing: error) : nil
            }
        }
    }

    public func didTapCancel() {
        navigator.next(.cancel)
    }

    // MARK: - Deriving the state

    private func fail(_ message: String) {
        update { $0.errorMessage = message }
    }

    /// Checks the gas price field against the network's `minimum` from now on.
    private func useMinimumGasPrice(_ minimum: Amount) {
        if gasPriceText.isEmpty { gasPriceText = minimum.formatted(in: .li) }
        var field = FieldState(validator: GasPriceValidator(minimum: minimum), text: gasPriceText)
        if gasPriceField?.isEditing == true { field.edit(gasPriceText) }
        gasPriceField = field
    }

    private var currentFee: Amount? {
        guard let gasPrice = gasPriceField?.value, gasLimitField.value != nil else { return nil }
        return funds.fee(gasPrice: gasPrice)
    }

    /// The fields as typed: ZhipCore reads them into a draft (``PaymentText/draft()``), and
    /// ``PaymentsUseCase/prepare(_:)`` applies every rule of the payment.
    private var paymentText: PaymentText {
        PaymentText(
            recipient: recipientField.text, amount: amountField.text, gasPrice: gasPriceText,
            gasLimit: gasLimitField.text)
    }

    /// Publishes the state after `change`, with everything derived from the fields worked out
    /// again: one assignment, so one change is published once.
    private func update(_ change: (inout State) -> Void = { _ in }) {
        var state = self.state
        change(&state)
        derive(&state)
        self.state = state
    }

    /// What the fields, the balance and the fee show.
    private func derive(_ state: inout State) {
        if amountFollowsMax { fillInMaximum(balance: state.balance) }
        state.recipientText = recipientField.text
        state.recipient = recipientField.display
        state.amountText = amountField.text
        state.gasLimitText = gasLimitField.text
        state.gasLimit = gasLimitField.display
        state.gasPriceText = gasPriceText
        state.gasPrice = gasPriceField?.display ?? .neutral

        let fee = currentFee
        state.fee = fee
        state.total = nil
        state.amount = amountField.display
        var fundsCovered = false
        if let amount = amountField.value, let fee, let balance = state.balance {
            switch funds.validate(amount: amount, fee: fee, balance: balance) {
            case .valid(let total):
                state.total = total
                fundsCovered = true
            case .invalid(let message):
                state.total = try? amount.adding(fee)
                state.amount = amountField.isEditing ? .neutral : .invalid(message)
            }
        } else if let amount = amountField.value, let fee {
            state.total = try? amount.adding(fee)
        }
        state.isMaxAmountEnabled = state.balance != nil && fee != nil
        state.isContinueEnabled =
            sender != nil && recipientField.value != nil && fundsCovered && !state.isLoading && !state.isPreparing
    }
}
