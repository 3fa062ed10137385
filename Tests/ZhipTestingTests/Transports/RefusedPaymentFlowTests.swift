import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

/// The whole app when the network refuses a payment it is sent: the real coordinators, scenes,
/// use cases and JSON-RPC client over a node that answers from fixture files and holds
/// CreateTransaction until the test refuses it.
@Suite("A payment the network refuses, over the real stack", .container)
@MainActor
struct RefusedPaymentFlowTests {
    private let presenter = RecordingPresenter()
    private let node: ScriptedTransport

    init() throws {
        node = ScriptedTransport(holding: ["CreateTransaction"], answering: try FixtureFiles.nodeAnswers())
    }

    /// How many times the wallet asked the node what it does with legacy transfers.
    private var eraQuestions: Int {
        node.requests(method: "CreateTransaction").filter(\.isLegacyTransferProbe).count
    }

    /// The app on a seeded testnet wallet that knows its EVM account, on its main scene.
    private func openApp() async throws -> (AppCoordinator, MainViewModel) {
        let locked = try Seed.wallet(keystoreAt: FixtureFiles.walletKeystore, origin: .imported)
        let key = try locked.keystore.decrypt(password: SecretText(FixtureFiles.walletPassword))
        let wallet = try Wallet(keystore: locked.keystore, publicKey: key.publicKey, origin: .imported)
        try await Seed(wallet: wallet, network: .named("testnet")).register(in: Container.shared)
        Container.shared.clock.register { ImmediateClock() }
        Container.shared.useTransport(node)
        let app = AppCoordinator(presenter: presenter)
        await app.start()
        await app.waitUntilIdle()
        return (app, try #require(presenter.current(as: MainViewModel.self)))
    }

    /// Walks Send from the main scene to the sign scene of 1 ZIL from the legacy account, the
    /// password typed.
    private func openSignScene(from main: MainViewModel, in app: AppCoordinator) async throws
        -> SignPaymentViewModel
    {
        main.didTapSend()
        await app.waitUntilIdle()
        try #require(presenter.current(as: ChooseSendingAccountViewModel.self)).didChoose(.legacy)
        await app.waitUntilIdle()
        return try await presenter.walkToSignScene()
    }

    @Test("a refused payment goes back to the wallet saying why, its era read again, no password asked")
    func refusalGoesBackToTheWallet() async throws {
        // Arrange
        let (app, main) = try await openApp()
        let sign = try await openSignScene(from: main, in: app)
        let asked = eraQuestions
        // Act
        let confirming = Task { await sign.didTapConfirm() }
        _ = try await node.nextHeldCall().respond(.error(code: -32, message: "CreateTransaction is disabled"))
        await confirming.value
        await app.waitUntilIdle()
        // Assert
        #expect(presenter.current === main)
        #expect(presenter.modals.isEmpty)
        #expect(main.state.refusalMessage?.hasPrefix("The payment was refused: ") == true)
        #expect(eraQuestions == asked)
        #expect(main.state.sendingAccounts == .evmOnly(.escrowOnly))
        #expect(node.requests(method: "CreateTransaction").filter { !$0.isLegacyTransferProbe }.count == 1)
    }
}
