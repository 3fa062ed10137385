import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// The send flow as the app runs it: the real coordinator and scenes, the real
/// payment session, JSONRPCZilliqaService, encoder and Schnorr signing over a node
/// that answers from fixture files and holds CreateTransaction until the test says.
@Suite("The send flow over the real stack, with CreateTransaction held", .container)
@MainActor
struct SendFlowOverScriptedTransportTests {
    private let presenter = RecordingPresenter()
    private let outcomes = OutcomeLog()
    private let node: ScriptedTransport

    init() throws {
        node = ScriptedTransport(holding: ["CreateTransaction"], answering: try FixtureFiles.nodeAnswers())
    }

    /// Seeds a testnet wallet, starts the flow, fills in 1 ZIL to a recipient, reviews it and
    /// types the password: the sign scene, ready to confirm.
    private func openSignScene() async throws -> (SendCoordinator, SignPaymentViewModel) {
        let wallet = try Seed.wallet(keystoreAt: FixtureFiles.walletKeystore, origin: .imported)
        try await Seed(wallet: wallet, network: .named("testnet")).register(in: Container.shared)
        Container.shared.clock.register { ImmediateClock() }
        Container.shared.useTransport(node)
        let coordinator = SendCoordinator(presenter: presenter, account: .legacy)
        let outcomes = self.outcomes
        coordinator.onFinish = { outcomes.outcomes.append($0) }
        await coordinator.start()
        return (coordinator, try await presenter.walkToSignScene())
    }

    /// A confirm on the sign scene, running until the node answers, and the call it is held at.
    private struct Confirming {
        let coordinator: SendCoordinator
        let sign: SignPaymentViewModel
        let task: Task<Void, Never>
        let call: HeldCall

        /// Lets the node take the payment held at `call`, then waits as ``finish()`` does.
        func accept(_ call: HeldCall) async {
            call.respond(.accepting(call.request))
            await finish()
        }

        /// Waits for the confirm, then for what the flow started after it.
        func finish() async {
            await task.value
            await coordinator.waitUntilIdle()
        }
    }

    /// Taps Confirm on the sign scene; the payment is signed and sent, and held.
    private func confirm() async throws -> Confirming {
        let (coordinator, sign) = try await openSignScene()
        let task = Task { await sign.didTapConfirm() }
        return Confirming(coordinator: coordinator, sign: sign, task: task, call: try await node.nextHeldCall())
    }

    @Test("while the node has not answered, the sign scene shows that it is sending")
    func showsSendingWhileHeld() async throws {
        // Arrange, Act
        let confirming = try await confirm()
        // Assert
        #expect(confirming.sign.state.isSending)
        #expect(!confirming.sign.state.isConfirmEnabled)
        await confirming.accept(confirming.call)
    }

    @Test("the node's answer ends the flow as sent, with the id of the transaction the wallet signed")
    func answerEndsTheFlow() async throws {
        // Arrange
        let confirming = try await confirm()
        let call = confirming.call
        let signed = try #require(call.request.signedTransaction)
        // Act
        await confirming.accept(call)
        try #require(presenter.current(as: PollPaymentViewModel.self)).didTapDone()
        await confirming.coordinator.waitUntilIdle()
        // Assert
        #expect(outcomes.outcomes == [.sent(.legacy(signed.id))])
        #expect(signed.core.amount == Amount(1, unit: .zil))
        #expect(signed.core.nonce == 5)
        #expect(signed.hasValidSignature)
    }

    @Test("cancel does nothing while the payment is held: it may already be on its way")
    func cancelRefusedWhileHeld() async throws {
        // Arrange
        let confirming = try await confirm()
        let call = confirming.call
        // Act
        confirming.sign.didTapCancel()
        // Assert
        #expect(outcomes.outcomes.isEmpty)
        #expect(!confirming.sign.state.isCancelEnabled)
        await confirming.accept(call)
    }

    @Test("a lost answer is sent again as the very same bytes, and the flow ends with one payment")
    func lostAnswerSentAgain() async throws {
        // Arrange
        let confirming = try await confirm()
        let lost = confirming.call
        // Act
        lost.refuse(.timedOut)
        let again = try await node.nextHeldCall()
        await confirming.accept(again)
        // Assert
        #expect(again.bytes == lost.bytes)
        // The payments, not the era probe the flow sent before signing.
        let payments = node.requests(method: "CreateTransaction").filter { !$0.isLegacyTransferProbe }
        #expect(Set(payments.compactMap(\.signedTransaction?.id)).count == 1)
        #expect(confirming.sign.state.isSent)
        #expect(confirming.sign.state.errorMessage == nil)
    }

    @Test("when every try is lost, the sign scene says why and can be confirmed again")
    func everyTryLost() async throws {
        // Arrange
        let confirming = try await confirm()
        // Act: the service tries three times.
        confirming.call.refuse(.timedOut)
        for _ in 0..<2 { try await node.nextHeldCall().refuse(.timedOut) }
        await confirming.finish()
        // Assert
        #expect(confirming.sign.state.errorMessage?.contains("did not answer in time") == true)
        #expect(confirming.sign.state.isConfirmEnabled)
        #expect(outcomes.outcomes.isEmpty)
    }
}

/// The outcomes a send flow reported.
@MainActor
final class OutcomeLog {
    var outcomes: [SendCoordinator.Outcome] = []
}
