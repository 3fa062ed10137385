import Synchronization
import ZhipCoreTestSupport
import ZilliqaKit

/// A ``FakeZilliqaService`` whose sends, or receipt look-ups, wait until the test lets them go:
/// to look at a scene while a send runs, or to leave a wait that has no answer yet. Every other
/// call is the fake's.
///
/// ```swift
/// let node = GatedZilliqaService(gating: .send)
/// Container.shared.zilliqaService.register { node }
/// var started = node.started.makeAsyncIterator()
/// … await started.next()      // a send is waiting
/// node.release()
/// ```
final class GatedZilliqaService: ZilliqaService {
    /// Which calls wait.
    enum Gate: Sendable {
        /// `send` waits for ``release()``.
        case send
        /// `transaction` (a receipt look-up) waits until its task is cancelled.
        case receipt
    }

    let fake: FakeZilliqaService
    /// Yields once each time a gated call begins.
    let started: AsyncStream<Void>
    private let startedContinuation: AsyncStream<Void>.Continuation
    private let gate: Gate
    private let state = Mutex<(sends: Int, waiting: CheckedContinuation<Void, Never>?, cancelled: Bool)>(
        (0, nil, false))

    init(gating gate: Gate, fake: FakeZilliqaService = FakeZilliqaService()) {
        self.gate = gate
        self.fake = fake
        (started, startedContinuation) = AsyncStream.makeStream()
    }

    /// How many sends began.
    var sendCalls: Int { state.withLock { $0.sends } }

    /// True once a gated look-up was stopped by the cancellation of its task.
    var wasCancelled: Bool { state.withLock { $0.cancelled } }

    /// Lets the waiting send go on to the fake.
    func release() {
        state.withLock { state in
            state.waiting?.resume()
            state.waiting = nil
        }
    }

    func send(_ transaction: SignedTransaction) async throws -> TransactionID {
        guard gate == .send else { return try await fake.send(transaction) }
        await withCheckedContinuation { continuation in
            state.withLock { state in
                state.sends += 1
                state.waiting = continuation
            }
            startedContinuation.yield()
        }
        return try await fake.send(transaction)
    }

    func transaction(_ id: TransactionID) async throws -> TransactionReceipt? {
        guard gate == .receipt else { return try await fake.transaction(id) }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state in
                    state.waiting = continuation
                    return state.cancelled
                }
                startedContinuation.yield()
                if resumeNow { release() }
            }
        } onCancel: {
            state.withLock { $0.cancelled = true }
            release()
        }
        throw CancellationError()
    }

    func balance(of address: Address) async throws -> AccountBalance { try await fake.balance(of: address) }

    func balances(of addresses: [Address]) async throws -> [AccountBalance] {
        try await fake.balances(of: addresses)
    }

    func minimumGasPrice() async throws -> Amount { try await fake.minimumGasPrice() }

    func networkID() async throws -> UInt16 { try await fake.networkID() }

    func blockchainInfo() async throws -> BlockchainInfo { try await fake.blockchainInfo() }

    func paymentState(of address: Address) async throws -> LegacyPaymentState {
        try await fake.paymentState(of: address)
    }

    func legacyTransfers(chainID: UInt16) async throws -> LegacyTransfers {
        try await fake.legacyTransfers(chainID: chainID)
    }

    func chainIDAndContractReads(_ reads: [ScillaContractRead]) async throws -> ScillaReadBatch {
        try await fake.chainIDAndContractReads(reads)
    }
}
