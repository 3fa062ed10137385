public import ZilliqaKit

/// What the Prepare scene (``PreparePaymentViewModel``) leaves to the account that pays: its
/// address and amount grammar, its fee fields, the readings it needs before the person types, what
/// the fields come to, and the ``PaymentOrder`` they describe (which a ``PaymentSession`` then
/// prepares: the form holds no rule of its own). ``LegacyPaymentForm``, ``EVMPaymentForm`` and
/// ``StakingPaymentForm`` conform; everything else of the scene is written once.
///
/// ```swift
/// let scene = PreparePaymentViewModel(form: EVMPaymentForm(sender: wallet.evmAddress!))
/// ```
@MainActor
public protocol PaymentForm {
    /// The account that pays.
    var account: PayingAccount { get }
    /// The scene's title.
    var title: String { get }
    /// The paying account as said above the form, or nil when the form does not say it.
    var sender: String? { get }
    /// The recipient's prompt, e.g. "Recipient, zil1… or 0x…", and the amount's.
    var recipientLabel: String { get }
    var amountLabel: String { get }
    /// False when the payment takes no amount (a staking claim): the amount field is then not shown.
    var asksAmount: Bool { get }
    /// True once the readings the form needs arrived: it can then be filled in and prepared.
    var isLoaded: Bool { get }
    /// The paying account's balance, once known (a cached one first, where the account keeps one).
    var balance: ZILAmount? { get }
    /// The network's gas price a plain transfer is priced at, shown before the fee fields; nil
    /// where the fee follows from the fields instead (``PaymentCosts/fee``).
    var networkGasPrice: Wei? { get }
    /// The gas the payment's fee is known to take before it is prepared (a plain EVM transfer's
    /// 21000); nil for a contract call, whose gas the node estimates when it is prepared.
    var knownGas: UInt64? { get }

    /// How `field` is checked as it is typed, or nil when it is read only at Continue (or cannot
    /// be checked yet).
    func validator(for field: PaymentField) -> PaymentFieldValidator?
    /// The fee fields as they are asked now, given what is typed in them (text and display are
    /// the scene's to fill in).
    func feeFields(typed: [PaymentField: String]) -> [PaymentFeeField]
    /// What an empty `field` starts as, e.g. the gas limit's 50, or nil.
    func startingText(for field: PaymentField) -> String?
    /// Takes the cached balance while nothing better is known; does nothing where none is kept.
    mutating func useCachedBalance()
    /// The form with the network's readings in, and what could not be read, said once.
    func loaded() async -> (form: Self, problem: String?)
    /// What `entry` comes to with the readings known so far.
    func costs(of entry: PaymentEntry) -> PaymentCosts
    /// The order `entry` describes, read by ZhipCore's text readers.
    ///
    /// - Throws: ``PaymentFieldError`` for a field that is wrong, or why there is no order to make
    ///   (no wallet saved).
    func order(of entry: PaymentEntry) throws -> PaymentOrder
}

extension PaymentForm {
    /// A payment's amount is asked unless the form says otherwise.
    public var asksAmount: Bool { true }

    /// No gas known before the payment is prepared, unless the form says otherwise.
    public var knownGas: UInt64? { nil }
}

/// A payment's fields as the Prepare scene holds them, for ``PaymentForm`` to read.
public struct PaymentEntry: Sendable, Hashable {
    /// Every field as typed, by field: the recipient, the amount and the fee fields.
    public var texts: [PaymentField: String]
    /// True after Max: the amount is all the fee leaves.
    public var sendsMax: Bool
    /// The risks the person confirmed.
    public var acceptedRisks: Set<PaymentRisk>
    /// What is said beside a recipient fixed by the flow, for the review.
    public var recipientNote: String?

    /// The text of `field`, or "" when nothing is typed in it.
    public func text(_ field: PaymentField) -> String { texts[field] ?? "" }
}

/// What a payment's fields come to before it is prepared.
public struct PaymentCosts: Sendable, Equatable {
    /// The fee, when the form works it out from the fields.
    public var fee: ZILAmount?
    /// amount + fee, when both are known.
    public var total: ZILAmount?
    /// Why the balance does not cover the total, when it is known not to.
    public var shortOfFunds: ValidationMessage?
    /// True when everything Continue needs beyond the fields is known and covered.
    public var isComplete: Bool
    /// What Max sets the amount to, or nil while it cannot.
    public var maximumAmountText: String?

    public init(
        fee: ZILAmount? = nil, total: ZILAmount? = nil, shortOfFunds: ValidationMessage? = nil, isComplete: Bool,
        maximumAmountText: String?
    ) {
        self.fee = fee
        self.total = total
        self.shortOfFunds = shortOfFunds
        self.isComplete = isComplete
        self.maximumAmountText = maximumAmountText
    }
}

/// One fee field of a payment's form, as the Prepare scene shows it.
public struct PaymentFeeField: Sendable, Equatable {
    /// Which field it is.
    public let field: PaymentField
    /// Its prompt, e.g. "Gas limit".
    public let label: String
    /// What an empty field stands for, e.g. "empty for the network's", or nil.
    public let emptyMeans: String?
    /// The text as typed, and how the field looks.
    public var text = ""
    public var display = FieldDisplay.neutral

    public init(_ field: PaymentField, label: String, emptyMeans: String? = nil) {
        self.field = field
        self.label = label
        self.emptyMeans = emptyMeans
    }
}

/// A field's rule with its value set aside: what the Prepare scene needs to show a field of
/// either account under ``FieldState``'s display rule.
public struct PaymentFieldValidator: InputValidator {
    private let check: @Sendable (String) -> ValidationMessage?

    /// `validator`'s rule, its messages as they are.
    public init<Validator: InputValidator>(_ validator: Validator) {
        check = { validator.validate($0).error }
    }

    public func validate(_ input: String) -> ValidationResult<Void> {
        check(input).map { .invalid($0) } ?? .valid(())
    }
}
