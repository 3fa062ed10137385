import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The Sign scene of a legacy payment reviewed in a real session, over a fake node.
@Suite("Sign scene: a payment from the legacy account", .container)
@MainActor
struct SignPaymentViewModelTests {
    private let fixtures = LegacySendFixtures()
    private var node: FakeZilliqaService { fixtures.zilliqa }
    private var wallets: FakeWalletUseCase { fixtures.wallets }

    /// The Sign scene of 1 ZIL reviewed in a session over the fake node, with `walletStorage`.
    private func makeViewModel(walletStorage: (any WalletStorageUseCase)? = nil) async throws
        -> SignPaymentViewModel
    {
        let (session, prepared) = try await fixtures.reviewed()
        return SignPaymentViewModel(
            session: session, payment: prepared, walletStorage: walletStorage ?? wallets, extractKeyPair: wallets)
    }

    /// The one transaction the node was sent, as it is known by.
    private func sentID() throws -> TransactionID {
        try #require(node.sentTransactions.first).id
    }

    @Test("the right password signs the reviewed payment and sends it once, and moves on with its id")
    func sends() async throws {
        // Arrange
        let (session, prepared) = try await fixtures.reviewed()
        let viewModel = SignPaymentViewModel(
            session: session, payment: prepared, walletStorage: wallets, extractKeyPair: wallets)
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        // Act
        await viewModel.didTapConfirm()
        // Assert
        let sent = try #require(node.sentTransactions.first)
        #expect(node.sentTransactions.count == 1)
        #expect(SignedPayment.legacy(sent).transaction == prepared.transaction)
        #expect(recorder.steps == [.sent(.legacy(sent.id))])
        #expect(viewModel.state.isSending == false)
    }

    @Test("once sent, the scene signs nothing more and cannot be cancelled")
    func nothingAfterSent() async throws {
        let viewModel = try await makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        viewModel.didTapCancel()
        #expect(node.calls(to: .send) == 1)
        #expect(viewModel.state.isSent)
        #expect(viewModel.state.isConfirmEnabled == false)
        #expect(recorder.steps == [.sent(.legacy(try sentID()))])
    }

    @Test("Confirm is off, and does nothing, until a password is typed")
    func needsPassword() async throws {
        let viewModel = try await makeViewModel()
        #expect(viewModel.state.isConfirmEnabled == false)
        await viewModel.didTapConfirm()
        #expect(wallets.extractKeyPairCallCount == 0)
        #expect(node.calls(to: .send) == 0)
        viewModel.didEditPassword("x")
        #expect(viewModel.state.isConfirmEnabled)
    }

    @Test("a wrong password says Incorrect password, sends nothing and can be tried again")
    func wrongPasswordThenRetry() async throws {
        let viewModel = try await makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword("wrong")
        await viewModel.didTapConfirm()
        #expect(viewModel.state.errorMessage == "Incorrect password")
        #expect(recorder.steps.isEmpty)
        #expect(node.calls(to: .send) == 0)
        #expect(viewModel.state.isConfirmEnabled)
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        #expect(viewModel.state.errorMessage == nil)
        #expect(recorder.steps == [.sent(.legacy(try sentID()))])
    }

    @Test("the password never appears in the state")
    func passwordNotInState() async throws {
        let viewModel = try await makeViewModel()
        viewModel.didEditPassword(TestWallets.password)
        #expect(!String(describing: viewModel.state).contains(TestWallets.password))
    }

    @Test("while a send is running, another tap sends nothing and Cancel is ignored")
    func noSecondSend() async throws {
        // Arrange
        let gated = GatedZilliqaService(gating: .send, fake: node)
        fixtures.register()
        Container.shared.zilliqaService.register { gated }
        let (session, prepared) = try await PaymentSession.reviewed(LegacySendFixtures.order())
        let viewModel = SignPaymentViewModel(
            session: session, payment: prepared, walletStorage: wallets, extractKeyPair: wallets)
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        // Act
        let firstTap = Task { await viewModel.didTapConfirm() }
        var started = gated.started.makeAsyncIterator()
        await started.next()
        await viewModel.didTapConfirm()
        viewModel.didTapCancel()
        // Assert
        #expect(gated.sendCalls == 1)
        #expect(viewModel.state.isSending)
        #expect(viewModel.state.isConfirmEnabled == false)
        #expect(viewModel.state.isCancelEnabled == false)
        #expect(recorder.steps.isEmpty)
        gated.release()
        await firstTap.value
        #expect(recorder.steps == [.sent(.legacy(try sentID()))])
    }

    @Test("a network that refuses the payment is shown in ZhipCore's words, and the scene moves on with the refusal")
    func nodeRefusalShown() async throws {
        // Arrange
        node.scriptSends([.reject(.nonceTooLow(sent: 1, current: 4))])
        let viewModel = try await makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        // Act
        await viewModel.didTapConfirm()
        // Assert
        let refusal = TransactionsError.nodeRefused(.nonceTooLow(sent: 1, current: 4))
        #expect(viewModel.state.errorMessage == refusal.description)
        #expect(recorder.steps == [.refused(refusal)])
    }

    @Test("a send the node surely did not get stays on the scene to be confirmed again")
    func notSentStays() async throws {
        // Arrange
        node.scriptSends([.reject(.notSent(.connectionRefused))])
        let viewModel = try await makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        // Act
        await viewModel.didTapConfirm()
        // Assert
        #expect(viewModel.state.errorMessage == TransactionsError.service(.notSent(.connectionRefused)).description)
        #expect(recorder.steps.isEmpty)
        #expect(viewModel.state.isConfirmEnabled)
    }

    @Test("one tap of Confirm publishes the sending state, the signed one and the outcome, each once")
    func publishesEachChangeOnce() async throws {
        let viewModel = try await makeViewModel()
        viewModel.didEditPassword(TestWallets.password)
        var published: [SignPaymentViewModel.State] = []
        viewModel.onChange = { published.append($0) }

        await viewModel.didTapConfirm()

        #expect(published.map(\.isSending) == [true, true, false])
        #expect(published.map { $0.signed != nil }.prefix(2) == [false, true])
        #expect(published.last?.isSent == true)
    }

    @Test("with no saved wallet nothing is signed and the scene says why")
    func noWallet() async throws {
        let viewModel = try await makeViewModel(walletStorage: FakeWalletUseCase())
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        #expect(viewModel.state.errorMessage?.contains("No wallet is saved") == true)
        #expect(node.calls(to: .send) == 0)
    }

    @Test("a wallet that cannot be read is shown, and nothing is signed")
    func unreadableWallet() async throws {
        let viewModel = try await makeViewModel()
        wallets.error = .keystoreHasNoAddress
        viewModel.didEditPassword(TestWallets.password)
        await viewModel.didTapConfirm()
        #expect(viewModel.state.errorMessage == TransactionsError.wallet(.keystoreHasNoAddress).description)
        #expect(node.calls(to: .send) == 0)
    }

    @Test("Cancel leaves the flow without sending")
    func cancel() async throws {
        let viewModel = try await makeViewModel()
        let recorder = StepRecorder(viewModel.navigator)
        viewModel.didEditPassword(TestWallets.password)
        viewModel.didTapCancel()
        #expect(recorder.steps == [.cancel])
        #expect(node.calls(to: .send) == 0)
        #expect(viewModel.title == "Sign")
    }
}
