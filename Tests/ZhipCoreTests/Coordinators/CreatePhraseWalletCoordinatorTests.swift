import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Create wallet flow: a new recovery phrase", .container)
@MainActor
struct CreatePhraseWalletCoordinatorTests {
    @MainActor
    final class Harness {
        let presenter = RecordingPresenter()
        let useCase = DefaultWalletUseCase(securePersistence: .inMemory())
        let coordinator: CreateWalletCoordinator
        var outcomes: [CreateWalletCoordinator.Outcome] = []

        init(words: MnemonicLength = .twelve) async {
            coordinator = CreateWalletCoordinator(
                presenter: presenter, kind: .recoveryPhrase(words), createWalletUseCase: useCase,
                walletStorageUseCase: useCase, extractKeyPairUseCase: useCase)
            coordinator.onFinish = { [unowned self] in outcomes.append($0) }
            await coordinator.start()
            presenter.current(as: EnsureThatYouAreNotBeingWatchedViewModel.self)?.didTapUnderstand()
        }

        /// The words on the screen, after ticking "written down" and going on.
        func writeDownWords() throws -> [String] {
            let show = try #require(presenter.current(as: ShowRecoveryPhraseViewModel.self))
            let words = show.state.words
            show.didToggleHasWrittenDown(true)
            show.didTapContinue()
            return words
        }

        /// Types back the words asked for, each changed by `change`, and confirms.
        func confirm(_ words: [String], change: (Int, String) -> String = { $1 }) throws {
            let confirm = try #require(presenter.current(as: ConfirmRecoveryPhraseViewModel.self))
            for (index, prompt) in confirm.state.prompts.enumerated() {
                confirm.didEditWord(atPrompt: index, change(index, words[prompt.position - 1]))
            }
            confirm.didTapConfirm()
        }

        func choosePassword() async throws {
            let create = try #require(presenter.current(as: CreateNewWalletViewModel.self))
            create.didEditEncryptionPassword(TestWallets.password)
            create.didEditPasswordConfirmation(TestWallets.password)
            create.didToggleHasBackedUpPassword(true)
            await create.didTapContinue()
        }
    }

    @Test("after the warning the words are shown, 12 of them, all from the BIP-39 list")
    func showsTwelveWords() async throws {
        let harness = await Harness()

        let words = try harness.writeDownWords()

        #expect(words.count == 12)
        #expect(throws: Never.self) { try Mnemonic(phrase: words.joined(separator: " ")) }
    }

    @Test("a 24-word phrase when asked for")
    func twentyFourWords() async throws {
        let harness = await Harness(words: .twentyFour)

        #expect(try harness.writeDownWords().count == 24)
    }

    @Test("the words confirmed, the password chosen: the saved wallet is the phrase's first zilliqa-js account")
    func createsTheShownPhrasesWallet() async throws {
        let harness = await Harness()
        let words = try harness.writeDownWords()
        try harness.confirm(words)

        try await harness.choosePassword()

        let saved = try #require(try harness.useCase.loadWallet())
        let expected = try Mnemonic(phrase: words.joined(separator: " ")).privateKey(
            at: DerivationPreset.zilliqa.path(account: 0))
        #expect(saved.address == expected.publicKey.address)
        #expect(saved.hasRecoveryPhrase)
        #expect(harness.outcomes == [.created(saved)])
    }

    @Test("no key backup follows: the confirmed phrase is the backup")
    func noKeyBackup() async throws {
        let harness = await Harness()
        try harness.confirm(try harness.writeDownWords())

        try await harness.choosePassword()

        #expect(!harness.presenter.sceneNames.contains("BackupWalletViewModel"))
    }

    @Test("a wrong word keeps the flow on the confirmation, with nothing made")
    func wrongWordStays() async throws {
        let harness = await Harness()
        let words = try harness.writeDownWords()

        try harness.confirm(words) { index, word in index == 0 ? (word == "zoo" ? "abandon" : "zoo") : word }

        #expect(harness.presenter.current(as: ConfirmRecoveryPhraseViewModel.self) != nil)
        #expect(try harness.useCase.loadWallet() == nil)
    }

    @Test("showing the phrase again shows the same words, then asks again")
    func showAgain() async throws {
        let harness = await Harness()
        let words = try harness.writeDownWords()
        try #require(harness.presenter.current(as: ConfirmRecoveryPhraseViewModel.self)).didTapShowPhraseAgain()

        let again = try harness.writeDownWords()

        #expect(again == words)
        #expect(harness.presenter.current(as: ConfirmRecoveryPhraseViewModel.self) != nil)
    }

    @Test("cancelling at the words ends the flow cancelled, with nothing saved")
    func cancelAtWords() async throws {
        let harness = await Harness()

        try #require(harness.presenter.current(as: ShowRecoveryPhraseViewModel.self)).didTapCancel()

        #expect(harness.outcomes == [.cancelled])
        #expect(try harness.useCase.loadWallet() == nil)
    }
}
