import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The backup scenes of a seed-phrase wallet in the terminal: the hub's choice, the password, and
/// the words. Expectations on the words compare them to booleans, so that a failure never prints one.
@MainActor
@Suite("Interactive app: backing up the recovery phrase", .container)
struct InteractiveBackupPhraseTests {
    /// The words of ``TestWallets/recoveryPhrase``, first word first.
    static let words = TestWallets.recoveryPhrase.mnemonic.revealedPhrase().split(separator: " ").map(String.init)

    @Test("a seed-phrase wallet's hub offers the phrase as choice 3, before Done")
    func hubOffersPhrase() async {
        let hub = BackupWalletViewModel(wallet: TestWallets.phraseWallet, mode: .settings)
        var steps: [BackupWalletViewModel.Step] = []
        hub.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["3"])

        await terminal.turn(with: hub)

        #expect(terminal.output.contains("  3) Reveal the recovery phrase\n  4) Done\n  5) Cancel"))
        #expect(steps == [.revealRecoveryPhrase])
    }

    @Test("a raw-key wallet's hub does not offer a phrase")
    func rawKeyHubHasNoPhrase() async {
        let hub = BackupWalletViewModel(wallet: TestWallets.wallet, mode: .settings)
        let terminal = ScriptedTerminal(["3"])

        await terminal.turn(with: hub)

        #expect(!terminal.output.contains("Reveal the recovery phrase"))
    }

    @Test("the password is read without echo, and a wrong one shows Zhip's message on the next turn")
    func wrongPassword() async {
        let wallets = FakeWalletUseCase()
        let decrypt = DecryptToRevealRecoveryPhraseViewModel(
            wallet: TestWallets.phraseWallet, isNewlyCreatedWallet: false, walletAccountsUseCase: wallets)
        let terminal = ScriptedTerminal(["not the password"])

        await terminal.turn(with: decrypt)
        await terminal.turn(with: decrypt)

        #expect(terminal.output.contains(DecryptKeystoreToRevealKeyPairViewModel.incorrectPassword))
        #expect(terminal.reads.first?.hidden == true)
    }

    @Test("an empty password goes back without opening the phrase")
    func emptyPasswordGoesBack() async {
        let wallets = FakeWalletUseCase()
        let decrypt = DecryptToRevealRecoveryPhraseViewModel(
            wallet: TestWallets.phraseWallet, isNewlyCreatedWallet: false, walletAccountsUseCase: wallets)
        var steps: [DecryptToRevealRecoveryPhraseViewModel.Step] = []
        decrypt.navigator.onStep = { steps.append($0) }

        await ScriptedTerminal([""]).turn(with: decrypt)

        #expect(steps == [.cancel])
        #expect(wallets.revealRecoveryPhraseCallCount == 0)
    }

    @Test("the words are shown numbered, Enter drops them, and the screen is cleared")
    func wordsShownNumbered() async {
        let revealed = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: TestWallets.recoveryPhrase)
        let terminal = ScriptedTerminal([""])

        await terminal.turn(with: revealed)

        let numbered = Self.words.enumerated().allSatisfy { terminal.lines.contains("\($0.offset + 1). \($0.element)") }
        #expect(numbered)
        #expect(revealed.state.words.isEmpty)
        #expect(terminal.lines.last == ScriptedTerminal.clearedScreen)
    }

    @Test("the words are cleared from the screen at end of input too")
    func wordsClearedAtEndOfInput() async {
        let revealed = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: TestWallets.recoveryPhrase)
        let terminal = ScriptedTerminal([])

        #expect(await terminal.turn(with: revealed) == .endOfInput)
        #expect(terminal.lines.last == ScriptedTerminal.clearedScreen)
    }

    @Test("a phrase with a passphrase says so, and shows it only when the person says yes", arguments: [true, false])
    func passphraseWhenAsked(asks: Bool) async {
        let passphrase = "TREZOR"
        let revealed = BackUpRevealedRecoveryPhraseViewModel(
            recoveryPhrase: RecoveryPhrase(mnemonic: TestWallets.recoveryPhrase.mnemonic, passphrase: passphrase))
        let terminal = ScriptedTerminal([asks ? "y" : "n", ""])

        await terminal.turn(with: revealed)

        let showsPassphrase = terminal.output.contains(passphrase)
        #expect(terminal.output.contains(BackUpRevealedRecoveryPhraseViewModel.passphraseNotice))
        #expect(showsPassphrase == asks)
    }
}
