import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The account choice and the EVM send scenes on a scripted terminal, over fake nodes.
@MainActor
@Suite("Interactive app: the account choice and the EVM send scenes", .container)
struct InteractiveEVMSendSceneTests {
    let payments = ScenePayments(network: .devnet)
    let wallets: FakeWalletUseCase

    init() throws {
        let wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        wallets = FakeWalletUseCase(savedWallet: wallet)
    }

    @Test("the choice lists the accounts, the default first, and the number typed chooses")
    func chooseMove() async throws {
        let choose = ChooseSendingAccountViewModel(
            walletStorage: wallets, extractKeyPair: wallets, zilliqaService: payments.node, network: .success(.devnet))
        var steps: [ChooseSendingAccountViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }
        await choose.start()
        let terminal = ScriptedTerminal(["3"])

        try await TerminalPresenter(ui: terminal).turn(with: choose)

        #expect(terminal.output.contains("1) Send from the legacy (zil1) account"))
        #expect(terminal.output.contains("3) Move ZIL to my EVM account"))
        #expect(steps == [.moveToEVMAccount(TestWallets.keyPair.publicKey)])
    }

    @Test("a payment in doubt shows its hash and offers Check or Leave, never a password to send again")
    func inDoubt() async throws {
        let (session, prepared) = try await payments.evmTransfer()
        let transaction = try #require(prepared.transaction?.evm)
        let hash = try EVMHash(bytes: transaction.signed(with: TestWallets.keyPair).hash)
        payments.evm.scriptSends([.reject(EVMServiceError.sendOutcomeUnknown(hash, .timedOut))])
        let sign = SignPaymentViewModel(
            session: session, payment: prepared, walletStorage: wallets, extractKeyPair: wallets)
        await session.confirm(prepared)
        var steps: [SignPaymentViewModel.Step] = []
        sign.navigator.onStep = { steps.append($0) }
        let presenter = TerminalPresenter(ui: ScriptedTerminal([TestWallets.password]))
        try await presenter.turn(with: sign)
        let terminal = ScriptedTerminal(["2"])

        try await TerminalPresenter(ui: terminal).turn(with: sign)

        #expect(terminal.output.contains(hash.hex))
        #expect(terminal.output.contains("1) Check whether the node has it"))
        #expect(!terminal.reads.contains { $0.hidden })
        #expect(steps == [.leftInDoubt(.evm(hash))])
        #expect(payments.evm.calls(to: .send) == 1)
    }
}
