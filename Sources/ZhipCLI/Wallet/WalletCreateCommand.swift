import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli wallet create`: a new wallet from a new BIP-39 recovery phrase (or with `--raw-key`
/// one random key), locked with a new encryption password and saved, through ZhipCore's scenes.
struct WalletCreateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a new wallet and save it in Zhip's home.",
        discussion: """
            The wallet is a new recovery phrase of --words 12 (the default) or 24 words; its first account is \
            m/44'/313'/0'/0/0 (as zilliqa-js and ZilPay derive it), and more come with 'zhip-cli account add'. On a \
            terminal the words are shown once, then three of them are asked back; with --phrase-out FILE they are \
            written to a new file (mode 0600) instead, for scripts: write them down and delete the file. The phrase \
            is the backup: anyone who has it has the funds. With --raw-key the wallet is one new random key, with no \
            phrase: back it up at once with 'zhip-cli wallet backup'. Either is locked with an encryption password \
            of at least \(Keystore.minimumPasswordLength) characters (asked twice on a terminal) and saved. Nothing \
            is saved when a wallet already is.
            Exit codes: 0 created; 1 failed (a wallet is already saved, the phrase was not confirmed, the password \
            was refused, the home cannot be written), nothing was saved; 64 the command line was wrong, no password \
            source, or no terminal and no --phrase-out.
            """)

    @Option(help: "The key derivation function: scrypt (as zilliqa-js) or pbkdf2 (as pyzil and gozilliqa).")
    var kdf: KDFChoice = .scrypt

    @Option(help: "How many words the new recovery phrase has: 12 (the default) or 24.", valueName: "12|24")
    var words: Int?

    @Option(
        help: "Write the new recovery phrase to this new file (mode 0600) instead of showing it on the terminal.",
        valueName: "file")
    var phraseOut: String?

    @Flag(help: "A wallet of one new random key, with no recovery phrase.")
    var rawKey = false

    @OptionGroup var home: HomeOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if rawKey {
            guard words == nil, phraseOut == nil else {
                throw ValidationError(
                    "--raw-key makes a wallet with no recovery phrase: it takes no --words or --phrase-out")
            }
        }
        if let words, words != 12, words != 24 { throw ValidationError("--words is 12 or 24, not \(words)") }
        if let phraseOut { try KeystoreWriting.validateOut(phraseOut) }
    }

    /// The new phrase, when the wallet has one.
    private var length: MnemonicLength? {
        rawKey ? nil : (words == 24 ? .twentyFour : .twelve)
    }

    func run(_ console: Console) async throws {
        home.use(console)
        let source = SecretSource.password(console: console, file: password.passwordFile)
        try source.checkAvailable()
        let phraseFile = phraseOut.map(console.absolutePath)
        if length != nil, phraseFile == nil, !console.stdinIsTerminal {
            throw ValidationError(
                "a new recovery phrase must be written down: run on a terminal to see it, or give --phrase-out FILE "
                    + "(or --raw-key for a wallet of one key without a phrase)")
        }
        try SavedWallet.ensureNone()
        if let phraseFile { try SecretFile.ensureAbsent(phraseFile) }
        var phrase: RecoveryPhrase?
        if let length {
            let mnemonic = Mnemonic.generate(length)
            if phraseFile == nil { try await NewRecoveryPhrase.confirmOnTerminal(mnemonic, console: console) }
            phrase = RecoveryPhrase(mnemonic: mnemonic)
        }
        let typed = try source.readNew(
            prompt: "New encryption password (at least \(Keystore.minimumPasswordLength) characters): ",
            repeat: "Repeat the encryption password: ")
        let wallet = try await Self.create(
            from: phrase, password: typed.secret, confirmation: typed.repetition, kdf: kdf)
        if let phraseFile, let phrase {
            // Written once the wallet is saved, so a refused password leaves no phrase of no wallet behind.
            do { try NewRecoveryPhrase.write(phrase.mnemonic, to: phraseFile) } catch {
                throw WalletCommandError.failed(
                    "the wallet was saved, but its recovery phrase could not be written to \(phraseFile) (\(error)): "
                        + "see it with 'zhip-cli wallet backup --reveal-recovery-phrase' and write it down")
            }
        }
        let report = WalletReport(wallet)
        try CommandOutput(console, output).emit(report, lines: report.lines)
        if let phraseFile {
            console.printError(
                "Saved in \(SavedWallet.dataDirectory). The recovery phrase is in \(phraseFile): write it down, keep "
                    + "it offline, then delete the file (and remember the password).")
        } else if phrase != nil {
            console.printError(
                "Saved in \(SavedWallet.dataDirectory). The recovery phrase you wrote down is its backup (with the "
                    + "password for this machine's copy).")
        } else {
            console.printError(
                "Saved in \(SavedWallet.dataDirectory). Back it up now: 'zhip-cli wallet backup --out FILE' "
                    + "(and remember the password).")
        }
    }

    /// Walks ZhipCore's create scene: the password and its confirmation, the backed-up box, Continue.
    @MainActor
    private static func create(from phrase: RecoveryPhrase?, password: String, confirmation: String, kdf: KDFChoice)
        async throws -> Wallet
    {
        let useCase = KDFCreateWalletUseCase(base: Container.shared.createWalletUseCase(), kdf: kdf.parameters)
        let scene = CreateNewWalletViewModel(recoveryPhrase: phrase, createWalletUseCase: useCase)
        var created: Wallet?
        scene.navigator.onStep = { step in
            if case .created(let wallet) = step { created = wallet }
        }
        scene.didEditEncryptionPassword(password)
        scene.didEndEditingEncryptionPassword()
        scene.didEditPasswordConfirmation(confirmation)
        scene.didEndEditingPasswordConfirmation()
        // The person chose the password on purpose (a file, the environment, typed twice).
        scene.didToggleHasBackedUpPassword(true)
        if let message = scene.state.encryptionPassword.errorMessage {
            throw WalletCommandError.rejected(what: "the encryption password", message: message)
        }
        // The scene shows no error under a field left empty; an empty password is too short.
        if case .invalid(let message) = EncryptionPasswordValidator().validate(password) {
            throw WalletCommandError.rejected(what: "the encryption password", message: message.message)
        }
        if let message = scene.state.passwordConfirmation.errorMessage {
            throw WalletCommandError.rejected(what: "the repeated encryption password", message: message)
        }
        await scene.didTapContinue()
        if let message = scene.state.errorMessage { throw WalletCommandError.failed(message) }
        guard let created else { throw WalletCommandError.failed("the wallet was not created; run the command again") }
        return created
    }
}
