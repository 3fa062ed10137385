import Foundation
import Synchronization
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Values and stand-ins shared by the send and receive scene tests.
enum SendFixtures {
    /// An address other than the wallet's, to pay.
    static let recipient: Address = {
        do { return try Address(bytes: [UInt8](repeating: 0x11, count: 20)) } catch {
            preconditionFailure("20 bytes are an address: \(error)")
        }
    }()

    /// 1 ZIL to ``recipient`` at 2000 Li x 50, nonce 1, from a balance of 100 ZIL on `network`.
    static func prepared(network: Network = .mainnet) -> PreparedPayment {
        do {
            let payment = Payment(
                to: recipient, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li), gasLimit: 50,
                nonce: 1)
            return try PreparedPayment(
                payment: payment, sender: TestWallets.wallet.address, network: network,
                balance: Amount(100, unit: .zil))
        } catch {
            preconditionFailure("the fixture payment is covered: \(error)")
        }
    }
}

/// Records what a navigator announces.
@MainActor
final class StepRecorder<Step> {
    private(set) var steps: [Step] = []

    init(_ navigator: Navigator<Step>) {
        navigator.onStep = { [weak self] in self?.steps.append($0) }
    }
}

/// A send that waits until the test releases it, to look at a scene while a send is running;
/// every other call is refused.
final class GatedPaymentsUseCase: PaymentsUseCase {
    /// Yields once each time a send begins.
    let started: AsyncStream<Void>
    private let startedContinuation: AsyncStream<Void>.Continuation
    private let state = Mutex<(calls: Int, gate: CheckedContinuation<Void, Never>?)>((0, nil))

    init() {
        (started, startedContinuation) = AsyncStream.makeStream()
    }

    var sendCalls: Int { state.withLock { $0.calls } }

    /// Lets the running send return.
    func release() {
        state.withLock { state in
            state.gate?.resume()
            state.gate = nil
        }
    }

    func prepare(_ draft: AnyPaymentDraft) async throws(TransactionsError) -> AnyPreparedPayment {
        .legacy(SendFixtures.prepared())
    }

    func send(_ payment: AnyPreparedPayment, keystore: Keystore, password: String) async -> SendOutcome {
        .accepted(.legacy(await waitForRelease()))
    }

    func send(_ payment: AnyPreparedPayment, signingWith key: KeyPair) async -> SendOutcome {
        .accepted(.legacy(await waitForRelease()))
    }

    func send(_ transaction: AnySignedTransaction, allowingNonceGap: Bool) async throws(TransactionsError)
        -> SignedSendOutcome
    {
        .sent(.legacy(await waitForRelease()))
    }

    func quote(_ choice: EVMFeeChoice) async throws(TransactionsError) -> EVMFeeQuote { throw .cancelled }

    func signOffline(_ payment: OfflinePayment, keystore: Keystore, password: String)
        async throws(TransactionsError) -> AnySignedTransaction
    {
        throw .offlineNeeds(.nonce)
    }

    func check(_ hash: EVMHash) async throws(TransactionsError) -> EVMSendCheck { .notFound }

    func receipt(of hash: EVMHash, policy: PollingPolicy) async throws(TransactionsError) -> EVMTransactionReceipt {
        throw .notMinedYet(hash)
    }

    func allowances(of owner: EVMAddress, among tokens: [Token]) async throws(TransactionsError) -> TokenAllowanceList {
        throw .cancelled
    }

    private func waitForRelease() async -> TransactionID {
        await withCheckedContinuation { continuation in
            state.withLock { state in
                state.calls += 1
                state.gate = continuation
            }
            startedContinuation.yield()
        }
        return FakeTransactionsUseCase.defaultTransactionID
    }
}

/// A receipt look-up that never answers: it ends only when its task is cancelled.
final class EndlessReceiptUseCase: TransactionReceiptUseCase {
    /// Yields once each time a look-up begins.
    let started: AsyncStream<Void>
    private let startedContinuation: AsyncStream<Void>.Continuation
    private let cancelled = Mutex(false)

    init() {
        (started, startedContinuation) = AsyncStream.makeStream()
    }

    /// True once a look-up was stopped by cancellation.
    var wasCancelled: Bool { cancelled.withLock { $0 } }

    func receipt(
        for id: TransactionID, policy: PollingPolicy, progress: (@Sendable (ReceiptLookUp) -> Void)?
    ) async throws -> TransactionReceipt {
        startedContinuation.yield()
        do {
            try await Task.sleep(for: .seconds(3600))
        } catch {
            cancelled.withLock { $0 = true }
            throw error
        }
        return TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 1)
    }
}
