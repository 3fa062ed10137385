import CommandLineKit
import ZilliqaKit

/// `--mnemonic-file F [--path zilliqa|ledger|ethereum|m/…] [--index N]`: one account of a BIP-39
/// recovery phrase, for `keystore import` and `wallet restore`.
struct MnemonicOptions: ParsableArguments {
    /// A phrase file larger than this is refused.
    static let fileLimit = 4096

    @Option(
        help: "A file holding a BIP-39 recovery phrase (12 to 24 words); - to type it at a prompt without echo.",
        valueName: "file")
    var mnemonicFile: String?

    @Option(
        help: "With --mnemonic-file: zilliqa (default: m/44'/313'/0'/0/N, zilliqa-js and ZilPay), ledger "
            + "(m/44'/313'/N'/0'/0'), ethereum (m/44'/60'/0'/0/N, MetaMask), or a path such as m/44'/313'/0'/0/0.",
        valueName: "preset|path")
    var path: String?

    @Option(help: "With --mnemonic-file and a preset: the account's index N. Default: 0.", valueName: "n")
    var index: UInt32?

    @Option(
        help: "With --mnemonic-file: a file whose first line is the phrase's BIP-39 passphrase (the \"25th word\"; "
            + "most phrases have none). Else $ZHIP_BIP39_PASSPHRASE, else none.",
        valueName: "file")
    var passphraseFile: String?

    /// Refuses --path or --index without --mnemonic-file, and a path that is not one.
    func check() throws {
        guard mnemonicFile != nil else {
            guard path == nil, index == nil, passphraseFile == nil else {
                throw ValidationError("--path, --index and --passphrase-file go with --mnemonic-file")
            }
            return
        }
        _ = try derivationPath()
    }

    /// The path `--path` and `--index` name.
    func derivationPath() throws -> DerivationPath {
        do throws(DerivationPathError) {
            return try DerivationPath(presetOrPath: path ?? DerivationPreset.zilliqa.rawValue, account: index)
        } catch {
            throw ValidationError("--path: \(error)")
        }
    }

    /// The key of the phrase in --mnemonic-file at the path; the file's bytes are wiped after reading.
    /// Nil without --mnemonic-file.
    func key(_ console: Console) throws -> PrivateKey? {
        guard let phrase = try recoveryPhrase(console) else { return nil }
        return try phrase.privateKey(at: try derivationPath())
    }

    /// The phrase in --mnemonic-file with the passphrase of --passphrase-file ("" without one);
    /// nil without --mnemonic-file. The files' bytes are wiped after reading.
    func recoveryPhrase(_ console: Console) throws -> RecoveryPhrase? {
        guard let mnemonicFile else { return nil }
        let file = mnemonicFile == "-" ? "the prompt" : console.absolutePath(mnemonicFile)
        var bytes =
            try mnemonicFile == "-"
            ? Self.typed(console)
            : FileReader.read(
                file, kind: "a recovery phrase file", limit: Self.fileLimit)
        defer { bytes.zeroize() }
        let mnemonic = try Result { () throws(MnemonicError) in
            try Mnemonic(phrase: String(decoding: bytes, as: UTF8.self))
        }
        .mapError { KeystoreCommandError.unreadableMnemonic(path: file, $0) }.get()
        let passphrase = try SecretSource.passphrase(console: console, file: passphraseFile).given() ?? ""
        return RecoveryPhrase(mnemonic: mnemonic, passphrase: passphrase)
    }

    /// The phrase typed at a prompt without echo, as bytes.
    /// - Throws: a usage error without a terminal; ``SecretSourceError/notEntered(kind:)`` at the end of input.
    private static func typed(_ console: Console) throws -> [UInt8] {
        guard console.stdinIsTerminal else {
            throw ValidationError("--mnemonic-file - asks for the phrase on a terminal; without one, give a file")
        }
        guard let text = console.readSecret(prompt: "Recovery phrase (12 to 24 words, not shown): ") else {
            throw SecretSourceError.notEntered(kind: "recovery phrase")
        }
        return Array(text.utf8.prefix(fileLimit))
    }

    /// How the restore scene is told the account: a preset and index, or a whole path.
    var sceneChoice: (preset: DerivationPreset?, index: UInt32, customPath: String?) {
        if let preset = DerivationPreset(rawValue: (path ?? DerivationPreset.zilliqa.rawValue).lowercased()) {
            return (preset, index ?? 0, nil)
        }
        return (nil, 0, path)
    }
}
