import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Send flow: the account choice, the EVM account and the move", .container)
@MainActor
struct SendCoordinatorEVMTests {
    private let presenter = RecordingPresenter()
    private let fixtures = EVMSendFixtures()
    private let wallets = FakeWalletUseCase(savedWallet: EVMSendFixtures.evmWallet)

    /// A started flow (from `account`, or the choice) with the fakes registered, and its outcomes.
    private func startFlow(account: SendingChoice? = nil) async -> (SendCoordinator, OutcomeRecorder) {
        fixtures.registerFlow(wallets: wallets)
        let coordinator = SendCoordinator(
            presenter: presenter, account: account,
            pollingPolicy: EVMSendFixtures.quickPolling)
        let outcomes = OutcomeRecorder()
        coordinator.onFinish = { outcomes.outcomes.append($0) }
        await coordinator.start()
        return (coordinator, outcomes)
    }

    private func choose(_ choice: SendingChoice, in coordinator: SendCoordinator) async throws {
        try #require(presenter.current(as: ChooseSendingAccountViewModel.self)).didChoose(choice)
        await coordinator.waitUntilIdle()
    }

    /// Prepares 1.5 ZIL to the recipient, reviews it and signs it with `password`; the sign scene.
    @discardableResult
    private func payFromEVM(in coordinator: SendCoordinator, password: String = TestWallets.password) async throws
        -> SignPaymentViewModel
    {
        let sign = try await presenter.walkToEVMSignScene(password: password) { await coordinator.waitUntilIdle() }
        await sign.didTapConfirm()
        await coordinator.waitUntilIdle()
        return sign
    }

    @Test("the flow starts with the account choice, asking the node about legacy transfers once")
    func startsWithChoice() async throws {
        let (coordinator, _) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }

        let choose = try #require(presenter.current(as: ChooseSendingAccountViewModel.self))
        #expect(choose.state.choices == [.legacy, .evm, .moveToEVMAccount])
        #expect(fixtures.zilliqa.calls(to: .legacyTransfers) == 1)
    }

    @Test("the legacy account given to the flow skips the choice and asks the node nothing about it")
    func legacyGiven() async throws {
        let (coordinator, _) = await startFlow(account: .legacy)
        defer { withExtendedLifetime(coordinator) {} }

        #expect(presenter.sceneNames == ["PreparePaymentViewModel"])
        #expect(try #require(presenter.current(as: PreparePaymentViewModel.self)).state.account == .legacy)
        #expect(fixtures.zilliqa.calls(to: .legacyTransfers) == 0)
    }

    @Test("where legacy is refused, the EVM account: prepare, review, sign, receipt, done; sent once")
    func evmFlow() async throws {
        fixtures.zilliqa.setLegacyTransfers(.disabled)
        let (coordinator, outcomes) = await startFlow()
        let chooser = try #require(presenter.current(as: ChooseSendingAccountViewModel.self))
        #expect(chooser.state.defaultChoice == .evm)
        try await choose(.evm, in: coordinator)
        #expect(try #require(presenter.current(as: PreparePaymentViewModel.self)).state.balance != nil)
        try await payFromEVM(in: coordinator)
        let sent = try #require(fixtures.evm.sentTransactions.first)
        let hash = try EVMHash(bytes: sent.hash)
        fixtures.evm.setReceipt(try EVMSendFixtures.receipt(of: hash, succeeded: true), for: hash)
        let poll = try #require(presenter.current(as: PollPaymentViewModel.self))
        await poll.start()
        poll.didTapDone()
        await coordinator.waitUntilIdle()

        #expect(outcomes.outcomes == [.sent(.evm(hash))])
        #expect(fixtures.evm.sentTransactions.count == 1)
        #expect(sent.transaction.value == 1_500_000_000_000_000_000)
        #expect(
            presenter.sceneNames == [
                "ChooseSendingAccountViewModel", "PreparePaymentViewModel", "ReviewPaymentViewModel",
                "SignPaymentViewModel", "PollPaymentViewModel",
            ])
        #expect(presenter.modals.isEmpty)
    }

    @Test("the EVM account given to the flow skips the choice when the wallet knows it")
    func evmGiven() async throws {
        let (coordinator, _) = await startFlow(account: .evm)
        defer { withExtendedLifetime(coordinator) {} }

        #expect(presenter.sceneNames == ["PreparePaymentViewModel"])
        #expect(try #require(presenter.current(as: PreparePaymentViewModel.self)).state.account == .evm)
    }

    @Test("leaving a payment in doubt ends the flow as may-have-sent, with the hash")
    func inDoubt() async throws {
        let (coordinator, outcomes) = await startFlow(account: .evm)
        let hash = try EVMSendFixtures.hash(of: try await fixtures.prepared("1.5").1)
        fixtures.evm.scriptSends([.reject(EVMServiceError.sendOutcomeUnknown(hash, .timedOut))])
        try await payFromEVM(in: coordinator)

        try #require(presenter.current(as: SignPaymentViewModel.self)).didTapCancel()

        #expect(outcomes.outcomes == [.mayHaveSent(.evm(hash))])
        #expect(fixtures.evm.calls(to: .send) == 1)
        #expect(presenter.modals.isEmpty)
    }

    @Test("a payment the node refuses ends the flow as refused, saying why, sent once, the password not asked again")
    func refusedByTheNode() async throws {
        // Arrange
        let (coordinator, outcomes) = await startFlow(account: .evm)
        let refusal = EVMServiceError.insufficientFunds(cost: nil, balance: nil)
        fixtures.evm.scriptSends([.reject(refusal)])
        // Act
        try await payFromEVM(in: coordinator)
        // Assert
        #expect(outcomes.outcomes == [.refused(TransactionsError.evmService(refusal).description)])
        #expect(fixtures.evm.calls(to: .send) == 1)
        #expect(presenter.modals.isEmpty)
    }

    @Test("a wrong password on the EVM sign scene is asked again: the flow goes on, nothing sent")
    func wrongPasswordAskedAgain() async throws {
        // Arrange
        let (coordinator, outcomes) = await startFlow(account: .evm)
        defer { withExtendedLifetime(coordinator) {} }
        // Act
        let sign = try await payFromEVM(in: coordinator, password: "not the password")
        // Assert
        #expect(outcomes.outcomes.isEmpty)
        #expect(presenter.current === sign)
        #expect(sign.state.errorMessage == SignPaymentViewModel.incorrectPassword)
        #expect(fixtures.evm.calls(to: .send) == 0)
    }

    @Test("cancelling the EVM review ends the flow as cancelled, nothing sent")
    func cancelEVMReview() async throws {
        let (coordinator, outcomes) = await startFlow(account: .evm)
        defer { withExtendedLifetime(coordinator) {} }
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))
        prepare.didEditRecipient(EVMSendFixtures.recipient.checksummed)
        prepare.didEditAmount("1")
        await prepare.didTapContinue()

        try #require(presenter.current(as: ReviewPaymentViewModel.self)).didTapCancel()

        #expect(outcomes.outcomes == [.cancelled])
        #expect(fixtures.evm.calls(to: .send) == 0)
        #expect(presenter.modals.isEmpty)
    }

    @Test("the move runs the legacy scenes to the key's own EVM account, its note in the review")
    func move() async throws {
        let (coordinator, outcomes) = await startFlow()
        try await choose(.moveToEVMAccount, in: coordinator)
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))
        #expect(prepare.state.isRecipientFixed)
        prepare.didEditRecipient(SendFixtures.recipient.bech32)
        prepare.didEditAmount("2")
        await prepare.didTapContinue()
        let review = try #require(presenter.current(as: ReviewPaymentViewModel.self))
        #expect(review.state.summary.recipientNote == EVMAccountMove.recipientNote(of: TestWallets.keyPair.publicKey))
        review.didToggleHasReviewed(true)
        review.didTapContinue()
        await coordinator.waitUntilIdle()
        let sign = try #require(presenter.current(as: SignPaymentViewModel.self))
        sign.didEditPassword(TestWallets.password)
        await sign.didTapConfirm()
        await coordinator.waitUntilIdle()
        try #require(presenter.current(as: PollPaymentViewModel.self)).didTapDone()
        await coordinator.waitUntilIdle()

        let moved = try #require(fixtures.zilliqa.sentTransactions.first)
        #expect(fixtures.zilliqa.sentTransactions.count == 1)
        #expect(moved.core.recipient.bytes == EVMSendFixtures.sender.bytes)
        #expect(moved.core.amount == Amount(2, unit: .zil))
        #expect(outcomes.outcomes == [.sent(.legacy(moved.id))])
    }
}
