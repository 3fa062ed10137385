import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The EVM account's form, its orders made before the key tells the paying account (a signer that
/// knows its address only once unlocked): the session reads the payment again at the Sign scene.
@MainActor
private struct AccountUnknownForm: PaymentForm {
    var base: EVMPaymentForm

    var account: PayingAccount { base.account }
    var title: String { base.title }
    var sender: String? { nil }
    var recipientLabel: String { base.recipientLabel }
    var amountLabel: String { base.amountLabel }
    var isLoaded: Bool { base.isLoaded }
    var balance: ZILAmount? { base.balance }
    var networkGasPrice: Wei? { base.networkGasPrice }
    var knownGas: UInt64? { base.knownGas }

    func validator(for field: PaymentField) -> PaymentFieldValidator? { base.validator(for: field) }
    func feeFields(typed: [PaymentField: String]) -> [PaymentFeeField] { base.feeFields(typed: typed) }
    func startingText(for field: PaymentField) -> String? { base.startingText(for: field) }
    mutating func useCachedBalance() { base.useCachedBalance() }

    func loaded() async -> (form: Self, problem: String?) {
        let (loaded, problem) = await base.loaded()
        return (AccountUnknownForm(base: loaded), problem)
    }

    func costs(of entry: PaymentEntry) -> PaymentCosts { base.costs(of: entry) }

    func order(of entry: PaymentEntry) throws -> PaymentOrder {
        var order = try base.order(of: entry)
        order.sender = nil
        return order
    }
}

@Suite("Send flow: a review asked again once the key is unlocked", .container)
@MainActor
struct SendCoordinatorReviewAgainTests {
    private let presenter = RecordingPresenter()
    private let fixtures = EVMSendFixtures()
    private let wallets = FakeWalletUseCase(savedWallet: EVMSendFixtures.evmWallet)

    /// A flow of ``AccountUnknownForm``, started, with 1.5 ZIL typed and reviewed; then the node's
    /// gas price doubled, and the password confirmed on the Sign scene.
    private func confirmedAfterThePriceRose() async throws -> (SendCoordinator, OutcomeRecorder) {
        fixtures.registerFlow(wallets: wallets)
        let form = AccountUnknownForm(
            base: EVMPaymentForm(sender: EVMSendFixtures.sender, evmService: fixtures.evm, network: .success(.devnet)))
        let coordinator = SendCoordinator(
            presenter: presenter, form: form, fixedRecipient: nil, note: nil,
            pollingPolicy: EVMSendFixtures.quickPolling)
        let outcomes = OutcomeRecorder()
        coordinator.onFinish = { outcomes.outcomes.append($0) }
        await coordinator.start()
        let sign = try await presenter.walkToEVMSignScene { await coordinator.waitUntilIdle() }
        fixtures.evm.setGasPrice(Wei(wei: 9_523_809_600_000))
        await sign.didTapConfirm()
        await coordinator.waitUntilIdle()
        return (coordinator, outcomes)
    }

    @Test("a fee that changed once the key was unlocked is shown in the review again, with what changed, nothing sent")
    func reviewShownAgain() async throws {
        // Arrange, Act
        let (coordinator, outcomes) = try await confirmedAfterThePriceRose()
        defer { withExtendedLifetime(coordinator) {} }
        // Assert
        let review = try #require(presenter.current(as: ReviewPaymentViewModel.self))
        #expect(review.state.changes.map(\.label) == ["fee", "fee at most"])
        #expect(review.state.summary.from == EVMSendFixtures.sender.checksummed)
        #expect(
            presenter.sceneNames == [
                "PreparePaymentViewModel", "ReviewPaymentViewModel", "SignPaymentViewModel", "ReviewPaymentViewModel",
            ])
        #expect(fixtures.evm.calls(to: .send) == 0)
        #expect(outcomes.outcomes.isEmpty)
    }

    @Test("the review confirmed again signs the payment as read again, at the new fee, and the flow ends sent once")
    func reviewedAgainSent() async throws {
        // Arrange
        let (coordinator, outcomes) = try await confirmedAfterThePriceRose()
        let sign = try await presenter.reviewAndTypePassword { await coordinator.waitUntilIdle() }
        // Act
        await sign.didTapConfirm()
        await coordinator.waitUntilIdle()
        try #require(presenter.current(as: PollPaymentViewModel.self)).didTapDone()
        await coordinator.waitUntilIdle()
        // Assert
        let sent = try #require(fixtures.evm.sentTransactions.first)
        #expect(fixtures.evm.sentTransactions.count == 1)
        #expect(sent.transaction.fee == .eip1559(maxFeePerGas: 9_523_809_600_000, maxPriorityFeePerGas: 0))
        #expect(outcomes.outcomes == [.sent(.evm(sent.transactionHash))])
    }
}
