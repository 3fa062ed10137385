public import ZilliqaKit

/// The send scene of a payment from either account: the recipient, the amount (or Max) and the
/// account's fee fields (``PaymentForm``: the legacy account's gas, the EVM account's type and
/// fees), checked as they are typed where the account's rules allow. Continue hands the order the
/// fields describe to a ``PaymentSession``, which prepares it and runs every rule, and moves on to
/// the review; a refusal the person may overrule is asked about (``State/riskToConfirm``, a
/// ``PaymentRisk``) and, once confirmed, the same facts are judged again (no node asked).
///
/// ```swift
/// let viewModel = PreparePaymentViewModel(form: LegacyPaymentForm())
/// viewModel.navigator.onStep = { step in … }     // .review(session, payment), .cancel
/// await viewModel.start()                        // the balance and the gas price
/// viewModel.didEditRecipient("zil1…")
/// viewModel.didEditAmount("1.5")
/// await viewModel.didTapContinue()
/// ```
@MainActor
public final class PreparePaymentViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The payment is prepared by `session`: show `payment.summary` for review, then sign it.
        case review(PaymentSession, PreparedPayment)
        /// The person left the send flow.
        case cancel

        public static func == (lhs: Step, rhs: Step) -> Bool {
            switch (lhs, rhs) {
            case (.review(let left, let leftPayment), .review(let right, let rightPayment)):
                left === right && leftPayment.summary == rightPayment.summary
            case (.cancel, .cancel): true
            default: false
            }
        }
    }

    /// What the scene shows.
    public struct State: Equatable {
        /// The account that pays, and how it is said above the form (nil: not said).
        public var account: PayingAccount
        public var sender: String?
        /// The prompts of the recipient and of the amount.
        public var recipientLabel: String
        public var amountLabel: String
        /// False when the payment takes no amount (a staking claim or reward withdrawal): the
        /// amount field is not shown.
        public var asksAmount = true
        /// The recipients offered to fill in (contacts, whom the wallet paid; never a look-alike).
        public var suggestedRecipients: [RecipientSuggestion] = []
        /// The recipient as typed, and how its field looks.
        public var recipientText = ""
        public var recipient: FieldDisplay = .neutral
        /// The amount as typed (or as Max set it), and how its field looks; "Insufficient funds"
        /// shows here too.
        public var amountText = ""
        public var amount: FieldDisplay = .neutral
        /// True after ``PreparePaymentViewModel/didTapMaxAmount()``, until an amount is typed.
        public var isMaxAmount = false
        /// The account's fee fields, as they are asked now.
        public var feeFields: [PaymentFeeField] = []
        /// The balance, once known.
        public var balance: ZILAmount?
        /// The network's gas price a plain EVM transfer is priced at, once fetched; nil for the
        /// legacy account, whose fee follows from its fields (``fee``).
        public var networkGasPrice: Wei?
        /// The fee and amount + fee, when the form works them out from the fields.
        public var fee: ZILAmount?
        public var total: ZILAmount?
        /// True once the readings the form needs arrived.
        public var isLoaded = false
        /// True while the readings are being fetched.
        public var isLoading = false
        /// True while the payment is being prepared.
        public var isPreparing = false
        /// True when Max can fill in the amount.
        public var isMaxAmountEnabled = false
        /// True when every field checked so far is valid, the balance covers what is known and
        /// nothing is running or waiting for an answer.
        public var isContinueEnabled = false
        /// Why loading or preparing failed, for the person.
        public var errorMessage: String?
        /// The field ZhipCore found wrong at the last Continue, and why.
        public var fieldError: PaymentFieldError?
        /// A refusal of the payment the person may overrule: ask ``riskQuestion``, then call
        /// ``PreparePaymentViewModel/didConfirmRisk()`` or ``PreparePaymentViewModel/didDeclineRisk()``.
        public var riskToConfirm: PaymentRisk?
        /// The question for ``riskToConfirm`` (``PaymentRisk/question(refusal:)``).
        public var riskQuestion: String?
        /// True when the recipient is set by the flow (a move to the key's own EVM account), with
        /// what is said beside it.
        public var isRecipientFixed = false
        public var recipientNote: String?

        /// The gas the fee is known to take before preparing: a plain EVM transfer's 21000; nil for
        /// a call, whose gas the node estimates when it is prepared.
        public var knownGas: UInt64?

        /// What the payment's gas costs at ``networkGasPrice``, once known; nil for a call.
        public var estimatedFee: Wei? {
            guard let knownGas, let networkGasPrice else { return nil }
            return EVMFeeQuote.product(knownGas, networkGasPrice.wei)
        }

        /// The fee field `field`, when it is asked now.
        public func feeField(_ field: PaymentField) -> PaymentFeeField? {
            feeFields.first { $0.field == field }
        }
    }

    /// What the amount field shows, and the prompt takes, for Max.
    public static let maxAmountText = "max"

    public var title: String { form.title }
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private var form: any PaymentForm
    /// Every field as typed, and whether it is being edited.
    private var texts: [PaymentField: String] = [:]
    private var editing: Set<PaymentField> = []
    private var sendsMax = false
    /// The risks confirmed for the payment being prepared, and the refusal of ``State/riskToConfirm``.
    private var acceptedRisks: Set<PaymentRisk> = []
    private var refusal: PaymentRefusal?
    /// The session preparing the payment, kept while a risk is asked about.
    private var session: PaymentSession?
    /// What the payment being prepared does, for the words of a question.
    private var kind = PaymentKind.transfer

    /// The scene of a payment as `form` asks it; `fixedRecipient`, said with `note`, when the flow
    /// sets the recipient (a move to the key's own EVM account: ``EVMAccountMove/recipient(of:)``).
    public init(form: any PaymentForm, fixedRecipient: String? = nil, note: String? = nil) {
        self.form = form
        state = State(
            account: form.account, sender: form.sender, recipientLabel: form.recipientLabel,
            amountLabel: form.amountLabel, asksAmount: form.asksAmount, isRecipientFixed: fixedRecipient != nil,
            recipientNote: note, knownGas: form.knownGas)
        texts[.recipient] = fixedRecipient
        fillInStartingTexts()
        update {
            $0.suggestedRecipients = fixedRecipient == nil ? RecipientSuggestion.offered(in: .shared) : []
        }
    }

    // MARK: - Inputs

    /// The scene appeared: shows what is cached, then fetches what the form needs (the balance,
    /// the gas price). A failure is shown; call again to retry.
    public func start() async {
        form.useCachedBalance()
        update {
            $0.errorMessage = nil
            $0.isLoading = true
        }
        let (loaded, problem) = await form.loaded()
        form = loaded
        fillInStartingTexts()
        update {
            $0.isLoading = false
            $0.errorMessage = problem
        }
    }

    /// The recipient as typed; ignored when ``State/isRecipientFixed``.
    public func didEditRecipient(_ text: String) {
        guard !state.isRecipientFixed else { return }
        edit(.recipient, text)
    }

    public func didEndEditingRecipient() { endEditing(.recipient) }

    /// One of ``State/suggestedRecipients`` chosen: its address fills the recipient field.
    public func didChooseRecipient(_ suggestion: RecipientSuggestion) {
        didEditRecipient(suggestion.shown)
        didEndEditingRecipient()
    }

    public func didEditAmount(_ text: String) {
        sendsMax = false
        edit(.amount, text)
    }

    public func didEndEditingAmount() { endEditing(.amount) }

    /// A fee field as typed (``State/feeFields``).
    public func didEditFee(_ field: PaymentField, _ text: String) { edit(field, text) }

    public func didEndEditingFee(_ field: PaymentField) { endEditing(field) }

    /// Max: the amount becomes all the fee leaves, and keeps following the fee and the balance
    /// until an amount is typed; does nothing while it cannot be known.
    public func didTapMaxAmount() {
        guard state.isMaxAmountEnabled else { return }
        sendsMax = true
        editing.remove(.amount)
        edit(.amount, nil)
    }

    /// Reads the fields and prepares the payment; a wrong field, a refusal or a risk to confirm
    /// is shown instead. Does nothing unless Continue is enabled.
    public func didTapContinue() async {
        guard state.isContinueEnabled else { return }
        acceptedRisks = []
        await prepare()
    }

    /// The person answered yes to ``State/riskToConfirm``: the session judges the same payment again,
    /// allowing it (and what was allowed before), with no node asked again.
    public func didConfirmRisk() async {
        guard let risk = state.riskToConfirm, refusal != nil, let session else { return }
        acceptedRisks.insert(risk)
        await judge(session) { () async throws(TransactionsError) in try await session.consent(to: risk) }
    }

    /// The person did not answer yes to ``State/riskToConfirm``: nothing is prepared, and the
    /// refusal is shown.
    public func didDeclineRisk() {
        guard state.riskToConfirm != nil, let refusal else { return }
        self.refusal = nil
        update {
            $0.riskToConfirm = nil
            $0.riskQuestion = nil
            $0.errorMessage = refusal.description
        }
    }

    public func didTapCancel() {
        navigator.next(.cancel)
    }

    // MARK: - Preparing

    private var entry: PaymentEntry {
        PaymentEntry(
            texts: texts, sendsMax: sendsMax, acceptedRisks: acceptedRisks, recipientNote: state.recipientNote)
    }

    /// Reads the fields into the form's order and prepares it in a new session.
    private func prepare() async {
        let order: PaymentOrder
        do {
            order = try form.order(of: entry)
        } catch let error as PaymentFieldError {
            return update { $0.fieldError = error }
        } catch {
            return update { $0.errorMessage = String(describing: error) }
        }
        let session = PaymentSession(order: order)
        self.session = session
        kind = order.intent.kind
        await judge(session) { () async throws(TransactionsError) in try await session.prepare() }
    }

    /// Runs `step` of `session` (its prepare, or a consent), moving on to the review once the rules
    /// pass; a refusal a consent lifts is asked about, any other shown.
    private func judge(
        _ session: PaymentSession, _ step: () async throws(TransactionsError) -> PreparedPayment
    ) async {
        refusal = nil
        update {
            $0.isPreparing = true
            $0.errorMessage = nil
            $0.fieldError = nil
            $0.riskToConfirm = nil
            $0.riskQuestion = nil
        }
        do throws(TransactionsError) {
            let prepared = try await step()
            update { $0.isPreparing = false }
            navigator.next(.review(session, prepared))
        } catch .refused(let refused) where refused.consent != nil {
            refusal = refused
            update {
                $0.isPreparing = false
                $0.riskToConfirm = refused.consent
                $0.riskQuestion = refused.consent?.question(for: kind)
            }
        } catch {
            update {
                $0.isPreparing = false
                $0.errorMessage = error.description
            }
        }
    }

    // MARK: - Deriving the state

    /// A field was typed (or Max chosen, `text` nil): what ZhipCore said about the last try no longer holds.
    private func edit(_ field: PaymentField, _ text: String?) {
        if let text {
            texts[field] = text
            editing.insert(field)
        }
        refusal = nil
        update {
            $0.fieldError = nil
            $0.riskToConfirm = nil
            $0.riskQuestion = nil
        }
    }

    private func endEditing(_ field: PaymentField) {
        editing.remove(field)
        update()
    }

    /// The fields the form starts with that are still empty (the gas limit, the network's gas price).
    private func fillInStartingTexts() {
        for field in PaymentField.allCases where texts[field, default: ""].isEmpty {
            texts[field] = form.startingText(for: field)
        }
    }

    /// How `field` looks under ``FieldState``'s rule, with the form's check; neutral when unchecked.
    private func display(of field: PaymentField) -> FieldDisplay {
        guard let validator = form.validator(for: field) else { return .neutral }
        var typed = FieldState(validator: validator, text: texts[field] ?? "")
        if editing.contains(field) { typed.edit(texts[field] ?? "") }
        return typed.display
    }

    /// True unless the form's check of `field` refuses it (a field read only at Continue passes).
    private func isValid(_ field: PaymentField) -> Bool {
        form.validator(for: field)?.validate(texts[field] ?? "").isValid ?? true
    }

    /// Publishes the state after `change`, with everything derived from the fields worked out
    /// again: one assignment, so one change is published once.
    private func update(_ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        var costs = form.costs(of: entry)
        if sendsMax, let maximum = costs.maximumAmountText, texts[.amount] != maximum {
            texts[.amount] = maximum
            costs = form.costs(of: entry)
        }
        next.recipientText = texts[.recipient] ?? ""
        next.recipient = display(of: .recipient)
        next.amountText = texts[.amount] ?? ""
        next.amount = sendsMax ? .valid : display(of: .amount)
        if let short = costs.shortOfFunds { next.amount = editing.contains(.amount) ? .neutral : .invalid(short) }
        next.isMaxAmount = sendsMax
        next.feeFields = form.feeFields(typed: texts).map { field in
            var shown = field
            shown.text = texts[field.field] ?? ""
            shown.display = display(of: field.field)
            return shown
        }
        next.balance = form.balance
        next.networkGasPrice = form.networkGasPrice
        next.fee = costs.fee
        next.total = costs.total
        next.isLoaded = form.isLoaded
        next.isMaxAmountEnabled = costs.maximumAmountText != nil
        let fieldsValid =
            isValid(.recipient) && (sendsMax || isValid(.amount)) && next.feeFields.allSatisfy { isValid($0.field) }
        next.isContinueEnabled =
            form.isLoaded && fieldsValid && costs.isComplete && !next.isLoading && !next.isPreparing
            && next.riskToConfirm == nil
        state = next
    }
}
