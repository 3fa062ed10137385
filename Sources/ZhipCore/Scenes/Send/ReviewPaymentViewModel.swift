/// Zhip's "Summary" scene, for a payment from either account: the ``PaymentSummary`` of the
/// prepared payment as it will be signed, and a checkbox the person must tick ("I've reviewed the
/// payment…") before going on to signing.
///
/// ```swift
/// let viewModel = ReviewPaymentViewModel(summary: PaymentSummary(prepared))
/// viewModel.navigator.onStep = { step in … }     // .sign, .cancel
/// viewModel.didToggleHasReviewed(true)
/// viewModel.didTapContinue()                     // .sign
/// ```
@MainActor
public final class ReviewPaymentViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The person has reviewed the payment: ask for the password.
        case sign
        /// The person left the send flow; nothing is signed.
        case cancel
    }

    /// What the scene shows.
    public struct State: Equatable {
        /// The payment under review.
        public var summary: PaymentSummary
        /// True once the person ticked "I've reviewed the payment…".
        public var hasReviewed = false
        /// What a staking call does, in the words the CLI's review uses (``StakingText/review(_:)``);
        /// nil for any other payment.
        public var stakingSentence: String? { summary.staking.map(StakingText.review) }
        /// The pool's facts a staking call was prepared against, and the account's position before
        /// it; empty for any other payment.
        public var stakingLines: [StakingLine] {
            guard let preview = summary.staking else { return [] }
            return StakingLine.facts(preview.facts, of: preview.call.pool)
                + StakingLine.position(preview.position, in: preview.call.pool)
        }
        /// What changed since the review last shown, once the key was unlocked: empty the first time.
        public var changes: [PaymentChange] = []
        /// The question the review asks, worded for what the payment does (an approval as an approval).
        public var question: String { summary.question }
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

    /// The review of the payment `summary` describes; `changes` when it is shown again because
    /// figures changed once the key was unlocked.
    public init(summary: PaymentSummary, changes: [PaymentChange] = []) {
        state = State(summary: summary, changes: changes)
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
