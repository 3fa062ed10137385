import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The Sign scene of a payment reviewed before the key told its account: unlocking reads it again
/// from the account, and what the review could not show, or showed otherwise, is reviewed again
/// before anything is signed.
@Suite("Sign scene: a payment read again once the key is unlocked", .container)
@MainActor
struct SignPaymentViewModelReviewAgainTests {
    let fixtures = EVMSendFixtures()
    let wallets = FakeWalletUseCase(savedWallet: EVMSendFixtures.evmWallet)

    /// The Sign scene of `prepared`, reviewed in `session`, the password typed, and its steps.
    private func typedIn(_ session: PaymentSession, _ prepared: PreparedPayment) -> (
        SignPaymentViewModel, StepRecorder<SignPaymentViewModel.Step>
    ) {
        let sign = SignPaymentViewModel(
            session: session, payment: prepared, walletStorage: wallets, extractKeyPair: wallets)
        let steps = StepRecorder(sign.navigator)
        sign.didEditPassword(TestWallets.password)
        return (sign, steps)
    }

    @Test("a gas price that rose since the review goes back to the review with the fee's change, nothing signed")
    func changedFeeReviewedAgain() async throws {
        // Arrange
        let (session, prepared) = try await fixtures.reviewed(from: nil)
        fixtures.evm.setGasPrice(Wei(wei: 9_523_809_600_000))
        let (sign, steps) = typedIn(session, prepared)
        // Act
        await sign.didTapConfirm()
        // Assert
        guard steps.steps.count == 1, case .reviewAgain(let again, let changes) = steps.steps[0] else {
            Issue.record("no review again: \(steps.steps), \(sign.state.errorMessage ?? "")")
            return
        }
        #expect(changes.map(\.label) == ["fee", "fee at most"])
        #expect(again.summary.from == EVMSendFixtures.sender.checksummed)
        #expect(fixtures.evm.calls(to: .send) == 0)
        #expect(sign.state.signed == nil)
        #expect(!sign.state.isConfirmEnabled)
    }

    @Test("a token transfer whose fee only the account tells goes back to the review once it is known")
    func newFeeReviewedAgain() async throws {
        // Arrange
        let usdt = try TokenSceneFixtures.usdt()
        fixtures.evm.setCallAnswer(
            .success(StakingFixtures.word(50_000_000)), to: usdt.contract,
            data: ERC20.balanceOfCall(EVMSendFixtures.sender))
        fixtures.evm.setCallAnswer(.success([UInt8](repeating: 0, count: 31) + [1]), to: usdt.contract)
        fixtures.evm.setGasEstimate(.success(52_000), to: usdt.contract)
        fixtures.register()
        let transfer = TokenTransfer(usdt, to: EVMSendFixtures.recipient, units: 12_500_000)
        let (session, prepared) = try await PaymentSession.reviewed(PaymentOrder(transfer, from: .evm))
        let (sign, steps) = typedIn(session, prepared)
        // Act
        await sign.didTapConfirm()
        // Assert
        guard steps.steps.count == 1, case .reviewAgain(let again, let changes) = steps.steps[0] else {
            Issue.record("no review again: \(steps.steps), \(sign.state.errorMessage ?? "")")
            return
        }
        #expect(prepared.summary.fee == nil)
        #expect(again.summary.fee != nil)
        #expect(changes.isEmpty)
        #expect(fixtures.evm.calls(to: .send) == 0)
    }

    @Test("a payment reviewed before the key told its account, its figures unchanged, is signed and sent at once")
    func unchangedFiguresSent() async throws {
        // Arrange
        let (session, prepared) = try await fixtures.reviewed(from: nil)
        let (sign, steps) = typedIn(session, prepared)
        // Act
        await sign.didTapConfirm()
        // Assert
        let sent = try #require(fixtures.evm.sentTransactions.first, "\(sign.state.errorMessage ?? "")")
        #expect(steps.steps == [.sent(.evm(sent.transactionHash))])
        #expect(sent.transaction.value == 1_500_000_000_000_000_000)
    }
}
