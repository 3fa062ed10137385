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
            the key of one account of a BIP-39 recovery phrase is, the same way: --path zilliqa (the default, \
            m/44'/313'/0'/0/N as zilliqa-js and ZilPay), ledger (m/44'/313'/N'/0'/0'), ethereum \
            (m/44'/60'/0'/0/N as MetaMask) or a path m/…, and --index N (default 0); the wallet holds that \
            account's key, not the phrase, which stays the backup. With --keystore the \
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

    @OptionGroup var home: HomeOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
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
        let source =
            keystorePasswordFile.map {
                SecretSource.password(console: console, file: $0, fileOption: "--keystore-password-file")
            } ?? .password(console: console, file: password.passwordFile)
        try source.checkAvailable()
        try SavedWallet.ensureNone()
        let input: Input
        // A recovery phrase's account is restored as its key, which only the restore scene sees.
        let key: String? =
            if let derived = try mnemonic.key(console) {
                derived.revealedHex()
            } else if let privateKeyFile {
                try Self.readText(console.absolutePath(privateKeyFile), kind: "a private key file")
            } else { nil }
        if let key {
            let typed = try source.readNew(
                prompt: "New encryption password (at least \(Keystore.minimumPasswordLength) characters): ",
                repeat: "Repeat the encryption password: ")
            input = .privateKey(key, password: typed.secret, confirmation: typed.repetition)
        } else if let keystore {
            let json = try Self.readText(console.absolutePath(keystore), kind: "a keystore", limit: KeystoreInput.limit)
            input = .keystore(json, password: try source.read(prompt: "Keystore password: "))
        } else {
            throw ValidationError("give --private-key-file FILE, --mnemonic-file FILE or --keystore FILE")
        }
        let wallet = try await Self.restore(input)
        let report = WalletReport(wallet)
        try CommandOutput(console, output).emit(report, lines: report.lines)
    }

    /// What the restore scene is given.
    enum Input: Sendable {
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
        case .privateKey(let key, let password, let confirmation):
            scene.didSelectMode(.privateKey)
            scene.didEditPrivateKey(key)
            scene.didEndEditingPrivateKey()
            scene.didEditEncryptionPassword(password)
            scene.didEndEditingEncryptionPassword()
            scene.didEditConfirmEncryptionPassword(confirmation)
            scene.didEndEditingConfirmEncryptionPassword()
            rejections = [
                ("--private-key-file", scene.state.privateKeyDisplay),
                ("the encryption password", scene.state.encryptionPasswordDisplay),
                ("the repeated encryption password", scene.state.confirmEncryptionPasswordDisplay),
            ]
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

    /// The text of `path` without a trailing line break; the bytes read are wiped.
    private static func readText(_ path: String, kind: String, limit: Int = keyFileLimit) throws -> String {
        var bytes = try FileReader.read(path, kind: kind, limit: limit)
        defer { bytes.zeroize() }
        let end = bytes.lastIndex { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }.map { $0 + 1 } ?? 0
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
