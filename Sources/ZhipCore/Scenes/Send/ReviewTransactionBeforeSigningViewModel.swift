public import ZilliqaKit

/// Zhip's "Summary" scene: the prepared payment as it will be signed (the recipient in both
/// address forms, the amount, the fee, the total and what is left), and a checkbox the person
/// must tick ("I've reviewed the payment…") before going on to signing.
///
/// ```swift
/// let viewModel = ReviewTransactionBeforeSigningViewModel(prepared: prepared)
/// viewModel.navigator.onStep = { step in … }     // .sign, .cancel
/// viewModel.didToggleHasReviewed(true)
/// viewModel.didTapContinue()                     // .sign
/// ```
@MainActor
public final class ReviewTransactionBeforeSigningViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The person has reviewed the payment: ask for the password.
        case sign
        /// The person left the send flow; nothing is signed.
        case cancel
    }

    /// What the scene shows.
    public struct State: Equatable {
        /// The recipient in bech32 (Zhip's "Address on new bech32 format").
        public var recipientBech32: String
        /// The recipient as checksummed hex (Zhip's "Address on old base16 format").
        public var recipientChecksummed: String
        /// What the recipient receives.
        public var amount: Amount
        /// What the network charges (``PreparedPayment/fee``).
        public var fee: Amount
        /// amount + fee.
        public var total: Amount
        /// The balance when the payment was prepared.
        public var balance: Amount
        /// What the account holds once the payment is through.
        public var balanceAfter: Amount
        /// The network the payment is for.
        public var networkName: String
        /// What the payment does, said before signing: the ``EscrowLodging`` warning when it
        /// lodges into the migration escrow, else nil.
        public var escrowWarning: String?
        /// Said beside the recipient, e.g. ``EVMAccountMove/recipientNote(of:)`` for a move to the
        /// key's own EVM account; nil for an ordinary payment.
        public var recipientNote: String?
        /// True once the person ticked "I've reviewed the payment…".
        public var hasReviewed = false
        /// True only when ``hasReviewed``.
        public var isContinueEnabled: Bool { hasReviewed }
    }

    /// Zhip's checkbox text.
    public static let hasReviewedText =
        "I've reviewed the payment and understand I'm responsible for any loss if anything is incorrect."
    /// Zhip's button text.
    public static let continueText = "To signing"

    public let title = "Summary"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }
    /// The payment under review.
    public let prepared: PreparedPayment

    /// The review of `prepared`, with `recipientNote` said beside the recipient.
    public init(prepared: PreparedPayment, recipientNote: String? = nil) {
        self.prepared = prepared
        let recipient = prepared.payment.recipient
        state = State(
            recipientBech32: recipient.bech32, recipientChecksummed: recipient.checksummed,
            amount: prepared.payment.amount, fee: prepared.fee, total: prepared.total, balance: prepared.balance,
            balanceAfter: prepared.balanceAfter, networkName: prepared.network.name,
            escrowWarning: prepared.lodgesIntoEscrow
                ? "This payment \(EscrowLodging.sentence)" : nil,
            recipientNote: recipientNote)
    }

    // MARK: - Inputs

    /// The person ticked or cleared "I've reviewed the payment…".
    public func didToggleHasReviewed(_ hasReviewed: Bool) {
        state.hasReviewed = hasReviewed
    }

    /// Goes on to signing, only once the payment has been reviewed.
    public func didTapContinue() {
        guard state.hasReviewed else { return }
        navigator.next(.sign)
    }

    public func didTapCancel() {
        navigator.next(.cancel)
    }
}
