import CommandLineKit
import ZilliqaKit

/// The options and the work `keystore new` and `keystore import` share: lock a key with a new
/// password (`--kdf`, `--password-file`) in Zilliqa's or Ethereum's form (`--format`), create the
/// `--out` file, report it (`--json`).
///
/// ```swift
/// @OptionGroup var writing: KeystoreWriting
/// func run(_ console: Console) async throws { try await writing.write(console) { PrivateKey() } }
/// ```
struct KeystoreWriting: ParsableArguments {
    @Option(help: "The key derivation function: scrypt (as zilliqa-js) or pbkdf2 (as pyzil and gozilliqa).")
    var kdf: KDFChoice = .scrypt

    @Option(
        help: """
            The keystore format: zilliqa (for Zilliqa wallets) or ethereum (for geth, MetaMask and \
            eth-account; it names the key's EVM address).
            """)
    var format: KeystoreFormatChoice = .zilliqa

    @Option(help: "The keystore file to create; it must not exist yet.", valueName: "file")
    var out: String

    @OptionGroup var password: PasswordOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        try Self.validateOut(out)
    }

    /// The `--out` path, absolute; a usage error when it names no file.
    static func validateOut(_ out: String) throws {
        guard !out.isEmpty, !out.hasSuffix("/") else { throw ValidationError(FileError.notAFilePath(out).description) }
    }

    /// Fails early, before any password prompt: no password source, or `--out` exists.
    private func checkPreconditions(_ console: Console) throws -> String {
        let path = console.absolutePath(out)
        try PasswordReader(console: console, options: password).checkSourceAvailable()
        try SecretFile.ensureAbsent(path)
        return path
    }

    /// Encrypts the key `makeKey` gives with a new password, writes the file, prints the result.
    func write(_ console: Console, _ makeKey: () throws -> PrivateKey) async throws {
        let path = try checkPreconditions(console)
        let key = try makeKey()
        let secret = try PasswordReader(console: console, options: password).newPassword()
        defer { secret.wipe() }  // when encrypting throws
        let keystore = try await Keystore.encrypted(
            key, password: secret, kdf: kdf.parameters, dialect: format.dialect)
        secret.wipe()  // now, before the file is written
        try SecretFile.create(at: path, contents: Array(keystore.jsonData()))
        let report = Report(
            address: AddressForms(key.publicKey.address), evm: EVMAddressForms(key.publicKey.evmAddress), file: path,
            format: format.rawValue)
        try CommandOutput(console, output).emit(
            report,
            lines: [("file", path), ("format", report.format)] + report.address.lines + report.evm.lines)
    }

    /// The JSON result: `{"address": {…}, "evm": {"address": "0x…"}, "file": "/absolute/path",
    /// "format": "zilliqa"|"ethereum"}`.
    struct Report: Encodable {
        let address: AddressForms
        let evm: EVMAddressForms
        let file: String
        let format: String
    }
}
