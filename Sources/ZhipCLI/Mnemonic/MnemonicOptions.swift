import CommandLineKit
import ZilliqaKit

/// `--mnemonic-file F [--path zilliqa|ledger|ethereum|m/…] [--index N]`: one account of a BIP-39
/// recovery phrase, for `keystore import` and `wallet restore`.
struct MnemonicOptions: ParsableArguments {
    @OptionGroup var phrase: RecoveryPhraseOptions

    @Option(help: "With --mnemonic-file and a preset: the account's index N. Default: 0.", valueName: "n")
    var index: UInt32?

    /// `--mnemonic-file`, as given.
    var mnemonicFile: String? { phrase.mnemonicFile }

    /// Refuses --path or --index without --mnemonic-file, and a path that is not one.
    func check() throws {
        guard phrase.mnemonicFile != nil else {
            guard phrase.path == nil, index == nil, phrase.passphraseFile == nil else {
                throw ValidationError("--path, --index and --passphrase-file go with --mnemonic-file")
            }
            return
        }
        _ = try derivationPath()
    }

    /// The path `--path` and `--index` name.
    func derivationPath() throws -> DerivationPath {
        try phrase.derivationPath(account: index)
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
        try phrase.recoveryPhrase(console)
    }

    /// How the restore scene is told the account: a preset and index, or a whole path.
    var sceneChoice: (preset: DerivationPreset?, index: UInt32, customPath: String?) {
        phrase.sceneChoice(index: index)
    }
}
