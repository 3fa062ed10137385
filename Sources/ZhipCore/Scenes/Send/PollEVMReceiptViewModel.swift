public import ZilliqaKit

/// The wait for the receipt of a payment sent from the wallet's EVM account: mined (it went
/// through), failed (mined with status 0: the fee charged, the amount not moved), or not mined
/// yet once the tries are spent. It can be left at any time ("Skip waiting"), or with "Done" once
/// the wait is over.
///
/// ```swift
/// let viewModel = PollEVMReceiptViewModel(hash: hash)
/// viewModel.navigator.onStep = { step in … }     // .finished, .skip
/// await viewModel.start()                        // .waiting, then .mined, .failedOnChain or .notMinedYet
/// ```
@MainActor
public final class PollEVMReceiptViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The wait is over and the person is done.
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
        case mined(EVMTransactionReceipt)
        /// Mined with status 0: the fee was charged, the amount did not move.
        case failedOnChain(EVMTransactionReceipt)
        /// No receipt after every try; it may still be mined.
        case notMinedYet(message: String)
        /// The node could not be asked.
        case failed(message: String)
    }

    /// What the scene shows.
    public struct State: Equatable {
        public var status: Status = .idle
        /// The transaction's hash, `0x` and 64 hex digits.
        public var hash: String
        /// What the payment was charged for the gas its receipt says it used
        /// (``PreparedEVMPayment/feeCharged(forGasUsed:)``), once mined; nil before, or without the payment.
        public var feeCharged: Wei?
        /// True when "Done" can be tapped: the wait is over.
        public var isDoneEnabled: Bool {
            switch status {
            case .idle, .waiting: false
            case .mined, .failedOnChain, .notMinedYet, .failed: true
            }
        }
    }

    public let title = PollTransactionStatusViewModel.broadcasted
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let hash: EVMHash
    private let payment: PreparedEVMPayment?
    private let payments: any EVMPaymentsUseCase
    private let policy: PollingPolicy
    private var polling: Task<Status, Never>?

    /// The wait for the receipt of `hash`, the transaction of `payment` when given (which tells
    /// the fee it was charged), as `policy` says.
    public init(
        hash: EVMHash, payment: PreparedEVMPayment? = nil, policy: PollingPolicy = .standard,
        payments: any EVMPaymentsUseCase = Container.shared.evmPaymentsUseCase()
    ) {
        self.hash = hash
        self.payment = payment
        self.payments = payments
        self.policy = policy
        state = State(hash: hash.hex)
    }

    // MARK: - Inputs

    /// Waits for the receipt; returns when it came, the tries are spent, or the wait was skipped.
    /// Calling it again does nothing.
    public func start() async {
        guard polling == nil else { return }
        let payments = self.payments
        let hash = self.hash
        let policy = self.policy
        let task = Task { () -> Status in
            do throws(TransactionsError) {
                return .mined(try await payments.receipt(of: hash, policy: policy))
            } catch .failedOnChain(let receipt) {
                return .failedOnChain(receipt)
            } catch .notMinedYet(let hash) {
                return .notMinedYet(message: TransactionsError.notMinedYet(hash).description)
            } catch {
                return .failed(message: error.description)
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
        var next = state
        next.status = status
        switch status {
        case .mined(let receipt), .failedOnChain(let receipt):
            next.feeCharged = payment?.feeCharged(forGasUsed: receipt.gasUsed)
        case .idle, .waiting, .notMinedYet, .failed:
            break
        }
        state = next
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
