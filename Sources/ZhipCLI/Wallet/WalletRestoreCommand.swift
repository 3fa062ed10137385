import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli wallet restore`: saves a wallet from a private key (locked with a new encryption
/// password) or from a keystore (kept as it is), through ZhipCore's restore scene.
struct WalletRestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Restore a wallet from a private key, a recovery phrase or a keystore, and save it in Zhip's home.",
        discussion: """
            With --private-key-file the key (64 hex characters, 0x optional) is locked with a new encryption \
            password from --password-file, $ZHIP_PASSWORD, or asked twice on a terminal. With --mnemonic-file \
            the wallet is a BIP-39 recovery phrase's (its passphrase from --passphrase-file or \
            $ZHIP_BIP39_PASSPHRASE), sealed with the new password the same way, opened at one account: --path \
            zilliqa (the default, m/44'/313'/0'/0/N as zilliqa-js and ZilPay), ledger (m/44'/313'/N'/0'/0'), \
            ethereum (m/44'/60'/0'/0/N as MetaMask) or a path m/…, and --index N (default 0); more accounts \
            with 'zhip-cli account add'. With --keystore the \
            file is checked with its password (--keystore-password-file, else the password source) and saved as \
            it is. Nothing is saved when a wallet already is.
            Exit codes: 0 restored; 1 failed (a wallet is already saved, a bad key or keystore, a wrong or refused \
            password), nothing was saved; 64 the command line was wrong or no password source.
            """)

    /// A private key file larger than this is refused.
    static let keyFileLimit = 4096

    @Option(help: "A file holding the private key as 64 hex characters.", valueName: "file")
    var privateKeyFile: String?

    @OptionGroup var mnemonic: MnemonicOptions

    @Option(help: "A keystore file (any Zilliqa wallet's).", valueName: "file")
    var keystore: String?

    @Option(
        help: "Read the keystore's password from the first line of this file (else the password source).",
        valueName: "file")
    var keystorePasswordFile: String?

    @Flag(
        help: "Restore a Ledger wallet: the EVM account Ledger's Ethereum app derives on --path (ledger-live, the "
            + "default: m/44'/60'/N'/0/0; legacy: m/44'/60'/0'/N; or m/…) at --index N. No key is kept: the device "
            + "signs. Over USB, or the Speculos emulator with ZHIP_LEDGER_TRANSPORT=tcp:HOST:PORT.")
    var ledger = false

    @OptionGroup var home: HomeOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if ledger {
            try validateLedger()
            return
        }
        let given = [privateKeyFile, mnemonic.mnemonicFile, keystore].compactMap { $0 }.count
        guard given == 1 else {
            throw ValidationError(
                given == 0
                    ? "give --private-key-file FILE, --mnemonic-file FILE or --keystore FILE"
                    : "give one of --private-key-file, --mnemonic-file and --keystore")
        }
        try mnemonic.check()
        switch (privateKeyFile ?? mnemonic.mnemonicFile, keystore) {
        case (_?, nil) where keystorePasswordFile != nil:
            throw ValidationError(
                "--keystore-password-file goes with --keystore; the new password for a private key comes from "
                    + "--password-file or ZHIP_PASSWORD")
        default: break
        }
    }

    func run(_ console: Console) async throws {
        home.use(console)
        if ledger {
            try await restoreLedger(console)
            return
        }
        let source =
            keystorePasswordFile.map {
                SecretSource.password(console: console, file: $0, fileOption: "--keystore-password-file")
            } ?? .password(console: console, file: password.passwordFile)
        try source.checkAvailable()
        try SavedWallet.ensureNone()
        let input: Input
        let key: String? = try privateKeyFile.map {
            try Self.readText(console.absolutePath($0), kind: "a private key file")
        }
        if let phrase = try mnemonic.recoveryPhrase(console) {
            let typed = try source.readNew(
                prompt: "New encryption password (at least \(Keystore.minimumPasswordLength) characters): ",
                repeat: "Repeat the encryption password: ")
            input = .recoveryPhrase(
                phrase, choice: mnemonic.sceneChoice, password: typed.secret, confirmation: typed.repetition)
        } else if let key {
            let typed = try source.readNew(
                prompt: "New encryption password (at least \(Keystore.minimumPasswordLength) characters): ",
                repeat: "Repeat the encryption password: ")
            input = .privateKey(key, password: typed.secret, confirmation: typed.repetition)
        } else if let keystore {
            let path = console.absolutePath(keystore)
            // A file that is no keystore (binary, not JSON, damaged) is refused in the keystore's own words.
            _ = try KeystoreInput(path: path)
            let json = try Self.readText(path, kind: "a keystore", limit: KeystoreInput.limit)
            input = .keystore(json, password: try source.read(prompt: "Keystore password: "))
        } else {
            throw ValidationError("give --private-key-file FILE, --mnemonic-file FILE or --keystore FILE")
        }
        let wallet = try await Self.restore(input)
        let report = WalletReport(wallet)
        try CommandOutput(console, output).emit(report, lines: report.lines)
    }

    /// --ledger goes alone, with --path and --index only.
    private func validateLedger() throws {
        guard privateKeyFile == nil, mnemonic.mnemonicFile == nil, keystore == nil, keystorePasswordFile == nil,
            mnemonic.phrase.passphraseFile == nil, password.passwordFile == nil
        else {
            throw ValidationError(
                "--ledger restores from the device alone: leave out the key, phrase, keystore and password options")
        }
        if case .custom = try ledgerPathStyle(), mnemonic.index != nil {
            throw ValidationError("--index goes with --path ledger-live or legacy; a path m/… is used as it is")
        }
        _ = try ledgerPath()
    }

    /// --path as a Ledger path style, ledger-live when not given.
    private func ledgerPathStyle() throws -> LedgerPathStyle {
        do { return try LedgerPathStyle(mnemonic.phrase.path ?? "ledger-live") } catch {
            throw ValidationError(
                "--path with --ledger is ledger-live, legacy or a path such as m/44'/60'/0'/0/0: \(error)")
        }
    }

    /// The path --path and --index name.
    private func ledgerPath() throws -> DerivationPath {
        do { return try ledgerPathStyle().path(index: mnemonic.index ?? 0) } catch {
            throw ValidationError("--index is below 2147483648: \(error)")
        }
    }

    /// Reads the account on the path from the device and saves it as a Ledger wallet.
    private func restoreLedger(_ console: Console) async throws {
        try SavedWallet.ensureNone()
        let path = try ledgerPath()
        let app = try await LedgerDevice.openApp(console)
        let account = try await WaitingLine.showing("Reading the account at \(path) from the Ledger", on: console) {
            () async throws(LedgerError) in try await app.address(at: path)
        }
        let wallet = LedgerWallet(
            firstAccount: LedgerWalletAccount(name: WalletAccount.defaultName(number: 1), device: account))
        try Container.shared.ledgerWalletUseCase().save(wallet)
        let report = LedgerWalletReport(wallet)
        try CommandOutput(console, output).emit(report, lines: report.lines)
    }

    /// What the restore scene is given.
    enum Input: Sendable {
        case recoveryPhrase(
            RecoveryPhrase, choice: (preset: DerivationPreset?, index: UInt32, customPath: String?), password: String,
            confirmation: String)
        case privateKey(String, password: String, confirmation: String)
        case keystore(String, password: String)
    }

    /// Walks ZhipCore's restore scene in the input's mode, then Restore.
    @MainActor
    private static func restore(_ input: Input) async throws -> Wallet {
        let scene = RestoreWalletViewModel()
        var restored: Wallet?
        scene.navigator.onStep = { step in
            if case .restored(let wallet) = step { restored = wallet }
        }
        let rejections: [(what: String, display: FieldDisplay)]
        switch input {
        case .recoveryPhrase(let phrase, let choice, let password, let confirmation):
            scene.didSelectMode(.recoveryPhrase)
            scene.didEditRecoveryPhrase(phrase.mnemonic.revealedPhrase())
            scene.didEndEditingRecoveryPhrase()
            scene.didEditPassphrase(phrase.passphrase)
            if let preset = choice.preset {
                scene.didSelectPreset(preset)
                scene.didSelectAccountIndex(choice.index)
            } else {
                scene.didSelectCustomPath()
                scene.didEditCustomPath(choice.customPath ?? "")
                scene.didEndEditingCustomPath()
            }
            enterNewPassword(password, confirmation: confirmation, in: scene)
            rejections =
                [
                    ("--mnemonic-file", scene.state.recoveryPhraseDisplay),
                    ("--path", scene.state.customPathDisplay),
                ] + newPasswordRejections(scene)
        case .privateKey(let key, let password, let confirmation):
            scene.didSelectMode(.privateKey)
            scene.didEditPrivateKey(key)
            scene.didEndEditingPrivateKey()
            enterNewPassword(password, confirmation: confirmation, in: scene)
            rejections =
                [
                    ("--private-key-file", scene.state.privateKeyDisplay)
                ] + newPasswordRejections(scene)
        case .keystore(let json, let password):
            scene.didSelectMode(.keystore)
            scene.didEditKeystore(json)
            scene.didEndEditingKeystore()
            scene.didEditKeystorePassword(password)
            scene.didEndEditingKeystorePassword()
            rejections = [
                ("--keystore", scene.state.keystoreDisplay),
                ("the keystore password", scene.state.keystorePasswordDisplay),
            ]
        }
        for rejection in rejections {
            if let message = rejection.display.errorMessage {
                throw WalletCommandError.rejected(what: rejection.what, message: message)
            }
        }
        await scene.didTapRestore()
        if let message = scene.state.errorMessage { throw WalletCommandError.failed(message + "; nothing was saved") }
        guard let restored else {
            throw WalletCommandError.failed("the wallet was not restored; run the command again")
        }
        return restored
    }

    /// Types the new encryption password and its repetition into the restore scene.
    @MainActor
    private static func enterNewPassword(_ password: String, confirmation: String, in scene: RestoreWalletViewModel) {
        scene.didEditEncryptionPassword(password)
        scene.didEndEditingEncryptionPassword()
        scene.didEditConfirmEncryptionPassword(confirmation)
        scene.didEndEditingConfirmEncryptionPassword()
    }

    /// The new password's two fields, as refusals name them.
    @MainActor
    private static func newPasswordRejections(_ scene: RestoreWalletViewModel) -> [(
        what: String, display: FieldDisplay
    )] {
        [
            ("the encryption password", scene.state.encryptionPasswordDisplay),
            ("the repeated encryption password", scene.state.confirmEncryptionPasswordDisplay),
        ]
    }

    /// The text of `path` without a trailing line break; the bytes read are wiped.
    private static func readText(_ path: String, kind: String, limit: Int = keyFileLimit) throws -> String {
        var bytes = try FileReader.read(path, kind: kind, limit: limit)
        defer { bytes.zeroize() }
        let end = bytes.lastIndex { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }.map { $0 + 1 } ?? 0
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
