import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli wallet create`: a new random key, locked with a new encryption password and saved
/// as the wallet, through ZhipCore's create scene.
struct WalletCreateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a new wallet and save it in Zhip's home.",
        discussion: """
            The key is new and random; it is locked with an encryption password of at least \
            \(Keystore.minimumPasswordLength) characters (asked twice on a terminal) and saved. Nothing is saved \
            when a wallet already is. Back it up at once with 'zhip-cli wallet backup': without a backup and the \
            password the funds are lost.
            Exit codes: 0 created; 1 failed (a wallet is already saved, the password was refused, the home cannot \
            be written), nothing was saved; 64 the command line was wrong or no password source.
            """)

    @Option(help: "The key derivation function: scrypt (as zilliqa-js) or pbkdf2 (as pyzil and gozilliqa).")
    var kdf: KDFChoice = .scrypt

    @OptionGroup var home: HomeOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var output: OutputOptions

    func run(_ console: Console) async throws {
        home.use(console)
        let source = SecretSource.password(console: console, file: password.passwordFile)
        try source.checkAvailable()
        try SavedWallet.ensureNone()
        let typed = try source.readNew(
            prompt: "New encryption password (at least \(Keystore.minimumPasswordLength) characters): ",
            repeat: "Repeat the encryption password: ")
        let wallet = try await Self.create(password: typed.secret, confirmation: typed.repetition, kdf: kdf)
        let report = WalletReport(wallet)
        try CommandOutput(console, output).emit(report, lines: report.lines)
        console.printError(
            "Saved in \(SavedWallet.dataDirectory). Back it up now: 'zhip-cli wallet backup --out FILE' "
                + "(and remember the password).")
    }

    /// Walks ZhipCore's create scene: the password and its confirmation, the backed-up box, Continue.
    @MainActor
    private static func create(password: String, confirmation: String, kdf: KDFChoice) async throws -> Wallet {
        let useCase = KDFCreateWalletUseCase(base: Container.shared.createWalletUseCase(), kdf: kdf.parameters)
        let scene = CreateNewWalletViewModel(createWalletUseCase: useCase)
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
