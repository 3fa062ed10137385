public import ZilliqaKit

/// Zhip's "Transaction broadcasted" scene, for a payment from either account: the session's one
/// receipt wait (``PaymentSession/receipt(policy:progress:)``), each look-up that found nothing said
/// (and a node that stopped answering said at the next one), then what the receipt says: mined, or
/// mined as failed (the fee charged), or not yet (look it up later), with what the payment's intent
/// read from it (a pool's event, a token's transfer that moved another amount).
///
/// ```swift
/// let viewModel = PollPaymentViewModel(session: session, transaction: .evm(hash), explorerURL: page)
/// viewModel.navigator.onStep = { step in … }     // .finished, .skip
/// await viewModel.start()
/// ```
@MainActor
public final class PollPaymentViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The person saw the outcome.
        case finished
        /// The person left before the receipt came; the payment is sent either way.
        case skip
    }

    /// What the wait has come to.
    public enum Status: Equatable, Sendable {
        case idle
        case waiting
        case mined(PaymentReceipt)
        case failedOnChain(PaymentReceipt)
        case notMinedYet(message: String)
        case failed(message: String)
    }

    /// What the scene shows.
    public struct State: Equatable {
        public var status: Status = .idle
        /// The transaction waited for, and its explorer page.
        public var transaction: SentTransaction
        public var explorerURL: String?
        /// The network it was sent on.
        public var network: Network?
        /// The last look-up that found no receipt, with the node's failure when it stopped answering.
        public var lastLookUp: ReceiptLookUp?
        /// A staking call's outcome, once mined.
        public var stakingSummary: String? {
            if case .mined(let receipt) = status { receipt.staking?.summary } else { nil }
        }
        /// What the person should check, when the receipt differs from what was asked.
        public var warning: String? {
            if case .mined(let receipt) = status { receipt.outcome?.warning } else { nil }
        }
        /// The stake's warning alone (kept for the staking screens).
        public var stakingWarning: String? {
            if case .mined(let receipt) = status { receipt.staking?.warning } else { nil }
        }
        public var isDoneEnabled: Bool {
            switch status {
            case .idle, .waiting: false
            case .mined, .failedOnChain, .notMinedYet, .failed: true
            }
        }
    }

    /// Zhip's title.
    public static let broadcasted = "Transaction broadcasted"
    /// Zhip's note under the title.
    public static let mightTakeSomeMinutes =
        "In a minute or two, when the network's finished processing, your balance will be updated and you can view"
        + " transaction details."

    public let title = PollPaymentViewModel.broadcasted
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let session: PaymentSession
    private let policy: PollingPolicy
    private var polling: Task<Status, Never>?

    /// The wait for `transaction`, which `session` sent on `network`, as `policy` says; `explorerURL` its page.
    public init(
        session: PaymentSession, transaction: SentTransaction, network: Network? = nil, explorerURL: String? = nil,
        policy: PollingPolicy = .standard
    ) {
        self.session = session
        self.policy = policy
        state = State(transaction: transaction, explorerURL: explorerURL, network: network)
    }

    // MARK: - Inputs

    /// Waits for the receipt; called once (again does nothing).
    public func start() async {
        guard polling == nil else { return }
        let session = self.session
        let policy = self.policy
        let task = Task { [weak self] in
            await Self.status(of: session, policy: policy) { lookUp in
                Task { @MainActor in self?.state.lastLookUp = lookUp }
            }
        }
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

    public func didTapDone() {
        guard state.isDoneEnabled else { return }
        navigator.next(.finished)
    }

    public func didTapSkip() {
        polling?.cancel()
        navigator.next(.skip)
    }

    /// What `session`'s receipt wait comes to.
    private nonisolated static func status(
        of session: PaymentSession, policy: PollingPolicy, progress: @escaping @Sendable (ReceiptLookUp) -> Void
    ) async -> Status {
        do throws(TransactionsError) {
            let receipt = try await session.receipt(policy: policy, progress: progress)
            return receipt.succeeded ? .mined(receipt) : .failedOnChain(receipt)
        } catch .notMinedYet(let sent) {
            return .notMinedYet(message: TransactionsError.notMinedYet(sent).description)
        } catch .cancelled {
            return .waiting
        } catch {
            return .failed(message: error.description)
        }
    }
}
