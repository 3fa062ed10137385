public import ZilliqaKit

/// The send scene of the wallet's EVM (0x) account: the recipient (`0x…` or `zil1…`), the amount
/// in ZIL to 18 decimals, the transaction type (1559 or legacy) and, optionally, its fees in wei
/// (`5000gwei` too). The balance and the network's gas price come by `eth_`; Continue prepares the
/// payment through ``PaymentsUseCase`` (every rule of it there) and moves on to the review. A
/// risky recipient is asked about (``State/riskToConfirm``, a ``PaymentRisk``) as for a legacy payment.
///
/// ```swift
/// let viewModel = PrepareEVMPaymentViewModel(sender: wallet.evmAddress!)
/// viewModel.navigator.onStep = { step in … }     // .review(prepared, network:, recipientGivenAsBech32:), .cancel
/// await viewModel.start()                        // the balance and the gas price
/// viewModel.didEditRecipient("0x…")
/// viewModel.didEditAmount("1.5")
/// await viewModel.didTapContinue()
/// ```
@MainActor
public final class PrepareEVMPaymentViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The payment is prepared on `network`; show it for review.
        case review(PreparedEVMPayment, network: Network, recipientGivenAsBech32: Bool)
        /// The person left the send flow.
        case cancel
    }

    /// What the scene shows.
    public struct State: Equatable {
        /// The paying EVM account, EIP-55.
        public var sender: String
        /// The fields as typed.
        public var recipientText = ""
        public var amountText = ""
        /// True after ``PrepareEVMPaymentViewModel/didTapMaxAmount()``: send everything the fee
        /// leaves (``EVMPaymentAmount/max``), until an amount is typed again.
        public var isMaxAmount = false
        /// `1559` (to start with) or `legacy`.
        public var typeText = EVMPaymentText.types[0]
        /// A legacy-type payment's gas price in wei; empty for the network's.
        public var gasPriceText = ""
        /// A 1559 payment's max fee and priority fee a gas in wei; empty for the network's gas price and 0.
        public var maxFeeText = ""
        public var priorityFeeText = ""
        /// The field ZhipCore found wrong at the last Continue, and why.
        public var fieldError: PaymentFieldError?
        /// The EVM account's balance, once fetched.
        public var balance: Wei?
        /// The network's gas price (`eth_gasPrice`), once fetched.
        public var networkGasPrice: Wei?
        /// True while the balance is being fetched.
        public var isLoading = false
        /// True while the payment is being prepared.
        public var isPreparing = false
        /// True when a recipient and an amount are typed, the network is known and nothing runs.
        public var isContinueEnabled = false
        /// Why loading or preparing failed, for the person.
        public var errorMessage: String?
        /// A recipient ZhipCore refused unless confirmed: ask ``riskQuestion``, then call
        /// ``PrepareEVMPaymentViewModel/didConfirmRisk()`` or ``PrepareEVMPaymentViewModel/didDeclineRisk()``.
        public var riskToConfirm: PaymentRisk?

        /// True when the type is `legacy` (a gas price), false for 1559 (a max fee and a priority fee).
        public var isLegacyType: Bool { typeText.lowercased() == "legacy" }

        /// The question for ``riskToConfirm`` (``PaymentRisk/question(refusal:)``).
        public var riskQuestion: String? {
            riskToConfirm.map { $0.question(refusal: TransactionsError.riskNotAccepted($0)) }
        }

        /// What 21000 gas costs at the network's gas price, once known: a transfer's fee.
        public var estimatedFee: Wei? {
            networkGasPrice.map { Wei(wei: UInt128(EVMPaymentRules.transferGas) * $0.wei) }
        }
    }

    public let title = "Send from the EVM account"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let sender: EVMAddress
    private let evmService: any EVMService
    private let payments: any PaymentsUseCase
    private let network: Result<Network, NetworkSettingError>
    /// The draft refused for ``State/riskToConfirm``, with the risks confirmed so far.
    private var riskyDraft: EVMPaymentDraft?

    /// The scene of a payment from `sender`, the wallet's EVM account, on `network`.
    public init(
        sender: EVMAddress, evmService: any EVMService = Container.shared.evmService(),
        payments: any PaymentsUseCase = Container.shared.paymentsUseCase(),
        network: Result<Network, NetworkSettingError> = Container.shared.network()
    ) {
        self.sender = sender
        self.evmService = evmService
        self.payments = payments
        self.network = network
        state = State(sender: sender.checksummed)
        update()
    }

    // MARK: - Inputs

    /// The scene appeared: fetches the balance and the gas price (one `eth_` round trip). A
    /// failure is shown; call again to retry.
    public func start() async {
        if case .failure(let error) = network { return update { $0.errorMessage = error.description } }
        update {
            $0.isLoading = true
            $0.errorMessage = nil
        }
        do {
            let account = try await evmService.accountState(of: sender)
            update {
                $0.balance = account.balance
                $0.networkGasPrice = account.gasPrice
                $0.isLoading = false
            }
        } catch {
            update {
                $0.errorMessage = "The EVM balance could not be fetched: \(error)"
                $0.isLoading = false
            }
        }
    }

    public func didEditRecipient(_ text: String) { edit { $0.recipientText = text } }
    public func didEditAmount(_ text: String) {
        edit {
            $0.amountText = text
            $0.isMaxAmount = false
        }
    }

    /// "max": the balance less the most the fee can be (``EVMPaymentAmount/max``); ZhipCore works
    /// the figure out at Continue, and the review shows it.
    public func didTapMaxAmount() {
        edit {
            $0.amountText = Self.maxAmountText
            $0.isMaxAmount = true
        }
    }

    /// What the amount field shows after ``didTapMaxAmount()``.
    public static let maxAmountText = "max"

    /// `1559` or `legacy`; ZhipCore refuses anything else at Continue.
    public func didEditType(_ text: String) { edit { $0.typeText = text } }
    public func didEditGasPrice(_ text: String) { edit { $0.gasPriceText = text } }
    public func didEditMaxFee(_ text: String) { edit { $0.maxFeeText = text } }
    public func didEditPriorityFee(_ text: String) { edit { $0.priorityFeeText = text } }

    /// Reads the fields (``EVMPaymentText``) and prepares the payment; a wrong field, a refusal or
    /// a recipient to confirm is shown instead. Does nothing unless Continue is enabled.
    public func didTapContinue() async {
        guard state.isContinueEnabled else { return }
        let draft: EVMPaymentDraft
        do throws(PaymentFieldError) {
            draft = try text.draft(from: sender)
        } catch {
            return update { $0.fieldError = error }
        }
        await prepare(draft)
    }

    /// The person confirmed ``State/riskToConfirm``: prepares again, accepting it.
    public func didConfirmRisk() async {
        guard var draft = riskyDraft, let risk = state.riskToConfirm else { return }
        draft.acceptedRisks.insert(risk)
        await prepare(draft)
    }

    /// The person declined ``State/riskToConfirm``: nothing is prepared, and the refusal is shown.
    public func didDeclineRisk() {
        guard let risk = state.riskToConfirm else { return }
        riskyDraft = nil
        update {
            $0.riskToConfirm = nil
            $0.errorMessage = TransactionsError.riskNotAccepted(risk).description
        }
    }

    public func didTapCancel() {
        navigator.next(.cancel)
    }

    // MARK: - Preparing

    private var text: EVMPaymentText {
        let given = { (text: String) -> String? in text.isEmpty ? nil : text }
        return EVMPaymentText(
            recipient: state.recipientText, amount: state.amountText, type: given(state.typeText),
            gasPrice: given(state.gasPriceText), maxFee: given(state.maxFeeText),
            priorityFee: given(state.priorityFeeText), sendsMax: state.isMaxAmount)
    }

    private func prepare(_ draft: EVMPaymentDraft) async {
        guard case .success(let network) = network else { return }
        update {
            $0.isPreparing = true
            $0.errorMessage = nil
            $0.fieldError = nil
            $0.riskToConfirm = nil
        }
        do throws(TransactionsError) {
            guard case .evm(let prepared) = try await payments.prepare(.evm(draft)) else { return }
            riskyDraft = nil
            update {
                $0.isPreparing = false
                $0.balance = prepared.balance
                $0.networkGasPrice = prepared.networkGasPrice
            }
            navigator.next(
                .review(prepared, network: network, recipientGivenAsBech32: draft.recipientGivenAsBech32))
        } catch .riskNotAccepted(let risk) {
            riskyDraft = draft
            update {
                $0.isPreparing = false
                $0.riskToConfirm = risk
            }
        } catch {
            update {
                $0.isPreparing = false
                $0.errorMessage = error.description
            }
        }
    }

    /// A field was typed: what ZhipCore said about the last try no longer holds.
    private func edit(_ change: (inout State) -> Void) {
        update {
            change(&$0)
            $0.fieldError = nil
            $0.riskToConfirm = nil
        }
        riskyDraft = nil
    }

    /// Applies `change` and works out Continue, in one assignment.
    private func update(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        let networkKnown = if case .success = network { true } else { false }
        next.isContinueEnabled =
            networkKnown && !next.recipientText.isEmpty && !next.amountText.isEmpty && !next.isLoading
            && !next.isPreparing && next.riskToConfirm == nil
        state = next
    }
}
