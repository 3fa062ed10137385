import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The staking flow: the list over Main, and each call run through the same Prepare, Review, Sign
/// and Poll scenes as a payment, by the real payment session over a fake node that answers as a pool.
@Suite("Staking flow", .container)
@MainActor
struct StakingCoordinatorTests {
    private let presenter = RecordingPresenter()
    private let fixtures = EVMSendFixtures(balance: Wei(1_000, unit: .zil))
    private let wallets = FakeWalletUseCase(savedWallet: EVMSendFixtures.evmWallet)
    private let staking = FakeStakingUseCase(pools: [StakingFixtures.moonlet])
    private let moonlet = StakingFixtures.moonlet

    /// The flow started with the fakes registered, the list showing `position` in Moonlet.
    private func startFlow(position: StakingPosition = StakingFixtures.position()) async -> (
        StakingCoordinator, StakingOutcomes
    ) {
        fixtures.registerFlow(wallets: wallets)
        let staking = self.staking
        Container.shared.stakingUseCase.register { staking }
        staking.setOutcome(StakingFixtures.state(position), for: moonlet)
        StakingFixtures.answerMoonlet(on: fixtures.evm)
        let coordinator = StakingCoordinator(
            presenter: presenter, account: EVMSendFixtures.sender,
            pollingPolicy: EVMSendFixtures.quickPolling)
        let outcomes = StakingOutcomes()
        coordinator.onFinish = { outcomes.outcomes.append($0) }
        await coordinator.start()
        return (coordinator, outcomes)
    }

    /// Stake with Moonlet from the list, `amount` ZIL typed and Continue tapped.
    private func stake(_ amount: String, in coordinator: StakingCoordinator) async throws {
        try #require(presenter.current(as: StakingViewModel.self)).didTapStake(moonlet)
        await coordinator.waitUntilIdle()
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))
        prepare.didEditAmount(amount)
        await prepare.didTapContinue()
    }

    /// The review shown ticked and continued, and the password typed and confirmed.
    private func reviewAndSign(in coordinator: StakingCoordinator) async throws {
        try await presenter.reviewAndTypePassword { await coordinator.waitUntilIdle() }.didTapConfirm()
        await coordinator.waitUntilIdle()
    }

    /// The hash `call`, prepared by a session as the flow prepares it, is sent under.
    private func stakeHash(_ call: StakingCall) async throws -> EVMHash {
        let order = PaymentOrder(call, from: .evm, sender: EVMSendFixtures.sender)
        return try EVMSendFixtures.hash(of: try await PaymentSession.prepared(order).1)
    }

    @Test("The flow shows the pools over Main and reads them once")
    func showsTheList() async {
        // Arrange, Act
        let (coordinator, _) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        // Assert
        #expect(presenter.sceneNames == ["StakingViewModel"])
        #expect(presenter.modals.count == 1)
        #expect(staking.reads.count == 1)
    }

    @Test("Stake opens the Prepare scene of a stake, the pool fixed as the recipient")
    func stakeOpensPrepare() async throws {
        // Arrange
        let (coordinator, _) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        // Act
        try #require(presenter.current(as: StakingViewModel.self)).didTapStake(moonlet)
        await coordinator.waitUntilIdle()
        // Assert
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))
        #expect(prepare.title == "Stake with \(moonlet.label)")
        #expect(prepare.state.isRecipientFixed)
        #expect(prepare.state.recipientText == moonlet.address.checksummed)
        #expect(prepare.state.asksAmount)
    }

    @Test("A stake is prepared by the session and reviewed with the staking sentence and the pool's facts")
    func reviewShowsTheStakingSentence() async throws {
        // Arrange
        let (coordinator, _) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        // Act
        try await stake("200", in: coordinator)
        // Assert
        let review = try #require(presenter.current(as: ReviewPaymentViewModel.self))
        let preview = try #require(review.state.summary.staking)
        #expect(preview.call == StakingCall(pool: moonlet, action: .stake(StakingFixtures.zil(200))))
        #expect(review.state.stakingSentence == StakingText.review(preview))
        #expect(review.state.stakingSentence?.hasPrefix("stake 200 ZIL with \(moonlet.label)") == true)
        #expect(review.state.stakingLines.contains(StakingLine("minimum stake", "100 ZIL")))
        #expect(review.state.summary.to == moonlet.address.checksummed)
    }

    @Test("A stake below the pool's minimum is refused on the Prepare scene, nothing reviewed")
    func belowMinimumRefused() async throws {
        // Arrange
        let (coordinator, _) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        // Act
        try await stake("50", in: coordinator)
        // Assert
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))
        #expect(prepare.state.errorMessage?.isEmpty == false)
        #expect(!presenter.sceneNames.contains("ReviewPaymentViewModel"))
    }

    @Test("Stake → Prepare → Review → Sign → Poll: the stake is sent to the pool once, and the wait shows what it did")
    func stakeEndToEnd() async throws {
        // Arrange
        let (coordinator, _) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        let call = StakingCall(pool: moonlet, action: .stake(StakingFixtures.zil(200)))
        let hash = try await stakeHash(call)
        let log = try StakingFixtures.stakedLog(StakingFixtures.zil(200), by: EVMSendFixtures.sender, in: hash)
        fixtures.evm.setReceipt(try EVMSendFixtures.receipt(of: hash, succeeded: true).with(logs: [log]), for: hash)
        try await stake("200", in: coordinator)
        // Act
        try await reviewAndSign(in: coordinator)
        // Assert
        let poll = try #require(presenter.current(as: PollPaymentViewModel.self))
        #expect(poll.state.stakingSummary == "staked 200 ZIL with \(moonlet.label)")
        #expect(poll.state.stakingWarning == nil)
        let sent = try #require(fixtures.evm.sentTransactions.first)
        #expect(fixtures.evm.sentTransactions.count == 1)
        #expect(try EVMHash(bytes: sent.hash) == hash)
        #expect(sent.transaction.to == moonlet.address)
        #expect(sent.transaction.value == StakingFixtures.zil(200).wei)
        #expect(sent.transaction.data == Delegation.stake.selector)
    }

    @Test("A mined stake whose receipt shows no Staked event is said to need checking")
    func stakeWithoutEventWarns() async throws {
        // Arrange
        let (coordinator, _) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        let hash = try await stakeHash(StakingCall(pool: moonlet, action: .stake(StakingFixtures.zil(200))))
        fixtures.evm.setReceipt(try EVMSendFixtures.receipt(of: hash, succeeded: true), for: hash)
        try await stake("200", in: coordinator)
        // Act
        try await reviewAndSign(in: coordinator)
        // Assert
        let poll = try #require(presenter.current(as: PollPaymentViewModel.self))
        #expect(poll.state.stakingWarning?.hasPrefix("the receipt shows no Staked log") == true)
    }

    @Test("Done after a stake returns to the list, which reads the positions again")
    func doneAfterStakeRefreshes() async throws {
        // Arrange
        let (coordinator, _) = await startFlow()
        try await stake("200", in: coordinator)
        try await reviewAndSign(in: coordinator)
        let poll = try #require(presenter.current(as: PollPaymentViewModel.self))
        // Act
        poll.didTapDone()
        await coordinator.waitUntilIdle()
        // Assert
        #expect(presenter.current is StakingViewModel)
        #expect(presenter.modals.count == 1)
        #expect(staking.reads.count == 2)
    }

    @Test("A stake the node refuses returns to the list, which says why, sent once")
    func refusedByTheNode() async throws {
        // Arrange
        let (coordinator, _) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        let refusal = EVMServiceError.insufficientFunds(cost: nil, balance: nil)
        fixtures.evm.scriptSends([.reject(refusal)])
        try await stake("200", in: coordinator)
        // Act
        try await reviewAndSign(in: coordinator)
        // Assert
        let list = try #require(presenter.current(as: StakingViewModel.self))
        #expect(
            list.state.refusalMessage
                == "The staking call was refused: \(TransactionsError.evmService(refusal).description)")
        #expect(fixtures.evm.calls(to: .send) == 1)
        #expect(staking.reads.count == 2)
    }

    @Test("Claim asks no amount: Continue prepares the claim of what has unbonded")
    func claimAsksNoAmount() async throws {
        // Arrange
        let (coordinator, _) = await startFlow(position: StakingFixtures.position(claimable: StakingFixtures.zil(3)))
        defer { withExtendedLifetime(coordinator) {} }
        // Act
        try #require(presenter.current(as: StakingViewModel.self)).didTapClaim(moonlet)
        await coordinator.waitUntilIdle()
        // Assert
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))
        #expect(!prepare.state.asksAmount)
        #expect(prepare.title == "Claim from \(moonlet.label)")
    }

    @Test("Unstake all is prepared as an unstake of everything held, and reviewed with its sentence")
    func unstakeAll() async throws {
        // Arrange
        let (coordinator, _) = await startFlow(position: StakingFixtures.position(staked: StakingFixtures.zil(500)))
        defer { withExtendedLifetime(coordinator) {} }
        StakingFixtures.answerMoonlet(on: fixtures.evm, delegated: StakingFixtures.zil(500))
        try #require(presenter.current(as: StakingViewModel.self)).didTapUnstake(moonlet)
        await coordinator.waitUntilIdle()
        let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))
        prepare.didEditAmount("all")
        // Act
        await prepare.didTapContinue()
        // Assert
        let review = try #require(presenter.current(as: ReviewPaymentViewModel.self))
        let preview = try #require(review.state.summary.staking)
        #expect(preview.call.action == .unstake(.exactly(UInt256(StakingFixtures.zil(500).wei))))
        #expect(review.state.stakingSentence == StakingText.review(preview))
        #expect(review.state.summary.amount == .wei(.zero))
    }

    @Test("Claim goes from the list to its review without an amount, the claimable ZIL said")
    func claimReviewed() async throws {
        // Arrange
        let (coordinator, _) = await startFlow(position: StakingFixtures.position(claimable: StakingFixtures.zil(3)))
        defer { withExtendedLifetime(coordinator) {} }
        StakingFixtures.answerMoonlet(on: fixtures.evm, claimable: StakingFixtures.zil(3))
        try #require(presenter.current(as: StakingViewModel.self)).didTapClaim(moonlet)
        await coordinator.waitUntilIdle()
        // Act
        try await #require(presenter.current(as: PreparePaymentViewModel.self)).didTapContinue()
        // Assert
        let review = try #require(presenter.current(as: ReviewPaymentViewModel.self))
        #expect(review.state.stakingSentence == "claim 3 ZIL that has unbonded in \(moonlet.label)")
    }

    @Test("Cancelling a stake returns to the list, nothing sent, nothing read again")
    func cancelReturnsToList() async throws {
        // Arrange
        let (coordinator, _) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        try #require(presenter.current(as: StakingViewModel.self)).didTapStake(moonlet)
        await coordinator.waitUntilIdle()
        // Act
        try #require(presenter.current(as: PreparePaymentViewModel.self)).didTapCancel()
        await coordinator.waitUntilIdle()
        // Assert
        #expect(presenter.current is StakingViewModel)
        #expect(fixtures.evm.sentTransactions.isEmpty)
        #expect(staking.reads.count == 1)
    }

    @Test("Done on the list ends the flow and closes it")
    func doneEnds() async throws {
        // Arrange
        let (coordinator, outcomes) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        // Act
        try #require(presenter.current(as: StakingViewModel.self)).didTapDone()
        // Assert
        #expect(outcomes.outcomes == [.done])
        #expect(presenter.modals.isEmpty)
    }

    @Test("A pool added from the list is shown over it, and the list is read again once added")
    func addPoolRefreshes() async throws {
        // Arrange
        let (coordinator, _) = await startFlow()
        defer { withExtendedLifetime(coordinator) {} }
        staking.setAddAnswer(.success(StakingFixtures.plunder))
        try #require(presenter.current(as: StakingViewModel.self)).didTapAddPool()
        let add = try #require(presenter.current(as: AddStakingPoolViewModel.self))
        add.didEditAddress(StakingFixtures.plunder.address.checksummed)
        // Act
        await add.didTapAdd()
        await coordinator.waitUntilIdle()
        // Assert
        #expect(presenter.current is StakingViewModel)
        #expect(staking.added == [StakingFixtures.plunder.address])
        #expect(staking.reads.last?.pools == [moonlet, StakingFixtures.plunder])
    }
}

/// The outcomes a staking flow finished with.
@MainActor
final class StakingOutcomes {
    var outcomes: [StakingCoordinator.Outcome] = []
}

extension EVMTransactionReceipt {
    /// The receipt with `logs` instead of its own.
    func with(logs: [EVMLog]) -> EVMTransactionReceipt {
        EVMTransactionReceipt(
            transactionHash: transactionHash, transactionIndex: transactionIndex, blockHash: blockHash,
            blockNumber: blockNumber, from: from, to: to, cumulativeGasUsed: cumulativeGasUsed,
            effectiveGasPrice: effectiveGasPrice, gasUsed: gasUsed, contractAddress: contractAddress, type: type,
            succeeded: succeeded, logs: logs)
    }
}
