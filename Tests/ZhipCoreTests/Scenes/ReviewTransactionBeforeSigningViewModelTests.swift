import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Review transaction scene")
@MainActor
struct ReviewTransactionBeforeSigningViewModelTests {
    private let prepared = SendFixtures.prepared()

    @Test("shows the recipient in both forms, the amount, fee, total and what is left")
    func showsThePayment() {
        let viewModel = ReviewTransactionBeforeSigningViewModel(prepared: prepared)
        let state = viewModel.state
        #expect(state.recipientBech32 == SendFixtures.recipient.bech32)
        #expect(state.recipientChecksummed == SendFixtures.recipient.checksummed)
        #expect(state.amount == Amount(1, unit: .zil))
        #expect(state.fee == Amount(qa: 100_000_000_000))
        #expect(state.total == Amount(qa: 1_100_000_000_000))
        #expect(state.balance == Amount(100, unit: .zil))
        #expect(state.balanceAfter == Amount(qa: 98_900_000_000_000))
        #expect(state.networkName == "mainnet")
        #expect(viewModel.title == "Summary")
    }

    @Test("an ordinary payment carries no escrow warning")
    func noEscrowWarning() {
        let viewModel = ReviewTransactionBeforeSigningViewModel(prepared: prepared)

        #expect(viewModel.state.escrowWarning == nil)
    }

    @Test("a lodge into the migration escrow says so, with how it is claimed back, before signing")
    func escrowWarning() throws {
        let lodge = try PreparedPayment(
            payment: Payment(
                to: .migrationEscrow, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li), nonce: 1),
            sender: TestWallets.wallet.address, network: .mainnet, balance: Amount(100, unit: .zil), era: .escrowOnly)

        let viewModel = ReviewTransactionBeforeSigningViewModel(prepared: lodge)

        #expect(viewModel.state.escrowWarning?.contains("lodge into the migration escrow") == true)
        #expect(viewModel.state.escrowWarning?.contains("seed phrase") == true)
    }

    @Test("continuing before the payment is reviewed does nothing")
    func continueNeedsReview() {
        let viewModel = ReviewTransactionBeforeSigningViewModel(prepared: prepared)
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didTapContinue()
        #expect(recorder.steps.isEmpty)
        #expect(viewModel.state.isContinueEnabled == false)
    }

    @Test("once reviewed, continuing goes to signing")
    func reviewedGoesToSigning() {
        let viewModel = ReviewTransactionBeforeSigningViewModel(prepared: prepared)
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didToggleHasReviewed(true)
        viewModel.didTapContinue()
        #expect(recorder.steps == [.sign])
    }

    @Test("clearing the checkbox turns Continue off again")
    func untick() {
        let viewModel = ReviewTransactionBeforeSigningViewModel(prepared: prepared)
        var states: [ReviewTransactionBeforeSigningViewModel.State] = []
        viewModel.onChange = { states.append($0) }
        viewModel.didToggleHasReviewed(true)
        viewModel.didToggleHasReviewed(false)
        #expect(states.map(\.isContinueEnabled) == [true, false])
    }

    @Test("Cancel leaves the flow")
    func cancel() {
        let viewModel = ReviewTransactionBeforeSigningViewModel(prepared: prepared)
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didTapCancel()
        #expect(recorder.steps == [.cancel])
    }
}
