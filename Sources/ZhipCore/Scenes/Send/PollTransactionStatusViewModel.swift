public import ZilliqaKit

/// Zhip's "Transaction broadcasted" scene: waits for the network to confirm a sent payment,
/// links to it on the explorer, and can be left at any time ("Skip waiting") or, once the wait
/// is over, with "Done".
///
/// ```swift
/// let viewModel = PollTransactionStatusViewModel(transactionID: id, network: prepared.network)
/// viewModel.navigator.onStep = { step in … }     // .finished, .skip
/// await viewModel.start()                        // .waiting, then .confirmed(receipt) or .notFound(message)
/// ```
@MainActor
public final class PollTransactionStatusViewModel: SceneViewModel {
    /// Where the scene leads.
    public enum Step: Equatable {
        /// The wait is over (confirmed, or given up) and the person is done.
        case finished
        /// The person stopped waiting.
        case skip
    }

    /// How far the wait has come.
    public enum Status: Equatable, Sendable {
        /// Not yet asked.
        case idle
        /// Asking the network for the receipt.
        case waiting
        /// The network confirmed the transaction (``ZilliqaKit/TransactionReceipt/success`` says
        /// whether the payment went through).
        case confirmed(TransactionReceipt)
        /// No receipt after every try; the transaction may still be pending.
        case notFound(message: String)
        /// The network could not be asked.
        case failed(message: String)
    }

    /// What the scene shows.
    public struct State: Equatable {
        public var status: Status = .idle
        /// The transaction's id in hex, for "Copy transaction id".
        public var transactionID: String
        /// The transaction on viewblock, or nil on a network viewblock does not show.
        public var explorerURL: String?
        /// True when "Done" can be tapped: the wait is over.
        public var isDoneEnabled: Bool {
            switch status {
            case .idle, .waiting: false
            case .confirmed, .notFound, .failed: true
            }
        }
    }

    /// Zhip's heading.
    public static let broadcasted = "Transaction broadcasted"
    /// Zhip's explanation while waiting.
    public static let mightTakeSomeMinutes =
        "In a minute or two, when the network's finished processing, your balance will be updated and you can view"
        + " transaction details."

    public let title = "Transaction broadcasted"
    public let navigator = Navigator<Step>()
    public var onChange: ((State) -> Void)?
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    private let transactionID: TransactionID
    private let receipts: any TransactionReceiptUseCase
    private let policy: PollingPolicy
    private var polling: Task<TransactionReceipt, any Error>?

    /// A scene for `transactionID`, sent on `network`; it waits as `policy` says (the waits
    /// themselves on the container's clock).
    public init(
        transactionID: TransactionID, network: Network, policy: PollingPolicy = .standard,
        receiptUseCase: any TransactionReceiptUseCase = Container.shared.transactionReceiptUseCase()
    ) {
        self.transactionID = transactionID
        self.receipts = receiptUseCase
        self.policy = policy
        state = State(
            transactionID: transactionID.hex,
            explorerURL: Self.explorerURL(for: transactionID, on: network))
    }

    /// viewblock's page of `id`: `https://viewblock.io/zilliqa/tx/0x<id>`, with `?network=testnet`
    /// on testnet; nil for other networks (a devnet or custom node viewblock does not know).
    public static func explorerURL(for id: TransactionID, on network: Network) -> String? {
        let page = "https://viewblock.io/zilliqa/tx/0x\(id.hex)"
        switch network.chainID {
        case Network.mainnet.chainID: return page
        case Network.testnet.chainID: return page + "?network=testnet"
        default: return nil
        }
    }

    // MARK: - Inputs

    /// Waits for the receipt; returns when it came, the tries are spent, or the wait was skipped
    /// (or the calling task cancelled). Calling it again does nothing.
    public func start() async {
        guard polling == nil else { return }
        let receipts = self.receipts
        let id = transactionID
        let policy = self.policy
        let task = Task { try await receipts.receipt(for: id, policy: policy) }
        polling = task
        state.status = .waiting
        do {
            let receipt = try await withTaskCancellationHandler {
                try await task.value
            } onCancel: {
                task.cancel()
            }
            state.status = .confirmed(receipt)
        } catch is CancellationError {
            return
        } catch TransactionsError.service(let error) {
            if case .receiptNotFound = error {
                state.status = .notFound(message: error.description)
            } else {
                state.status = .failed(message: error.description)
            }
        } catch {
            state.status = .failed(message: String(describing: error))
        }
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
