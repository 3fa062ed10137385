import CommandLineKit
import ZilliqaKit

/// What `keystore new` and `keystore import` share: encrypt a key, create the file, report it.
struct KeystoreWriting {
    let console: Console
    let kdf: KDFChoice
    let out: String
    let password: PasswordOptions
    let output: OutputOptions

    /// The `--out` path, absolute; a usage error when it names no file.
    static func validateOut(_ out: String) throws {
        guard !out.isEmpty, !out.hasSuffix("/") else { throw ValidationError(FileError.notAFilePath(out).description) }
    }

    /// Fails early, before any password prompt: no password source, or `--out` exists.
    func checkPreconditions() throws -> String {
        let path = console.absolutePath(out)
        try PasswordReader(console: console, options: password).checkSourceAvailable()
        try SecretFile.ensureAbsent(path)
        return path
    }

    /// Encrypts the key `makeKey` gives with a new password, writes the file, prints the result.
    func write(_ makeKey: () throws -> PrivateKey) throws {
        let path = try checkPreconditions()
        let key = try makeKey()
        let secret = try PasswordReader(console: console, options: password).newPassword()
        let keystore = try Keystore.encrypt(key, password: secret, kdf: kdf.parameters)
        try SecretFile.create(at: path, contents: Array(keystore.jsonData()))
        let report = Report(address: AddressForms(key.publicKey.address), file: path)
        try CommandOutput(console, output).emit(report, lines: [("file", path)] + report.address.lines)
    }

    /// The JSON result: `{"address": {…}, "file": "/absolute/path"}`.
    struct Report: Encodable {
        let address: AddressForms
        let file: String
    }
}
