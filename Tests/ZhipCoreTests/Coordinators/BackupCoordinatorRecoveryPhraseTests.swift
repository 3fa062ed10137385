import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Backup flow: the recovery phrase")
@MainActor
struct BackupCoordinatorRecoveryPhraseTests {
    @MainActor
    final class Harness {
        let presenter = RecordingPresenter()
        let fake = FakeWalletUseCase()
        let coordinator: BackupCoordinator
        var outcomes: [BackupCoordinator.Outcome] = []

        init(mode: BackupWalletViewModel.Mode = .settings) async {
            coordinator = BackupCoordinator(
                presenter: presenter, wallet: TestWallets.phraseWallet, mode: mode, extractKeyPairUseCase: fake,
                walletAccountsUseCase: fake)
            coordinator.onFinish = { [unowned self] in outcomes.append($0) }
            await coordinator.start()
        }

        var hub: BackupWalletViewModel? { presenter.current(as: BackupWalletViewModel.self) }
        var decrypt: DecryptToRevealRecoveryPhraseViewModel? {
            presenter.current(as: DecryptToRevealRecoveryPhraseViewModel.self)
        }
    }

    @Test("revealing asks for the password, shows the phrase's words, and Done returns to the hub")
    func revealAndBack() async throws {
        let harness = await Harness()
        try #require(harness.hub).didTapRevealRecoveryPhrase()
        let decrypt = try #require(harness.decrypt)
        decrypt.didEditEncryptionPassword(TestWallets.password)

        await decrypt.didTapReveal()
        let revealed = try #require(harness.presenter.current(as: BackUpRevealedRecoveryPhraseViewModel.self))
        let showsThePhrase =
            revealed.state.words.joined(separator: " ")
            == TestWallets.recoveryPhrase.mnemonic.revealedPhrase()
        revealed.didTapDone()

        #expect(showsThePhrase)
        #expect(harness.hub != nil)
        #expect(harness.presenter.modals.count == 1)
        #expect(harness.outcomes.isEmpty)
        #expect(
            harness.presenter.sceneNames == [
                "BackupWalletViewModel", "DecryptToRevealRecoveryPhraseViewModel",
                "BackUpRevealedRecoveryPhraseViewModel",
            ])
    }

    @Test("a wrong password is refused: the password scene stays, saying so")
    func wrongPasswordStays() async throws {
        let harness = await Harness()
        try #require(harness.hub).didTapRevealRecoveryPhrase()
        let decrypt = try #require(harness.decrypt)
        decrypt.didEditEncryptionPassword("not the password")

        await decrypt.didTapReveal()

        #expect(harness.decrypt === decrypt)
        #expect(decrypt.state.errorMessage == DecryptKeystoreToRevealKeyPairViewModel.incorrectPassword)
    }

    @Test("going back from the password returns to the hub without opening the phrase")
    func decryptCancel() async throws {
        let harness = await Harness()
        try #require(harness.hub).didTapRevealRecoveryPhrase()

        try #require(harness.decrypt).didTapCancel()

        #expect(harness.hub != nil)
        #expect(harness.fake.revealRecoveryPhraseCallCount == 0)
    }

    @Test(
        "by default the flow opens the phrase with the container's use case",
        .container { $0.walletUseCase.register { FakeWalletUseCase() } })
    func defaultsComeFromTheContainer() async throws {
        let presenter = RecordingPresenter()
        let coordinator = BackupCoordinator(presenter: presenter, wallet: TestWallets.phraseWallet, mode: .settings)
        await coordinator.start()
        try #require(presenter.current(as: BackupWalletViewModel.self)).didTapRevealRecoveryPhrase()
        let decrypt = try #require(presenter.current(as: DecryptToRevealRecoveryPhraseViewModel.self))
        decrypt.didEditEncryptionPassword(TestWallets.password)

        await decrypt.didTapReveal()

        #expect(presenter.current is BackUpRevealedRecoveryPhraseViewModel)
    }
}
