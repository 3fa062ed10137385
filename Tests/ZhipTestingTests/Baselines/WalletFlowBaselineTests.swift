import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// The project's own flows, on the real stack against a real zhip-devnet, compared with their
/// committed baselines (`Resources/Baselines`). To record them again:
/// `ZHIP_RECORD_BASELINES=$PWD/Tests/ZhipTestingTests/Resources/Baselines swift test --filter WalletFlowBaselineTests`,
/// then loosen what changes per run (the signature) and review the diff.
@Suite("The wallet's flows make the calls of their baselines", .container)
@MainActor
struct WalletFlowBaselineTests {
    private let alice = WalletFlowHarness.alice
    private let bob = WalletFlowHarness.bob
    /// Generous: a loaded machine must not fail a flow; a matching step never waits this long.
    private let timeout: Duration = .seconds(60)

    @Test("sending a payment: prepare, review, sign with the receipt awaited, done with the balance refreshed")
    func sendFlow() async throws {
        try await WalletFlowHarness.run { harness in
            // Arrange
            try harness.saveWallet(alice)
            let baseline = try Baseline.named("send", in: try WalletFlowHarness.baselines)
            // Act
            let outcome = try await send(on: harness, checkedBy: baseline)
            // Assert
            guard case .sent? = outcome else {
                Issue.record("the payment was not sent: \(String(describing: outcome))")
                return
            }
            #expect(harness.devnet.ledger.account(bob.address)?.balance == Amount(qa: 1_500_000_000_000))
        }
    }

    @Test("a flow that sends the payment twice fails the send baseline with an extra CreateTransaction")
    func doubleSendIsCaught() async throws {
        try await WalletFlowHarness.run { harness in
            // Arrange
            _ = try harness.saveWallet(alice)
            let baseline = try Baseline.named("send", in: try WalletFlowHarness.baselines, environment: [:])
            // Act
            let thrown = await #expect(throws: BaselineMismatch.self) {
                _ = try await send(on: harness, checkedBy: baseline) { prepared in
                    // The bug: the same payment signed and handed to the node a second time.
                    guard case .legacy(let payment, let chainID)? = prepared.transaction else { return }
                    _ = try? await Container.shared.zilliqaService().send(
                        SignedTransaction.sign(payment, with: alice, chainID: chainID))
                }
            }
            // Assert
            #expect(
                thrown?.diffs == [StepDiff(flow: "send", step: "sign", findings: [.extra(method: "CreateTransaction")])]
            )
        }
    }

    @Test("receiving: the home scene's balance, the receive scene, a payment arrives, the balance is refreshed")
    func receiveBalanceFlow() async throws {
        try await WalletFlowHarness.run { harness in
            // Arrange
            let wallet = try harness.saveWallet(bob)
            let baseline = try Baseline.named("receive-balance", in: try WalletFlowHarness.baselines)
            let main = MainViewModel(wallet: wallet)
            let presenter = RecordingPresenter()
            // Act
            try await baseline.flow(harness.tap, timeout: timeout) { flow in
                flow.bind("address", to: bob.address.hex)
                try await flow.step("home") { await main.didAppear() }
                try await flow.step("receive") {
                    let receive = ReceiveCoordinator(presenter: presenter)
                    await receive.start()
                    let scene = try #require(presenter.current(as: ReceiveViewModel.self))
                    scene.didEditRequestedAmount("2")
                    try await harness.payFromAnotherWallet(Amount(2, unit: .zil), to: bob)
                    scene.didTapDone()
                }
                try await flow.step("refresh") { await main.didPullToRefresh() }
            }
            // Assert
            #expect(main.state.balance == "2 ZIL")
        }
    }

    @Test("restoring a wallet from its private key, then its balance")
    func restoreFlow() async throws {
        try await WalletFlowHarness.run { harness in
            // Arrange
            let baseline = try Baseline.named("restore", in: try WalletFlowHarness.baselines)
            let presenter = RecordingPresenter()
            let restore = RestoreWalletCoordinator(presenter: presenter)
            var restored: Wallet?
            restore.onFinish = { if case .restored(let wallet) = $0 { restored = wallet } }
            var main: MainViewModel?
            // Act
            try await baseline.flow(harness.tap, timeout: timeout) { flow in
                flow.bind("address", to: alice.address.hex)
                try await flow.step("restore") {
                    await restore.start()
                    let scene = try #require(presenter.current(as: RestoreWalletViewModel.self))
                    scene.didEditPrivateKey(alice.privateKey.revealedHex())
                    scene.didEditEncryptionPassword(WalletFlowHarness.password)
                    scene.didEditConfirmEncryptionPassword(WalletFlowHarness.password)
                    await scene.didTapRestore()
                }
                try await flow.step("balance") {
                    let home = MainViewModel(wallet: try #require(restored))
                    main = home
                    await home.didAppear()
                }
            }
            // Assert
            #expect(restored?.address == alice.address)
            #expect(main?.state.balance == "1000 ZIL")
        }
    }

    // MARK: - The send flow

    /// Runs Zhip's send flow (1.5 ZIL from the saved wallet to bob) through `SendCoordinator`
    /// as the steps of `baseline`: prepare, review, sign (the wait for the receipt starts in the
    /// background), and "Done" on the broadcast scene (the balance is fetched again);
    /// `alsoInSignStep` runs in the sign step after the send.
    private func send(
        on harness: WalletFlowHarness, checkedBy baseline: Baseline,
        alsoInSignStep: (PreparedPayment) async throws -> Void = { _ in }
    ) async throws -> SendCoordinator.Outcome? {
        let presenter = RecordingPresenter()
        let coordinator = SendCoordinator(presenter: presenter, account: .legacy)
        var outcome: SendCoordinator.Outcome?
        var prepared: PreparedPayment?
        coordinator.onFinish = { outcome = $0 }
        do {
            try await baseline.flow(harness.tap, timeout: timeout) { flow in
                flow.bind("sender", to: alice.address.hex)
                flow.bind("recipient", to: bob.address.checksummed)
                flow.bind("amount", to: Amount(qa: 1_500_000_000_000).qaString)
                try await flow.step("prepare") {
                    await coordinator.start()
                    let prepare = try #require(presenter.current(as: PreparePaymentViewModel.self))
                    let coordinatorStep = prepare.navigator.onStep
                    prepare.navigator.onStep = { step in
                        if case .review(_, let payment) = step { prepared = payment }
                        coordinatorStep?(step)
                    }
                    prepare.didEditRecipient(bob.address.bech32)
                    prepare.didEditAmount("1.5")
                    await prepare.didTapContinue()
                }
                let review = try #require(presenter.current(as: ReviewPaymentViewModel.self))
                flow.bind("nonce", to: .number(try #require(review.state.summary.nonce)))
                try await flow.step("review") {
                    review.didToggleHasReviewed(true)
                    review.didTapContinue()
                }
                try await flow.step("sign") {
                    let sign = try #require(presenter.current(as: SignPaymentViewModel.self))
                    sign.didEditPassword(WalletFlowHarness.password)
                    await sign.didTapConfirm()
                    let poll = try #require(presenter.current(as: PollPaymentViewModel.self))
                    flow.bind("transactionID", to: poll.state.transaction.description)
                    try await alsoInSignStep(try #require(prepared))
                }
                try await flow.step("done") {
                    // "Done" once the receipt came; the flow then fetches the balance again.
                    await coordinator.waitUntilIdle()
                    try #require(presenter.current(as: PollPaymentViewModel.self)).didTapDone()
                    await coordinator.waitUntilIdle()
                }
            }
        } catch {
            // Whatever failed, the coordinator's own work ends before the devnet stops.
            await coordinator.waitUntilIdle()
            throw error
        }
        return outcome
    }
}
