import CommandLineKit
import Foundation
import ZhipCore
import ZilliqaKit

/// `zhip-cli wallet backup`: the saved wallet's keystore (to a new file or standard output),
/// with `--reveal-private-key` its private key (the only command that prints one), or with
/// `--reveal-recovery-phrase` a seed-phrase wallet's words. `--account N` backs up account N
/// instead of the current one.
struct WalletBackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Back up the saved wallet: its keystore, its private key, or its recovery phrase.",
        discussion: """
            Without options the keystore JSON goes to standard output; --out writes it to a new file (mode 0600, \
            never over an existing file). The keystore is a backup only together with the encryption password. \
            --format zilliqa (the default) writes the saved keystore, for Zilliqa wallets; --format ethereum writes \
            it for geth, MetaMask and eth-account (Ethereum's MAC, naming the EVM address): that asks for the app's \
            pincode (when one is set) and the encryption password, since the key is unlocked and locked again with \
            it in Ethereum's form. \
            --reveal-private-key asks for the app's pincode (when one is set) and the password, and prints the \
            private key and public key: anyone who sees the private key controls the funds. \
            --reveal-recovery-phrase asks for the app's pincode (when one is set) and the password, and prints a \
            seed-phrase wallet's recovery phrase, \
            the backup of all its accounts (and says whether it has a passphrase, which is needed too): anyone \
            who sees the words controls the funds of every account. \
            --account N backs up account N (as 'zhip-cli account list' numbers them) instead of the current one. \
            The pincode comes from --pincode-file, $ZHIP_PINCODE or a prompt; a wrong one counts towards the app's \
            lockout, and during a lockout nothing is revealed.
            Exit codes: 0 done; 1 failed (no wallet, the file, a wrong password or pincode, a pincode lockout, no \
            such account, no recovery phrase); 64 the command line was wrong or \
            no password source.
            """)

    @Option(help: "Write the keystore to this new file instead of standard output.", valueName: "file")
    var out: String?

    @Option(
        help: """
            The keystore format: zilliqa (for Zilliqa wallets) or ethereum (for geth, MetaMask and eth-account; \
            asks for the app's pincode, when one is set, and the encryption password). Default: zilliqa.
            """)
    var format: KeystoreFormatChoice?

    @Flag(
        help: "Ask for the app's pincode (when one is set) and the encryption password, and print the private key "
            + "(and public key).")
    var revealPrivateKey = false

    @Flag(
        help: "Ask for the app's pincode (when one is set) and the encryption password, and print the recovery phrase "
            + "(a seed-phrase wallet's).")
    var revealRecoveryPhrase = false

    @Option(
        help: "Back up this account (1 for the first, as 'zhip-cli account list' shows) instead of the current one.",
        valueName: "number")
    var account: Int?

    @OptionGroup var home: HomeOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var pincode: PincodeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let out { try KeystoreWriting.validateOut(out) }
        if out != nil && revealPrivateKey {
            throw ValidationError("--reveal-private-key prints the key; it does not go with --out")
        }
        if format == .ethereum && revealPrivateKey {
            throw ValidationError("--format chooses the keystore's; --reveal-private-key prints the key instead")
        }
        if revealRecoveryPhrase {
            if revealPrivateKey {
                throw ValidationError(
                    "--reveal-recovery-phrase and --reveal-private-key each print a secret; choose one")
            }
            if out != nil {
                throw ValidationError("--reveal-recovery-phrase prints the phrase; it does not go with --out")
            }
            if format != nil {
                throw ValidationError(
                    "--format chooses the keystore's; --reveal-recovery-phrase prints the phrase instead")
            }
            if account != nil {
                throw ValidationError("--account chooses an account; the recovery phrase is the whole wallet's")
            }
        }
    }

    /// The keystore format asked for, Zilliqa's by default.
    private var keystoreFormat: KeystoreFormatChoice { format ?? .zilliqa }

    func run(_ console: Console) async throws {
        home.use(console)
        if revealRecoveryPhrase {
            let source = SecretSource.password(console: console, file: password.passwordFile)
            try source.checkAvailable()
            let wallet = try SavedWallet.load()
            guard wallet.hasRecoveryPhrase else {
                throw WalletCommandError.failed(WalletError.noRecoveryPhrase.description + "; nothing was revealed")
            }
            // The pincode and the password, as the app asks both before showing the words.
            try await PincodeGate.check(pincode.source(console))
            try await revealPhrase(
                of: wallet, password: try source.read(prompt: "Encryption password: "), console: console)
        } else if revealPrivateKey {
            let source = SecretSource.password(console: console, file: password.passwordFile)
            try source.checkAvailable()
            let wallet = try chosenAccount(of: SavedWallet.load())
            // The pincode guards every reveal of the key, as it guards the recovery phrase's.
            try await PincodeGate.check(pincode.source(console))
            try await reveal(wallet, password: try source.read(prompt: "Encryption password: "), console: console)
        } else {
            let path = try out.map { path in
                let absolute = console.absolutePath(path)
                try SecretFile.ensureAbsent(absolute)
                return absolute
            }
            let keystoreJSON: String
            let wallet: Wallet
            switch keystoreFormat {
            case .zilliqa:
                wallet = try chosenAccount(of: SavedWallet.load())
                keystoreJSON = await Self.keystoreJSON(of: wallet)
            case .ethereum:
                let source = SecretSource.password(console: console, file: password.passwordFile)
                try source.checkAvailable()
                wallet = try chosenAccount(of: SavedWallet.load())
                // The key is unlocked to write it again: behind the pincode, as every reveal of it.
                try await PincodeGate.check(pincode.source(console))
                let secret = try source.read(prompt: "Encryption password: ")
                keystoreJSON = try await WaitingLine.showing(
                    "Unlocking the keystore and locking it again in Ethereum's form", on: console
                ) { try await Self.ethereumKeystoreJSON(of: wallet, password: secret) }
            }
            try emitKeystore(keystoreJSON, of: wallet, to: path, console: console)
        }
    }

    /// `saved` showing the account `--account` names, or as it is without the option.
    private func chosenAccount(of saved: Wallet) throws -> Wallet {
        guard let account else { return saved }
        do throws(WalletError) {
            return try saved.usingAccount(number: account)
        } catch {
            throw WalletCommandError.failed(
                error.description + ": 'zhip-cli account list' lists its accounts; nothing was backed up")
        }
    }

    // MARK: - Keystore

    /// The keystore as ZhipCore's backup scene shows it.
    @MainActor
    private static func keystoreJSON(of wallet: Wallet) -> String {
        let scene = BackUpKeystoreViewModel(wallet: wallet)
        defer { scene.didTapDone() }
        return scene.state.keystoreJSON
    }

    /// The keystore in Ethereum's form, from ZhipCore's backup scene.
    @MainActor
    private static func ethereumKeystoreJSON(of wallet: Wallet, password: String) async throws -> String {
        let scene = BackUpKeystoreViewModel(wallet: wallet)
        defer { scene.didTapDone() }
        do {
            return try await scene.ethereumKeystoreJSON(password: password)
        } catch .wrongPassword {
            throw WalletCommandError.failed(
                "the encryption password does not unlock the saved wallet; nothing was written: try it again")
        }
    }

    private func emitKeystore(_ json: String, of wallet: Wallet, to path: String?, console: Console) throws {
        let address = AddressForms(wallet.address)
        // The Ethereum form names the EVM account, so its report says which format and which account.
        let ethereum = keystoreFormat == .ethereum ? (try? Keystore(json: Data(json.utf8)))?.evmAddress : nil
        let evm = ethereum.map(EVMAddressForms.init)
        let formatLines = evm.map { [("format", keystoreFormat.rawValue)] + $0.lines } ?? []
        if let path {
            try SecretFile.create(at: path, contents: Array((json + "\n").utf8))
            let report = FileReport(
                address: address, file: path, format: evm == nil ? nil : keystoreFormat.rawValue, evm: evm)
            try CommandOutput(console, output).emit(report, lines: [("file", path)] + address.lines + formatLines)
        } else if output.json {
            let extra =
                try evm.map { ",\"evm\":\(try CommandOutput.encode($0)),\"format\":\"\(keystoreFormat.rawValue)\"" }
                ?? ""
            console.print(
                "{\"address\":\(try CommandOutput.encode(address))\(extra),\"keystore\":\(Self.compact(json))}")
        } else {
            console.print(json)
        }
    }

    /// The pretty JSON on one line, as it is (no re-encoding that could reorder or change it).
    private static func compact(_ json: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)),
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return json.split(whereSeparator: \.isNewline).joined() }
        return String(decoding: data, as: UTF8.self)
    }

    /// `{"address": {…}, "file": "/absolute/path"}`; with `--format ethereum` also
    /// `"evm": {"address": "0x…"}` and `"format": "ethereum"`.
    struct FileReport: Encodable {
        let address: AddressForms
        let file: String
        let format: String?
        let evm: EVMAddressForms?
    }

    // MARK: - Private key

    private func reveal(_ wallet: Wallet, password: String, console: Console) async throws {
        let revealed = try await Self.revealKeyPair(of: wallet, password: password)
        console.printError(
            "Anyone who sees this private key controls the funds: keep it offline, never share it or paste it "
                + "into a website.")
        let report = KeyReport(
            address: AddressForms(wallet.address), privateKey: revealed.privateKeyHex,
            publicKey: revealed.uncompressedPublicKeyHex)
        try CommandOutput(console, output).emit(
            report,
            lines: [("private key", report.privateKey), ("public key", report.publicKey)] + report.address.lines)
    }

    /// Walks ZhipCore's reveal scenes: the password unlocks the key pair, then the backup scene
    /// shows it (and drops it when done).
    @MainActor
    private static func revealKeyPair(of wallet: Wallet, password: String) async throws
        -> BackUpRevealedKeyPairViewModel.State
    {
        let decrypt = DecryptKeystoreToRevealKeyPairViewModel(wallet: wallet, isNewlyCreatedWallet: false)
        var unlocked: KeyPair?
        decrypt.navigator.onStep = { step in
            if case .revealed(let pair) = step { unlocked = pair }
        }
        try await decrypt.reveal(with: password)
        guard let unlocked else { throw WalletCommandError.failed("the key was not revealed; run the command again") }
        let scene = BackUpRevealedKeyPairViewModel(keyPair: unlocked)
        defer { scene.didTapDone() }
        return scene.state
    }

    /// `{"address": {…}, "privateKey": "…", "publicKey": "04…"}`.
    struct KeyReport: Encodable {
        let address: AddressForms
        let privateKey: String
        let publicKey: String
    }

    // MARK: - Recovery phrase

    private func revealPhrase(of wallet: Wallet, password: String, console: Console) async throws {
        let revealed = try await Self.revealRecoveryPhrase(of: wallet, password: password)
        console.printError(
            "Anyone who sees these words controls the funds of every account of this wallet: write them down on "
                + "paper, in order, keep them offline, never share them or type them into a website.")
        if revealed.hasPassphrase {
            console.printError(
                BackUpRevealedRecoveryPhraseViewModel.passphraseNotice
                    + " (Zhip does not print it; it is the one given when the wallet was restored).")
        }
        let report = PhraseReport(
            recoveryPhrase: revealed.words.joined(separator: " "), words: revealed.words.count,
            hasPassphrase: revealed.hasPassphrase)
        try CommandOutput(console, output).emit(
            report,
            lines: [
                ("recovery phrase", report.recoveryPhrase), ("words", String(report.words)),
                ("passphrase", report.hasPassphrase ? "yes, needed too" : "none"),
            ])
    }

    /// Walks ZhipCore's reveal scenes: the password opens the phrase, then the backup scene shows
    /// its words (and drops them when done).
    @MainActor
    private static func revealRecoveryPhrase(of wallet: Wallet, password: String) async throws
        -> BackUpRevealedRecoveryPhraseViewModel.State
    {
        let decrypt = DecryptToRevealRecoveryPhraseViewModel(wallet: wallet, isNewlyCreatedWallet: false)
        var opened: RecoveryPhrase?
        decrypt.navigator.onStep = { step in
            if case .revealed(let phrase) = step { opened = phrase }
        }
        try await decrypt.reveal(with: password)
        guard let opened else {
            throw WalletCommandError.failed("the recovery phrase was not revealed; run the command again")
        }
        let scene = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: opened)
        defer { scene.didTapDone() }
        return scene.state
    }

    /// `{"recoveryPhrase": "w1 … w12", "words": 12, "hasPassphrase": false}`.
    struct PhraseReport: Encodable {
        let recoveryPhrase: String
        let words: Int
        let hasPassphrase: Bool
    }
}
