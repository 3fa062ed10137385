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

    @OptionGroup var mnemonic: MnemonicOptions

    @OptionGroup var writing: KeystoreWriting

    func validate() throws {
        switch (privateKeyFile, mnemonic.mnemonicFile) {
        case (nil, nil): throw ValidationError("give --private-key-file FILE or --mnemonic-file FILE")
        case (_?, _?): throw ValidationError("give --private-key-file or --mnemonic-file, not both")
        default: try mnemonic.check()
        }
    }

    func run(_ console: Console) async throws {
        if let key = try mnemonic.key(console) {
            try await writing.write(console) { key }
        } else if let privateKeyFile {
            let keyPath = console.absolutePath(privateKeyFile)
            try await writing.write(console) { try Self.readKey(keyPath) }
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
