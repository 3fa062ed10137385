import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The send flow's review, signing and receipt scenes over the real payment session and fake nodes:
/// the review, a wrong password, what changed once the key was unlocked, a payment not mined within
/// the wait, and what Ctrl-C says while its receipt is awaited.
@MainActor
@Suite("Interactive app: the review and the receipt of a payment", .container)
struct InteractiveSendScenesTests {
    @Test("the review shows the payment and goes to signing once it is confirmed reviewed")
    func review() async throws {
        let (_, prepared) = try await ScenePayments().legacy()
        let review = ReviewPaymentViewModel(summary: prepared.summary)
        var steps: [ReviewPaymentViewModel.Step] = []
        review.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["1", "y"])
        try await TerminalPresenter(ui: terminal).turn(with: review)
        let network = try #require(prepared.summary.network)
        #expect(terminal.output.contains("Amount:        2 ZIL"))
        #expect(terminal.output.contains("Fee:           0.1 ZIL"))
        #expect(terminal.output.contains("Network:       " + network.description))
        #expect(network.description.contains("(chain \(network.chainID), "))
        #expect(steps == [.sign])
    }

    @Test("signing reads the password without echo and says when it is wrong")
    func signWrongPassword() async throws {
        let payments = ScenePayments()
        let (session, prepared) = try await payments.legacy()
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let sign = SignPaymentViewModel(
            session: session, payment: prepared, walletStorage: wallets, extractKeyPair: wallets)
        let terminal = ScriptedTerminal(["wrong password"])
        let presenter = TerminalPresenter(ui: terminal)
        try await presenter.turn(with: sign)
        // The next turn shows what the last one came to, then reads again (Ctrl-D: no answer is left).
        await #expect(throws: InteractiveExit.endOfInput) { try await presenter.turn(with: sign) }
        #expect(terminal.reads.first?.hidden == true)
        #expect(terminal.output.contains(SignPaymentViewModel.incorrectPassword))
        #expect(payments.node.sentTransactions.isEmpty)
    }

    @Test("a review shown again once the key was unlocked says each figure that changed, then asks again")
    func reviewAgainSaysWhatChanged() async throws {
        let (_, prepared) = try await ScenePayments().legacy()
        let change = PaymentChange(label: "fee", reviewed: "0.1 ZIL", now: "0.2 ZIL")
        let review = ReviewPaymentViewModel(summary: prepared.summary, changes: [change])
        var steps: [ReviewPaymentViewModel.Step] = []
        review.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["1", "y"])

        try await TerminalPresenter(ui: terminal).turn(with: review)

        #expect(terminal.lines.contains("Changed since the review: fee: 0.1 ZIL when reviewed, now 0.2 ZIL"))
        #expect(steps == [.sign])
    }

    @Test("a payment still not mined when the wait is over says how to look it up, and Enter finishes")
    func notMinedWithinTheWait() async throws {
        let (session, sent) = try await ScenePayments().sentEVMTransfer()
        let poll = PollPaymentViewModel(
            session: session, transaction: sent, network: .mainnet, policy: PollingPolicy(tries: 3))
        var steps: [PollPaymentViewModel.Step] = []
        poll.navigator.onStep = { steps.append($0) }
        await poll.start()
        let terminal = ScriptedTerminal([""])

        try await TerminalPresenter(ui: terminal).turn(with: poll)

        #expect(terminal.output.contains("is not mined yet; look it up later with 'zhip-cli tx status \(sent)'"))
        #expect(steps == [.finished])
    }

    @Test("while a sent payment's receipt is awaited, Ctrl-C would say its hash and the command that looks it up")
    func theInterruptNoticeNamesTheLookUp() async throws {
        let (session, sent) = try await ScenePayments().sentEVMTransfer()
        let poll = PollPaymentViewModel(session: session, transaction: sent, network: .mainnet)

        let notice = SendScenes(ui: ScriptedTerminal([])).interruptNotice(for: poll)

        #expect(
            notice
                == "the payment \(sent) was sent and may not be mined yet: look it up with "
                + "'zhip-cli tx status \(sent) --network mainnet' before sending anything again")
    }
}
