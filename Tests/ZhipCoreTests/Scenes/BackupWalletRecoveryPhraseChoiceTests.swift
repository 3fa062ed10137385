import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Backup hub: the recovery phrase")
@MainActor
struct BackupWalletRecoveryPhraseChoiceTests {
    @Test("a seed-phrase wallet's hub offers to reveal the phrase, in either mode", arguments: [true, false])
    func offeredForPhraseWallet(onboarding: Bool) {
        let viewModel = BackupWalletViewModel(
            wallet: TestWallets.phraseWallet, mode: onboarding ? .onboarding : .settings)

        #expect(viewModel.state.offersRecoveryPhrase)
    }

    @Test("a raw-key wallet's hub does not offer a phrase")
    func notOfferedForRawKeyWallet() {
        let viewModel = BackupWalletViewModel(wallet: TestWallets.wallet, mode: .settings)

        #expect(!viewModel.state.offersRecoveryPhrase)
    }

    @Test("revealing the phrase of a seed-phrase wallet is one tap away")
    func revealStep() {
        let viewModel = BackupWalletViewModel(wallet: TestWallets.phraseWallet, mode: .settings)
        var steps: [BackupWalletViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }

        viewModel.didTapRevealRecoveryPhrase()

        #expect(steps == [.revealRecoveryPhrase])
    }

    @Test("a raw-key wallet's hub ignores a tap on the phrase it does not offer")
    func rawKeyWalletIgnoresTap() {
        let viewModel = BackupWalletViewModel(wallet: TestWallets.wallet, mode: .settings)
        var steps: [BackupWalletViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }

        viewModel.didTapRevealRecoveryPhrase()

        #expect(steps.isEmpty)
    }
}
