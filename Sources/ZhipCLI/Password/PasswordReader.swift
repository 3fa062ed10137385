import CommandLineKit
import ZilliqaKit

/// Finds the keystore password, in this order: the first line of `--password-file`, the
/// `ZHIP_PASSWORD` environment variable, a prompt without echo when standard input is a
/// terminal. Nothing here prints a password or puts one in an error.
struct PasswordReader {
    /// The environment variable read when there is no `--password-file`.
    static let environmentVariable = "ZHIP_PASSWORD"
    /// A password file larger than this is refused (it is not a password file).
    static let fileLimit = 64 * 1024

    let console: Console
    /// The `--password-file` value, as given.
    let passwordFile: String?

    init(console: Console, options: PasswordOptions) {
        self.console = console
        self.passwordFile = options.passwordFile
    }

    /// The password that unlocks an existing keystore (asked once).
    func existingPassword() throws -> String {
        try fromFileOrEnvironment() ?? prompt("Keystore password: ")
    }

    /// The password for a new keystore: at least ``Keystore/minimumPasswordLength`` characters;
    /// typed twice when asked on the terminal.
    func newPassword() throws -> String {
        let password: String
        if let given = try fromFileOrEnvironment() {
            password = given
        } else {
            password = try prompt("New keystore password (at least \(Keystore.minimumPasswordLength) characters): ")
            guard password.count >= Keystore.minimumPasswordLength else {
                throw KeystoreError.passwordTooShort(minimum: Keystore.minimumPasswordLength)
            }
            guard try prompt("Repeat the password: ") == password else { throw PasswordError.mismatch }
        }
        guard password.count >= Keystore.minimumPasswordLength else {
            throw KeystoreError.passwordTooShort(minimum: Keystore.minimumPasswordLength)
        }
        return password
    }

    /// Fails with a usage error (exit 64) when there is no source at all, before any other work.
    func checkSourceAvailable() throws {
        if passwordFile == nil && console.environment[Self.environmentVariable] == nil && !console.stdinIsTerminal {
            throw ValidationError(PasswordError.noSource.description)
        }
    }

    private func fromFileOrEnvironment() throws -> String? {
        if let passwordFile {
            let path = console.absolutePath(passwordFile)
            var bytes = try FileReader.read(path, kind: "a password file", limit: Self.fileLimit, firstLineOnly: true)
            defer { bytes.zeroize() }
            if bytes.last == UInt8(ascii: "\r") {
                bytes[bytes.count - 1] = 0
                bytes.removeLast()
            }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw PasswordError.notText(path: path) }
            return text
        }
        return console.environment[Self.environmentVariable]
    }

    private func prompt(_ text: String) throws -> String {
        guard console.stdinIsTerminal else { throw ValidationError(PasswordError.noSource.description) }
        guard let answer = console.readSecret(prompt: text) else { throw PasswordError.notEntered }
        return answer
    }
}
