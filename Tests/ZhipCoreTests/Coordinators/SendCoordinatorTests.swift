import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Send flow", .container)
@MainActor
struct SendCoordinatorTests {
    private let presenter = RecordingPresenter()
    private let fixtures = LegacySendFixtures()
    private var node: FakeZilliqaService { fixtures.zilliqa }

    /// A started flow with the fakes registered, and the outcomes it reports. The test keeps the
    /// coordinator alive, as a parent coordinator does while its child runs.
    private func startFlow() async -> (SendCoordinator, OutcomeRecorder) {
        fixtures.register()
        let coordinator = SendCoordinator(
            presenter: presenter, account: .legacy, pollingPolicy: EVMSendFixtures.quickPolling)
        let outcomes = OutcomeRecorder()
        coordinator.onFinish = { outcomes.outcomes.append($0) }
        await coordinator.start()
        return (coordinator, outcomes)
    }

    private func fillInAndContinue() async throws {
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))
        prepare.didEditRecipient(SendFixtures.recipient.bech32)
        prepare.didEditAmount("1")
        await prepare.didTapContinue()
    }

    /// Ticks the review and continues; the sign scene shows once the flow confirmed the review.
    private func reviewAndContinue(in coordinator: SendCoordinator) async throws {
        let review = try #require(presenter.current(as: ReviewPaymentViewModel.self))
        review.didToggleHasReviewed(true)
        review.didTapContinue()
        await coordinator.waitUntilIdle()
    }

    private func signAndSend() async throws {
        let sign = try #require(presenter.current(as: SignPaymentViewModel.self))
        sign.didEditPassword(TestWallets.password)
        await sign.didTapConfirm()
    }

    /// The one transaction the node was sent, as it is known by.
    private func sentID() throws -> SentTransaction {
        .legacy(try #require(node.sentTransactions.first).id)
    }

    @Test("prepare, review, sign, receipt, done: sent once, the balance fetched again and cached, the scenes dismissed")
    func happyPath() async throws {
        // Arrange
        let (coordinator, outcomes) = await startFlow()
        let id = try LegacySendFixtures.id(of: try await fixtures.prepared().1)
        node.setReceipt(TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 9), for: id)
        try await fillInAndContinue()
        try await reviewAndContinue(in: coordinator)
        try await signAndSend()
        await coordinator.waitUntilIdle()
        let poll = try #require(presenter.current(as: PollPaymentViewModel.self))
        let status = poll.state.status
        fixtures.balances.setAccount(AccountBalance(balance: Amount(42, unit: .zil), nonce: 1))
        // Act
        poll.didTapDone()
        await coordinator.waitUntilIdle()
        // Assert
        guard case .mined(let receipt) = status else {
            Issue.record("expected mined, got \(status)")
            return
        }
        #expect(receipt.sent == .legacy(id))
        #expect(outcomes.outcomes == [.sent(.legacy(id))])
        #expect(node.sentTransactions.count == 1)
        #expect(
            presenter.sceneNames == [
                "PreparePaymentViewModel", "ReviewPaymentViewModel", "SignPaymentViewModel",
                "PollPaymentViewModel",
            ])
        #expect(presenter.modals.isEmpty)
        #expect(fixtures.balances.balanceRequests.last == TestWallets.wallet.address)
        #expect(try fixtures.balances.cachedBalance?.amount == Amount(42, unit: .zil))
    }

    @Test("skipping the wait still ends the flow as sent")
    func skipWaiting() async throws {
        let (coordinator, outcomes) = await startFlow()
        try await fillInAndContinue()
        try await reviewAndContinue(in: coordinator)
        try await signAndSend()
        let poll = try #require(presenter.current(as: PollPaymentViewModel.self))
        poll.didTapSkip()
        await coordinator.waitUntilIdle()
        #expect(outcomes.outcomes == [.sent(try sentID())])
        #expect(presenter.modals.isEmpty)
    }

    @Test("a balance that cannot be fetched afterwards does not hold the flow up")
    func refreshFailure() async throws {
        let (coordinator, outcomes) = await startFlow()
        try await fillInAndContinue()
        try await reviewAndContinue(in: coordinator)
        try await signAndSend()
        await coordinator.waitUntilIdle()
        fixtures.balances.setError(.service(.transport(.timedOut)), for: .fetchBalance)
        try #require(presenter.current(as: PollPaymentViewModel.self)).didTapDone()
        await coordinator.waitUntilIdle()
        #expect(outcomes.outcomes == [.sent(try sentID())])
    }

    @Test("cancelling the prepare scene ends the flow as cancelled, nothing sent")
    func cancelPrepare() async throws {
        let (coordinator, outcomes) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        try #require(presenter.current(as: PreparePaymentViewModel.self)).didTapCancel()
        #expect(outcomes.outcomes == [.cancelled])
        #expect(presenter.modals.isEmpty)
        #expect(node.calls(to: .send) == 0)
    }

    @Test("cancelling the review ends the flow as cancelled, nothing sent")
    func cancelReview() async throws {
        let (coordinator, outcomes) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        try await fillInAndContinue()
        try #require(presenter.current(as: ReviewPaymentViewModel.self)).didTapCancel()
        #expect(outcomes.outcomes == [.cancelled])
        #expect(presenter.modals.isEmpty)
        #expect(node.calls(to: .send) == 0)
    }

    @Test("cancelling the signing ends the flow as cancelled, nothing sent")
    func cancelSign() async throws {
        let (coordinator, outcomes) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        try await fillInAndContinue()
        try await reviewAndContinue(in: coordinator)
        let sign = try #require(presenter.current(as: SignPaymentViewModel.self))
        sign.didEditPassword(TestWallets.password)
        sign.didTapCancel()
        #expect(outcomes.outcomes == [.cancelled])
        #expect(presenter.modals.isEmpty)
        #expect(node.calls(to: .send) == 0)
    }

    @Test("once sent, a cancel from a scene left under the wait does not turn the flow into cancelled")
    func noCancelAfterSent() async throws {
        let (coordinator, outcomes) = await startFlow()
        try await fillInAndContinue()
        let review = try #require(presenter.current(as: ReviewPaymentViewModel.self))
        try await reviewAndContinue(in: coordinator)
        try await signAndSend()
        review.didTapCancel()
        await coordinator.waitUntilIdle()
        try #require(presenter.current(as: PollPaymentViewModel.self)).didTapDone()
        await coordinator.waitUntilIdle()
        #expect(outcomes.outcomes == [.sent(try sentID())])
    }

    @Test("the flow finishes once, even if a scene announces a step afterwards")
    func finishesOnce() async throws {
        let (coordinator, outcomes) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))
        prepare.didTapCancel()
        prepare.didTapCancel()
        #expect(outcomes.outcomes == [.cancelled])
    }
}

@Suite("Receive flow", .container)
@MainActor
struct ReceiveCoordinatorTests {
    @Test("shows the receive scene modally, and Done dismisses it and ends the flow once")
    func receiveFlow() async throws {
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        Container.shared.walletUseCase.register { wallets }
        let presenter = RecordingPresenter()
        let coordinator = ReceiveCoordinator(presenter: presenter)
        var outcomes: [ReceiveCoordinator.Outcome] = []
        coordinator.onFinish = { outcomes.append($0) }
        await coordinator.start()
        let receive = try #require(presenter.current(as: ReceiveViewModel.self))
        #expect(presenter.modals.count == 1)
        #expect(receive.state.address == TestWallets.wallet.address.bech32)
        receive.didTapDone()
        receive.didTapDone()
        #expect(outcomes == [.done])
        #expect(presenter.modals.isEmpty)
        withExtendedLifetime(coordinator) {}
    }
}

/// Collects a coordinator's outcomes.
@MainActor
final class OutcomeRecorder {
    var outcomes: [SendCoordinator.Outcome] = []
}
