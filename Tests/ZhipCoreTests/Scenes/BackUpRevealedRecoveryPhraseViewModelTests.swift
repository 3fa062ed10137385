import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Every expectation on words compares them to a boolean, so that a failure never prints one.
@Suite("Back up the revealed recovery phrase")
@MainActor
struct BackUpRevealedRecoveryPhraseViewModelTests {
    /// zilliqa-js's fixture phrase, as written down.
    static let knownWords = "cart hat drip lava jelly keep device journey bean mango rocket festival"
        .split(separator: " ").map(String.init)
    /// A passphrase for the phrase that has one (BIP-39's test vectors', on the list of secrets).
    static let passphrase = "TREZOR"
    static let phraseWithPassphrase = RecoveryPhrase(
        mnemonic: TestWallets.recoveryPhrase.mnemonic, passphrase: passphrase)

    @Test("dump of the scene holds no word and no passphrase")
    func dumpIsRedacted() {
        let viewModel = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: Self.phraseWithPassphrase)
        var text = ""

        dump(viewModel, to: &text)

        #expect(!Self.knownWords.contains { text.contains($0) })
        #expect(!text.contains(Self.passphrase))
    }

    @Test("the scene shows exactly the 12 words of the phrase, in order")
    func showsTheWords() {
        let viewModel = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: TestWallets.recoveryPhrase)

        let isTheKnownPhrase = viewModel.state.words == Self.knownWords

        #expect(viewModel.state.words.count == 12)
        #expect(isTheKnownPhrase)
    }

    @Test("a phrase without a passphrase says it has none, and has none to show")
    func noPassphrase() {
        let viewModel = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: TestWallets.recoveryPhrase)

        viewModel.didTapRevealPassphrase()

        #expect(!viewModel.state.hasPassphrase)
        #expect(viewModel.state.revealedPassphrase == nil)
    }

    @Test("a phrase with a passphrase says so, but shows it only once asked")
    func passphraseOnlyWhenAsked() {
        let viewModel = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: Self.phraseWithPassphrase)
        let before = viewModel.state.revealedPassphrase

        viewModel.didTapRevealPassphrase()

        let showsIt = viewModel.state.revealedPassphrase == Self.passphrase
        #expect(viewModel.state.hasPassphrase)
        #expect(before == nil)
        #expect(showsIt)
    }

    @Test("the state never shows a word or the passphrase in its description or dump")
    func stateRedacted() {
        let viewModel = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: Self.phraseWithPassphrase)
        viewModel.didTapRevealPassphrase()
        var dumped = ""

        dump(viewModel.state, to: &dumped)

        let shown = String(describing: viewModel.state) + String(reflecting: viewModel.state) + dumped
        let showsAWord = Self.knownWords.contains { shown.contains($0) }
        let showsThePassphrase = shown.contains(Self.passphrase)
        #expect(!showsAWord)
        #expect(!showsThePassphrase)
    }

    @Test("Done drops the words and the passphrase from the state, then goes back")
    func doneDropsThem() {
        let viewModel = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: Self.phraseWithPassphrase)
        viewModel.didTapRevealPassphrase()
        var steps: [BackUpRevealedRecoveryPhraseViewModel.Step] = []
        var wordsWhenLeaving: Int?
        var passphraseWhenLeaving: String?
        viewModel.navigator.onStep = { [weak viewModel] in
            steps.append($0)
            wordsWhenLeaving = viewModel?.state.words.count
            passphraseWhenLeaving = viewModel?.state.revealedPassphrase
        }

        viewModel.didTapDone()

        #expect(steps == [.done])
        #expect(wordsWhenLeaving == 0)
        #expect(passphraseWhenLeaving == nil)
    }

    @Test("once done, asking for the passphrase shows nothing")
    func noPassphraseAfterDone() {
        let viewModel = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: Self.phraseWithPassphrase)
        viewModel.didTapDone()

        viewModel.didTapRevealPassphrase()

        #expect(viewModel.state.revealedPassphrase == nil)
    }

    @Test("Done reports one change, dropping the words")
    func doneReportsOnce() {
        let viewModel = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: TestWallets.recoveryPhrase)
        let changes = StateChanges(of: viewModel)

        viewModel.didTapDone()

        #expect(changes.states.map(\.words.count) == [0])
    }

    @Test("a second Done reports nothing")
    func secondDoneReportsNothing() {
        let viewModel = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: TestWallets.recoveryPhrase)
        viewModel.didTapDone()
        let changes = StateChanges(of: viewModel)

        viewModel.didTapDone()

        #expect(changes.count == 0)
    }
}
