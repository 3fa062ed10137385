import CommandLineKit
import ZilliqaKit

/// `zhip-cli keystore import --private-key-file F | --mnemonic-file F [--path P] [--index N] --out FILE`: an
/// existing key, or one account of a recovery phrase, saved in a new keystore file.
struct KeystoreImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Create a keystore file for an existing private key, or for one account of a recovery phrase.",
        discussion: """
            The key is read from a file (64 hex characters, 0x optional, a trailing newline is fine) so that \
            it never appears on the command line or in the shell history. Or, with --mnemonic-file, the key of \
            one account of a BIP-39 recovery phrase (12 to 24 words in the file): --path names where (zilliqa, \
            the default: m/44'/313'/0'/0/N as zilliqa-js and ZilPay; ledger: m/44'/313'/N'/0'/0'; ethereum: \
            m/44'/60'/0'/0/N as MetaMask; or a whole path m/…), --index the account N (default 0). With \
            --format ethereum the file is Ethereum's keystore, for geth, MetaMask and eth-account.
            """)

    /// A private key file larger than this is refused.
    static let keyFileLimit = 4096

    @Option(help: "The file holding the private key as 64 hex characters.", valueName: "file")
    var privateKeyFile: String?

    @Option(help: "The file holding a BIP-39 recovery phrase (12 to 24 words).", valueName: "file")
    var mnemonicFile: String?

    @Option(
        help: "With --mnemonic-file: zilliqa (default), ledger, ethereum, or a path such as m/44'/313'/0'/0/0.",
        valueName: "preset|path")
    var path: String?

    @Option(help: "With --mnemonic-file and a preset: the account's index. Default: 0.", valueName: "n")
    var index: UInt32?

    @OptionGroup var writing: KeystoreWriting

    func validate() throws {
        switch (privateKeyFile, mnemonicFile) {
        case (nil, nil): throw ValidationError("give --private-key-file FILE or --mnemonic-file FILE")
        case (_?, _?): throw ValidationError("give --private-key-file or --mnemonic-file, not both")
        case (_?, nil):
            guard path == nil, index == nil else { throw ValidationError("--path and --index go with --mnemonic-file") }
        case (nil, _?): _ = try derivationPath()
        }
    }

    func run(_ console: Console) async throws {
        if let mnemonicFile {
            let phrasePath = console.absolutePath(mnemonicFile)
            let derivation = try derivationPath()
            try await writing.write(console) { try Self.readPhraseKey(phrasePath, at: derivation) }
        } else if let privateKeyFile {
            let keyPath = console.absolutePath(privateKeyFile)
            try await writing.write(console) { try Self.readKey(keyPath) }
        }
    }

    /// The path `--path` and `--index` name.
    private func derivationPath() throws -> DerivationPath {
        do throws(DerivationPathError) {
            return try DerivationPath(presetOrPath: path ?? DerivationPreset.zilliqa.rawValue, account: index)
        } catch {
            throw ValidationError("--path: \(error)")
        }
    }

    /// The key of the phrase in `file` at `path`; the file's bytes are wiped after reading.
    static func readPhraseKey(_ file: String, at path: DerivationPath) throws -> PrivateKey {
        var bytes = try FileReader.read(file, kind: "a recovery phrase file", limit: keyFileLimit)
        defer { bytes.zeroize() }
        do {
            return try Mnemonic(phrase: String(decoding: bytes, as: UTF8.self)).privateKey(at: path)
        } catch let error as MnemonicError {
            throw KeystoreCommandError.unreadableMnemonic(path: file, error)
        }
    }

    /// The key in `path`; the file's bytes are wiped after parsing.
    static func readKey(_ path: String) throws -> PrivateKey {
        var bytes = try FileReader.read(path, kind: "a private key file", limit: keyFileLimit)
        defer { bytes.zeroize() }
        // A trailing LF or CR LF (from an editor or `echo`) is not part of the key.
        let end = bytes.lastIndex { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }.map { $0 + 1 } ?? 0
        do {
            return try PrivateKey(hex: String(decoding: bytes[..<end], as: UTF8.self))
        } catch {
            throw KeystoreCommandError.unreadablePrivateKey(path: path, error)
        }
    }
}
