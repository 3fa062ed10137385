import CommandLineKit
import Foundation
import ZilliqaKit

/// `--mnemonic-file F [--path zilliqa|ledger|ethereum|m/…] [--passphrase-file P]`: a BIP-39 recovery
/// phrase and the preset or path of its accounts, for `wallet preview` (which lists the first
/// accounts) and, with an index, ``MnemonicOptions``.
struct RecoveryPhraseOptions: ParsableArguments {
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

    @Option(
        help: "With --mnemonic-file: a file whose first line is the phrase's BIP-39 passphrase (the \"25th word\"; "
            + "most phrases have none). Else $ZHIP_BIP39_PASSPHRASE, else none.",
        valueName: "file")
    var passphraseFile: String?

    /// The path `--path` names, account `index` of a preset.
    func derivationPath(account index: UInt32?) throws -> DerivationPath {
        do throws(DerivationPathError) {
            return try DerivationPath(presetOrPath: path ?? DerivationPreset.zilliqa.rawValue, account: index)
        } catch {
            throw ValidationError("--path: \(error)")
        }
    }

    /// The phrase in --mnemonic-file with the passphrase of --passphrase-file ("" without one);
    /// nil without --mnemonic-file. The files' bytes are wiped after reading.
    func recoveryPhrase(_ console: Console) throws -> RecoveryPhrase? {
        guard let mnemonicFile else { return nil }
        let file = mnemonicFile == "-" ? "the prompt" : console.absolutePath(mnemonicFile)
        if mnemonicFile != "-" { try Self.refuseWords(mnemonicFile, at: file) }
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

    /// Refuses an argument that is words rather than a path (the phrase itself, typed after the
    /// option), without repeating it: two or more words of letters only, naming no file.
    /// - Throws: a usage error saying how to give the phrase instead.
    private static func refuseWords(_ argument: String, at path: String) throws {
        let words = argument.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2, words.allSatisfy({ $0.allSatisfy(\.isLetter) }),
            !FileManager.default.fileExists(atPath: path)
        else { return }
        throw ValidationError(wordsGivenAsFile)
    }

    /// Why an argument of words is refused, and how to give the phrase.
    static let wordsGivenAsFile =
        "--mnemonic-file takes the path of a file, and what follows it looks like the recovery phrase's words "
        + "(not repeated here): write the phrase into a file only you can read and give its path, or give "
        + "--mnemonic-file - to type it without echo; words typed on a command line can stay in the shell's history"

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

    /// How the restore scene is told the account: a preset and `index`, or a whole path.
    func sceneChoice(index: UInt32?) -> (preset: DerivationPreset?, index: UInt32, customPath: String?) {
        if let preset = DerivationPreset(rawValue: (path ?? DerivationPreset.zilliqa.rawValue).lowercased()) {
            return (preset, index ?? 0, nil)
        }
        return (nil, 0, path)
    }
}
