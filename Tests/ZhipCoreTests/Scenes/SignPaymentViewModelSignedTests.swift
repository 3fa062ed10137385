import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What the Sign scene says once a legacy payment is signed: the transaction and the words for an
/// interrupt, and, when the node's answer was lost, the very same signed bytes sent again.
@Suite("Sign scene: a legacy payment once signed", .container)
@MainActor
struct SignPaymentViewModelSignedTests {
    private let fixtures = LegacySendFixtures()
    private var node: FakeZilliqaService { fixtures.zilliqa }

    /// The Sign scene of 1 ZIL reviewed in a session over the fake node, the password typed, and
    /// every state it publishes from then on.
    private func typedIn() async throws -> (SignPaymentViewModel, StateLog) {
        let (session, prepared) = try await fixtures.reviewed()
        let viewModel = SignPaymentViewModel(
            session: session, payment: prepared, walletStorage: fixtures.wallets, extractKeyPair: fixtures.wallets)
        viewModel.didEditPassword(TestWallets.password)
        let log = StateLog()
        viewModel.onChange = { log.states.append($0) }
        return (viewModel, log)
    }

    /// ZhipCore's words for an interrupt once `signed` may have gone out on mainnet.
    private func interruptWords(_ signed: SignedTransaction) -> String {
        UnansweredSend.interrupted(.legacy(signed), network: .mainnet)
    }

    @Test("once signed, and before it is sent, the scene shows the transaction and the words for an interrupt")
    func signedExposed() async throws {
        // Arrange
        let (viewModel, log) = try await typedIn()
        // Act
        await viewModel.didTapConfirm()
        // Assert
        let sent = try #require(node.sentTransactions.first)
        let signed = try #require(log.states.first { $0.signed != nil })
        #expect(signed.signed == .legacy(sent.id))
        #expect(signed.interruptWords == interruptWords(sent))
        #expect(signed.isSending)
        #expect(!signed.isSent)
    }

    @Test("nothing is said signed while the password is wrong")
    func wrongPasswordSignsNothing() async throws {
        // Arrange
        let (viewModel, log) = try await typedIn()
        viewModel.didEditPassword("wrong")
        // Act
        await viewModel.didTapConfirm()
        // Assert
        #expect(log.states.allSatisfy { $0.signed == nil && $0.interruptWords == nil })
        #expect(node.calls(to: .send) == 0)
    }

    @Test("a send with no answer is said in doubt, and Confirm sends the very same signed bytes again, no password")
    func inDoubtResendsTheSameBytes() async throws {
        // Arrange
        node.scriptSends([.reject(.transport(.timedOut))])
        let (viewModel, _) = try await typedIn()
        let recorder = StepRecorder(viewModel.navigator)
        await viewModel.didTapConfirm()
        let shown = viewModel.state.errorMessage
        let inDoubt = viewModel.state.legacyInDoubt
        viewModel.didEditPassword("")
        // Act
        await viewModel.didTapConfirm()
        // Assert
        let first = try #require(node.sentTransactions.first)
        let unanswered = UnansweredSend(
            sender: LegacySendFixtures.sender, nonce: first.core.nonce, id: first.id, network: .mainnet,
            reason: .transport(.timedOut))
        #expect(inDoubt)
        #expect(shown == unanswered.description)
        #expect(node.sentTransactions == [first, first])
        #expect(fixtures.wallets.extractKeyPairCallCount == 1)
        #expect(recorder.steps == [.sent(.legacy(first.id))])
    }

    @Test("a send in doubt still says what was signed and the words for an interrupt, for the send again")
    func inDoubtKeepsTheSignedTransaction() async throws {
        // Arrange
        node.scriptSends([.reject(.transport(.timedOut))])
        let (viewModel, _) = try await typedIn()
        // Act
        await viewModel.didTapConfirm()
        // Assert
        let sent = try #require(node.sentTransactions.first)
        #expect(viewModel.state.legacyInDoubt)
        #expect(viewModel.state.signed == .legacy(sent.id))
        #expect(viewModel.state.interruptWords == interruptWords(sent))
    }
}

/// The states a scene published, in order.
@MainActor
final class StateLog {
    var states: [SignPaymentViewModel.State] = []
}
