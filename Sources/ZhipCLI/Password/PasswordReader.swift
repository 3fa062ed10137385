import CommandLineKit
import ZilliqaKit

/// Finds the keystore password, in this order: the first line of `--password-file`, the
/// `ZHIP_PASSWORD` environment variable, a prompt without echo when standard input is a
/// terminal. Nothing here prints a password or puts one in an error.
struct PasswordReader {
    /// The environment variable read when there is no `--password-file`.
    static let environmentVariable = "ZHIP_PASSWORD"

    /// Where the password comes from; the reading itself is ``SecretSource``'s.
    let source: SecretSource

    init(console: Console, options: PasswordOptions) {
        source = .password(console: console, file: options.passwordFile)
    }

    /// The password that unlocks an existing keystore (asked once).
    func existingPassword() throws -> String {
        try source.read(prompt: "Keystore password: ")
    }

    /// The password for a new keystore: at least ``Keystore/minimumPasswordLength`` characters;
    /// typed twice when asked on the terminal.
    func newPassword() throws -> String {
        let password: String
        if let given = try source.given() {
            password = given
        } else {
            password = try source.prompt(
                "New keystore password (at least \(Keystore.minimumPasswordLength) characters): ")
            guard password.count >= Keystore.minimumPasswordLength else {
                throw KeystoreError.passwordTooShort(minimum: Keystore.minimumPasswordLength)
            }
            guard try source.prompt("Repeat the password: ") == password else { throw PasswordError.mismatch }
        }
        guard password.count >= Keystore.minimumPasswordLength else {
            throw KeystoreError.passwordTooShort(minimum: Keystore.minimumPasswordLength)
        }
        return password
    }

    /// Fails with a usage error (exit 64) when there is no source at all, before any other work.
    func checkSourceAvailable() throws {
        try source.checkAvailable()
    }
}
