import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Sign scene: a payment from the legacy account")
@MainActor
struct SignPaymentViewModelTests {
    private let prepared = SendFixtures.prepared()
    private let transactions = FakeTransactionsUseCase(acceptedPassword: TestWallets.password)
    private let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)

    private func makeViewModel() -> SignPaymentViewModel {
        SignPaymentViewModel(payment: .legacy(prepared), walletStorage: wallets, payments: transactions)
    }

    @Test("the right password signs and sends the prepared payment once, and moves on with its id")
    func sends() async {
        let viewModel = makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        #expect(recorder.steps == [.sent(.legacy(FakeTransactionsUseCase.defaultTransactionID))])
        #expect(transactions.sentPayments == [prepared])
        #expect(viewModel.state.isSending == false)
    }

    @Test("once sent, the scene signs nothing more and cannot be cancelled")
    func nothingAfterSent() async {
        let viewModel = makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        viewModel.didTapCancel()
        #expect(transactions.calls(to: .send) == 1)
        #expect(viewModel.state.isSent)
        #expect(viewModel.state.isConfirmEnabled == false)
        #expect(recorder.steps == [.sent(.legacy(FakeTransactionsUseCase.defaultTransactionID))])
    }

    @Test("Confirm is off, and does nothing, until a password is typed")
    func needsPassword() async {
        let viewModel = makeViewModel()
        #expect(viewModel.state.isConfirmEnabled == false)
        await viewModel.didTapConfirm()
        #expect(transactions.calls(to: .send) == 0)
        viewModel.didEditPassword("x")
        #expect(viewModel.state.isConfirmEnabled)
    }

    @Test("a wrong password says Incorrect password, sends nothing and can be tried again")
    func wrongPasswordThenRetry() async {
        let viewModel = makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword("wrong")
        await viewModel.didTapConfirm()
        #expect(viewModel.state.errorMessage == "Incorrect password")
        #expect(recorder.steps.isEmpty)
        #expect(viewModel.state.isConfirmEnabled)
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        #expect(viewModel.state.errorMessage == nil)
        #expect(recorder.steps == [.sent(.legacy(FakeTransactionsUseCase.defaultTransactionID))])
    }

    @Test("the password never appears in the state")
    func passwordNotInState() {
        let viewModel = makeViewModel()
        viewModel.didEditPassword(TestWallets.password)
        #expect(!String(describing: viewModel.state).contains(TestWallets.password))
    }

    @Test("while a send is running, another tap sends nothing and Cancel is ignored")
    func noSecondSend() async {
        let gated = GatedPaymentsUseCase()
        let viewModel = SignPaymentViewModel(payment: .legacy(prepared), walletStorage: wallets, payments: gated)
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        let firstTap = Task { await viewModel.didTapConfirm() }
        var started = gated.started.makeAsyncIterator()
        await started.next()

        await viewModel.didTapConfirm()
        viewModel.didTapCancel()

        #expect(gated.sendCalls == 1)
        #expect(viewModel.state.isSending)
        #expect(viewModel.state.isConfirmEnabled == false)
        #expect(viewModel.state.isCancelEnabled == false)
        #expect(recorder.steps.isEmpty)
        gated.release()
        await firstTap.value
        #expect(recorder.steps == [.sent(.legacy(FakeTransactionsUseCase.defaultTransactionID))])
    }

    @Test("a network that refuses the payment is shown in ZhipCore's words, and the scene moves on with the refusal")
    func serviceErrorShown() async {
        let refusal = TransactionsError.nodeRefused(.nonceTooLow(sent: 1, current: 4))
        transactions.setError(refusal, for: .send)
        let viewModel = makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        #expect(viewModel.state.errorMessage == refusal.description)
        #expect(recorder.steps == [.refused(refusal)])
    }

    @Test("a failure around the payment (the node could not be asked) stays on the scene to be confirmed again")
    func serviceFailureStays() async {
        transactions.setError(.service(.transport(.timedOut)), for: .send)
        let viewModel = makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        #expect(viewModel.state.errorMessage != nil)
        #expect(recorder.steps.isEmpty)
        #expect(viewModel.state.isConfirmEnabled)
    }

    @Test("a send with no answer shows what may have gone out, and Confirm sends the same payment again")
    func unansweredShownAndRetried() async {
        // Arrange
        transactions.setUnanswered(.transport(.timedOut))
        let viewModel = makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        // Act
        await viewModel.didTapConfirm()
        let shown = viewModel.state.errorMessage
        transactions.setUnanswered(nil)
        await viewModel.didTapConfirm()
        // Assert
        let unanswered = UnansweredSend(
            sender: prepared.sender, nonce: prepared.payment.nonce, id: FakeTransactionsUseCase.defaultTransactionID,
            network: prepared.network, reason: .transport(.timedOut))
        #expect(shown == unanswered.description)
        #expect(transactions.sentPayments == [prepared, prepared])
        #expect(recorder.steps == [.sent(.legacy(FakeTransactionsUseCase.defaultTransactionID))])
    }

    @Test("one tap of Confirm publishes the sending state once and the outcome once")
    func publishesEachChangeOnce() async {
        let viewModel = makeViewModel()
        viewModel.didEditPassword(TestWallets.password)
        var published: [SignPaymentViewModel.State] = []
        viewModel.onChange = { published.append($0) }

        await viewModel.didTapConfirm()

        #expect(published.map(\.isSending) == [true, false])
        #expect(published.last?.isSent == true)
    }

    @Test("with no saved wallet nothing is sent and the scene says why")
    func noWallet() async {
        let viewModel = SignPaymentViewModel(
            payment: .legacy(prepared), walletStorage: FakeWalletUseCase(), payments: transactions)
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        #expect(viewModel.state.errorMessage?.contains("No wallet is saved") == true)
        #expect(transactions.calls(to: .send) == 0)
    }

    @Test("a wallet that cannot be read is shown, and nothing is sent")
    func unreadableWallet() async {
        wallets.error = .keystoreHasNoAddress
        let viewModel = makeViewModel()
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        #expect(viewModel.state.errorMessage == WalletError.keystoreHasNoAddress.description)
        #expect(transactions.calls(to: .send) == 0)
    }

    @Test("Cancel leaves the flow without sending")
    func cancel() {
        let viewModel = makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        viewModel.didTapCancel()
        #expect(recorder.steps == [.cancel])
        #expect(transactions.calls(to: .send) == 0)
        #expect(viewModel.title == "Sign")
    }
}
