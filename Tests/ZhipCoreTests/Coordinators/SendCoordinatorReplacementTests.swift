import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// History's Speed up and Cancel lead into the send flow: the pending transaction read, its
/// replacement prepared by a session and reviewed, signed and sent once, as any payment.
@Suite("Send flow: replacing a pending transaction", .container)
@MainActor
struct SendCoordinatorReplacementTests {
    private let presenter = RecordingPresenter()
    private let fixtures = EVMSendFixtures()
    private let wallets = FakeWalletUseCase(savedWallet: EVMSendFixtures.evmWallet)
    private let legacy = EVMAddress(TestWallets.wallet.address)

    /// The legacy account's pending transfer of 1 ZIL, Zilliqa nonce 1, at 2000 Li, as eth_ shows it.
    private func pendingLegacyTransfer() throws -> EVMHash {
        let hash = try EVMHash("0x" + String(repeating: "4c", count: 32))
        fixtures.evm.setTransaction(
            EVMTransactionDetails(
                hash: hash, blockHash: nil, blockNumber: nil, transactionIndex: nil, from: legacy,
                to: EVMSendFixtures.recipient, nonce: 0, value: Wei(1, unit: .zil), gas: 21_000,
                // 2000 Li ÷ 420, rounded down as Zilliqa 2.0 shows it.
                gasPrice: Wei(wei: 4_761_904_761_904), maxFeePerGas: nil, maxPriorityFeePerGas: nil, chainID: 1,
                type: .zilliqaLegacy, input: []),
            for: hash)
        return hash
    }

    private func startFlow(replacing hash: EVMHash, _ purpose: PendingReplacement.Purpose) async -> SendCoordinator {
        fixtures.registerFlow(wallets: wallets)
        let coordinator = SendCoordinator(
            presenter: presenter, replacing: hash, purpose: purpose, sender: EVMSendFixtures.sender,
            legacySender: legacy, pollingPolicy: EVMSendFixtures.quickPolling)
        await coordinator.start()
        return coordinator
    }

    @Test("Speed up on a pending legacy transfer signs it again at its Zilliqa nonce for 10% more, sent once")
    func legacySpeedUp() async throws {
        let hash = try pendingLegacyTransfer()
        let coordinator = await startFlow(replacing: hash, .speedUp)

        let sign = try await presenter.reviewAndTypePassword { await coordinator.waitUntilIdle() }
        await sign.didTapConfirm()
        await coordinator.waitUntilIdle()

        let sent = try #require(fixtures.zilliqa.sentTransactions.first)
        #expect(fixtures.zilliqa.sentTransactions.count == 1)
        #expect(sent.core.nonce == 1)
        #expect(sent.core.gasPrice == Amount(2200, unit: .li))
        #expect(sent.core.amount == Amount(1, unit: .zil))
    }

    @Test("a pending legacy transfer of an account not the wallet's is refused before any review")
    func othersLegacyIsRefused() async throws {
        let hash = try pendingLegacyTransfer()
        fixtures.registerFlow(wallets: wallets)
        let coordinator = SendCoordinator(
            presenter: presenter, replacing: hash, purpose: .cancel, sender: EVMSendFixtures.sender,
            legacySender: EVMSendFixtures.recipient, pollingPolicy: EVMSendFixtures.quickPolling)
        var outcomes: [SendCoordinator.Outcome] = []
        coordinator.onFinish = { outcomes.append($0) }

        await coordinator.start()

        #expect(presenter.current(as: ReviewPaymentViewModel.self) == nil)
        #expect(fixtures.zilliqa.sentTransactions.isEmpty)
        #expect(outcomes.count == 1)
    }
}
