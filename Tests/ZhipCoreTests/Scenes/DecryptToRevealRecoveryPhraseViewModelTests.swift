import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Decrypt the recovery phrase to reveal it")
@MainActor
struct DecryptToRevealRecoveryPhraseViewModelTests {
    typealias Step = DecryptToRevealRecoveryPhraseViewModel.Step

    @MainActor
    final class Harness {
        let fake = FakeWalletUseCase()
        let viewModel: DecryptToRevealRecoveryPhraseViewModel
        var steps: [Step] = []
        var states: [DecryptToRevealRecoveryPhraseViewModel.State] = []

        init(wallet: Wallet = TestWallets.phraseWallet, isNewlyCreatedWallet: Bool = false) {
            viewModel = DecryptToRevealRecoveryPhraseViewModel(
                wallet: wallet, isNewlyCreatedWallet: isNewlyCreatedWallet, walletAccountsUseCase: fake)
            viewModel.navigator.onStep = { [unowned self] in steps.append($0) }
            viewModel.onChange = { [unowned self] in states.append($0) }
        }
    }

    @Test("the right password reveals the wallet's recovery phrase")
    func rightPasswordReveals() async {
        let harness = Harness()
        harness.viewModel.didEditEncryptionPassword(TestWallets.password)

        await harness.viewModel.didTapReveal()

        #expect(harness.steps == [.revealed(TestWallets.recoveryPhrase)])
        #expect(harness.fake.revealRecoveryPhraseCallCount == 1)
    }

    @Test("a wrong password is refused in Zhip's words, and nothing is revealed")
    func wrongPasswordRefused() async {
        let harness = Harness(isNewlyCreatedWallet: false)
        harness.viewModel.didEditEncryptionPassword("not the password")

        await harness.viewModel.didTapReveal()

        #expect(harness.viewModel.state.errorMessage == DecryptKeystoreToRevealKeyPairViewModel.incorrectPassword)
        #expect(harness.steps.isEmpty)
        #expect(harness.viewModel.state.isRevealEnabled)
    }

    @Test("a wrong password while backing up a new wallet says to start over if it is forgotten")
    func wrongPasswordNewWallet() async {
        let harness = Harness(isNewlyCreatedWallet: true)
        harness.viewModel.didEditEncryptionPassword("not the password")

        await harness.viewModel.didTapReveal()

        #expect(
            harness.viewModel.state.errorMessage
                == DecryptKeystoreToRevealKeyPairViewModel.incorrectPasswordForNewWallet)
    }

    @Test("a wallet without a phrase is refused with why, as it is described")
    func rawKeyWalletRefused() async {
        let harness = Harness(wallet: TestWallets.wallet)
        harness.viewModel.didEditEncryptionPassword(TestWallets.password)

        await harness.viewModel.didTapReveal()

        #expect(harness.viewModel.state.errorMessage == WalletError.noRecoveryPhrase.description)
        #expect(harness.steps.isEmpty)
    }

    @Test("the scene shows it is busy while opening the phrase, with Reveal disabled")
    func busyWhileRevealing() async {
        let harness = Harness()
        harness.viewModel.didEditEncryptionPassword(TestWallets.password)

        await harness.viewModel.didTapReveal()

        let busy = harness.states.filter(\.isRevealing)
        #expect(busy.count == 1)
        #expect(busy.allSatisfy { !$0.isRevealEnabled })
        #expect(!harness.viewModel.state.isRevealing)
    }

    @Test("the state never holds the password, in any state reported")
    func stateHoldsNoPassword() async {
        let harness = Harness()
        harness.viewModel.didEditEncryptionPassword("not the password")
        await harness.viewModel.didTapReveal()

        var dumped = ""
        for state in harness.states { dump(state, to: &dumped) }
        let shown = harness.states.map { String(reflecting: $0) }.joined() + dumped

        #expect(!shown.contains("not the password"))
    }

    @Test("typing again clears the failure's message")
    func editingClearsError() async {
        let harness = Harness()
        harness.viewModel.didEditEncryptionPassword("not the password")
        await harness.viewModel.didTapReveal()

        harness.viewModel.didEditEncryptionPassword("not the password!")

        #expect(harness.viewModel.state.errorMessage == nil)
    }

    @Test("cancelling goes back without opening the phrase")
    func cancelGoesBack() {
        let harness = Harness()

        harness.viewModel.didTapCancel()

        #expect(harness.steps == [.cancel])
        #expect(harness.fake.revealRecoveryPhraseCallCount == 0)
    }

    @Test("a revealed step equals another only for the same words and passphrase")
    func stepEquality() {
        let other = RecoveryPhrase(mnemonic: Mnemonic.generate(.twelve))
        let withPassphrase = RecoveryPhrase(mnemonic: TestWallets.recoveryPhrase.mnemonic, passphrase: "TREZOR")

        #expect(Step.revealed(TestWallets.recoveryPhrase) != .revealed(other))
        #expect(Step.revealed(TestWallets.recoveryPhrase) != .revealed(withPassphrase))
        #expect(Step.revealed(TestWallets.recoveryPhrase) != .cancel)
    }

    @Test(
        "by default the view model opens the phrase with the container's use case",
        .container { $0.walletUseCase.register { FakeWalletUseCase() } })
    func defaultsComeFromTheContainer() async {
        let viewModel = DecryptToRevealRecoveryPhraseViewModel(
            wallet: TestWallets.phraseWallet, isNewlyCreatedWallet: false)
        var steps: [Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didEditEncryptionPassword(TestWallets.password)

        await viewModel.didTapReveal()

        #expect(steps == [.revealed(TestWallets.recoveryPhrase)])
    }

    @Test("typing the password reports one change, with Reveal enabled")
    func typingReportsOnce() {
        let harness = Harness()
        let changes = StateChanges(of: harness.viewModel)

        harness.viewModel.didEditEncryptionPassword(TestWallets.password)

        #expect(changes.states.map(\.isRevealEnabled) == [true])
    }
}
