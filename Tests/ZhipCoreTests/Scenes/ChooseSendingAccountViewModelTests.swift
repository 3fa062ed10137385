import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Send: choosing the account that pays")
@MainActor
struct ChooseSendingAccountViewModelTests {
    let node = FakeZilliqaService()

    private func scene(_ wallet: Wallet = EVMSendFixtures.evmWallet) -> (
        ChooseSendingAccountViewModel, StepRecorder<ChooseSendingAccountViewModel.Step>, FakeWalletUseCase
    ) {
        let wallets = FakeWalletUseCase(savedWallet: wallet)
        let scene = ChooseSendingAccountViewModel(
            walletStorage: wallets, extractKeyPair: wallets, zilliqaService: node, network: .success(.devnet))
        return (scene, StepRecorder(scene.navigator), wallets)
    }

    @Test("where legacy transfers are taken: the legacy account first, the EVM one and the move beside it")
    func both() async {
        let (scene, _, _) = scene()

        await scene.start()

        #expect(scene.state.choices == [.legacy, .evm, .moveToEVMAccount])
        #expect(scene.state.sendingAccounts == .both)
        #expect(node.calls(to: .legacyTransfers) == 1)
    }

    @Test("where legacy transfers are refused: the EVM account only, and why")
    func disabled() async {
        node.setLegacyTransfers(.disabled)
        let (scene, _, _) = scene()

        await scene.start()

        #expect(scene.state.choices == [.evm])
        #expect(scene.state.defaultChoice == .evm)
        #expect(scene.state.sendingAccounts?.explanation.hasPrefix("Only the EVM account can send") == true)
    }

    @Test("escrow only: the EVM account first, the legacy one still offered for the escrow, no move")
    func escrowOnly() async {
        node.setLegacyTransfers(.escrowOnly)
        let (scene, _, _) = scene()

        await scene.start()

        #expect(scene.state.choices == [.evm, .legacy])
    }

    @Test("a node that does not say counts as legacy, as PayingAccount.default reads it")
    func unknownEra() async {
        node.setError(.transport(.timedOut), for: .legacyTransfers)
        let (scene, _, _) = scene()

        await scene.start()

        #expect(scene.state.defaultChoice == .legacy)
        #expect(scene.state.sendingAccounts == nil)
    }

    @Test("choosing the EVM account moves on with the wallet's EVM address, no password asked")
    func chooseEVM() async {
        let (scene, steps, wallets) = scene()
        await scene.start()

        scene.didChoose(.evm)

        #expect(steps.steps == [.evm(sender: EVMSendFixtures.sender)])
        #expect(wallets.extractKeyPairCallCount == 0)
    }

    @Test("choosing the move moves on with the key's public half")
    func chooseMove() async {
        let (scene, steps, _) = scene()
        await scene.start()

        scene.didChoose(.moveToEVMAccount)

        #expect(steps.steps == [.moveToEVMAccount(TestWallets.keyPair.publicKey)])
    }

    @Test("a choice not offered does nothing")
    func notOffered() async {
        node.setLegacyTransfers(.disabled)
        let (scene, steps, _) = scene()
        await scene.start()

        scene.didChoose(.moveToEVMAccount)

        #expect(steps.steps.isEmpty)
    }

    @Test("a wallet that does not know its EVM account asks the password once; a wrong one is said")
    func learnsEVMAccount() async {
        let (scene, steps, wallets) = scene(TestWallets.wallet)
        await scene.start()
        #expect(scene.state.evmAddress == nil)

        scene.didChoose(.evm)
        #expect(scene.state.passwordNeededFor == .evm)
        await scene.didEnterPassword("wrong")
        #expect(scene.state.errorMessage == SignPaymentViewModel.incorrectPassword)
        await scene.didEnterPassword(TestWallets.password)

        #expect(steps.steps == [.evm(sender: EVMSendFixtures.sender)])
        #expect(scene.state.evmAddress == EVMSendFixtures.sender.checksummed)
        #expect(wallets.extractKeyPairCallCount == 2)
    }

    @Test("the legacy account needs no password even when the EVM account is not known")
    func legacyWithoutKey() async {
        let (scene, steps, _) = scene(TestWallets.wallet)
        await scene.start()

        scene.didChoose(.legacy)

        #expect(steps.steps == [.legacy])
    }
}
