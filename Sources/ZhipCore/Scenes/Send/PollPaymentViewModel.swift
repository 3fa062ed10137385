public import ZilliqaKit

/// Zhip's "Transaction broadcasted" scene, for a payment from either account: waits for its
/// receipt (mined, mined as failed with the fee charged, or not mined yet once the tries are
/// spent), links to it on the explorer where there is one, and can be left at any time ("Skip
/// waiting") or, once the wait is over, with "Done". What differs per account is its
/// ``LookUp``.
///
/// ```swift
/// let viewModel = PollPaymentViewModel(lookingUp: .legacy(id, on: network, of: prepared))   // or .evm(hash, of: prepared)
/// viewModel.navigator.onStep = { step in … }     // .finished, .skip
/// await viewModel.start()                        // .waiting, then .mined, .failedOnChain or .notMinedYet
/// ```
@MainActor
public final class PollPaymentViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The wait is over (mined, or given up) and the person is done.
        case finished
        /// The person stopped waiting.
        case skip
    }

    /// How far the wait has come.
    public enum Status: Equatable, Sendable {
        /// Not yet asked.
        case idle
        /// Asking the node for the receipt.
        case waiting
        /// Mined, and the amount moved.
        case mined(PaymentReceipt)
        /// Mined as failed: the fee was charged, the amount did not move.
        case failedOnChain(PaymentReceipt)
        /// No receipt after every try; it may still be mined.
        case notMinedYet(message: String)
        /// The node could not be asked.
        case failed(message: String)
    }

    /// What the scene shows.
    public struct State: Equatable {
        public var status: Status = .idle
        /// The legacy transaction's id or the EVM transaction's hash, for "Copy".
        public var transaction: SentTransaction
        /// The transaction on the explorer, or nil where there is none.
        public var explorerURL: String?
        /// What a mined staking call did (``StakingOutcome/summary``), nil for any other payment.
        public var stakingSummary: String? {
            if case .mined(let receipt) = status { receipt.staking?.summary } else { nil }
        }
        /// What the person is told when a mined staking call's receipt shows no event it should
        /// emit (``StakingOutcome/warning``), else nil.
        public var stakingWarning: String? {
            if case .mined(let receipt) = status { receipt.staking?.warning } else { nil }
        }
        /// True when "Done" can be tapped: the wait is over.
        public var isDoneEnabled: Bool {
            switch status {
            case .idle, .waiting: false
            case .mined, .failedOnChain, .notMinedYet, .failed: true
            }
        }
    }

    /// Zhip's heading.
    public static let broadcasted = "Transaction broadcasted"
    /// Zhip's explanation while waiting.
    public static let mightTakeSomeMinutes =
        "In a minute or two, when the network's finished processing, your balance will be updated and you can view"
        + " transaction details."

    public let title = PollPaymentViewModel.broadcasted
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let lookUp: LookUp
    private let policy: PollingPolicy
    private var polling: Task<Status, Never>?

    /// The wait for the receipt `lookUp` asks for, as `policy` says (the waits themselves on the
    /// container's clock).
    public init(lookingUp lookUp: LookUp, policy: PollingPolicy = .standard) {
        self.lookUp = lookUp
        self.policy = policy
        state = State(transaction: lookUp.transaction, explorerURL: lookUp.explorerURL)
    }

    // MARK: - Inputs

    /// Waits for the receipt; returns when it came, the tries are spent, or the wait was skipped
    /// (or the calling task cancelled). Calling it again does nothing.
    public func start() async {
        guard polling == nil else { return }
        let lookUp = self.lookUp
        let policy = self.policy
        let task = Task { await lookUp.status(policy) }
        polling = task
        state.status = .waiting
        let status = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        // A skipped wait shows nothing more.
        guard !task.isCancelled else { return }
        state.status = status
    }

    /// "Done": only once the wait is over.
    public func didTapDone() {
        guard state.isDoneEnabled else { return }
        navigator.next(.finished)
    }

    /// "Skip waiting": stops asking and leaves.
    public func didTapSkip() {
        polling?.cancel()
        navigator.next(.skip)
    }
}
