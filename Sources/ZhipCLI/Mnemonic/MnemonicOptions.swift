import CommandLineKit
import ZilliqaKit

/// `--mnemonic-file F [--path zilliqa|ledger|ethereum|m/…] [--index N]`: one account of a BIP-39
/// recovery phrase, for `keystore import` and `wallet restore`.
struct MnemonicOptions: ParsableArguments {
    /// A phrase file larger than this is refused.
    static let fileLimit = 4096

    @Option(help: "A file holding a BIP-39 recovery phrase (12 to 24 words).", valueName: "file")
    var mnemonicFile: String?

    @Option(
        help: "With --mnemonic-file: zilliqa (default: m/44'/313'/0'/0/N, zilliqa-js and ZilPay), ledger "
            + "(m/44'/313'/N'/0'/0'), ethereum (m/44'/60'/0'/0/N, MetaMask), or a path such as m/44'/313'/0'/0/0.",
        valueName: "preset|path")
    var path: String?

    @Option(help: "With --mnemonic-file and a preset: the account's index N. Default: 0.", valueName: "n")
    var index: UInt32?

    /// Refuses --path or --index without --mnemonic-file, and a path that is not one.
    func check() throws {
        guard mnemonicFile != nil else {
            guard path == nil, index == nil else { throw ValidationError("--path and --index go with --mnemonic-file") }
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
        guard let mnemonicFile else { return nil }
        let file = console.absolutePath(mnemonicFile)
        let path = try derivationPath()
        var bytes = try FileReader.read(file, kind: "a recovery phrase file", limit: Self.fileLimit)
        defer { bytes.zeroize() }
        do {
            return try Mnemonic(phrase: String(decoding: bytes, as: UTF8.self)).privateKey(at: path)
        } catch let error as MnemonicError {
            throw KeystoreCommandError.unreadableMnemonic(path: file, error)
        }
    }
}
