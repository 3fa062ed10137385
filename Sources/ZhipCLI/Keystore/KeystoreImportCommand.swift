import CommandLineKit
import ZilliqaKit

/// `zhip-cli keystore import --private-key-file F --out FILE`: an existing key, saved in a new keystore file.
struct KeystoreImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Create a keystore file for an existing private key.",
        discussion: """
            The key is read from a file (64 hex characters, 0x optional, a trailing newline is fine) so that \
            it never appears on the command line or in the shell history. With --format ethereum the file is \
            Ethereum's keystore, for geth, MetaMask and eth-account.
            """)

    /// A private key file larger than this is refused.
    static let keyFileLimit = 4096

    @Option(help: "The file holding the private key as 64 hex characters.", valueName: "file")
    var privateKeyFile: String

    @OptionGroup var writing: KeystoreWriting

    func run(_ console: Console) async throws {
        let keyPath = console.absolutePath(privateKeyFile)
        try await writing.write(console) { try Self.readKey(keyPath) }
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
