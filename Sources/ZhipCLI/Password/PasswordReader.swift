import CommandLineKit
import ZilliqaKit

/// Finds the keystore password, in this order: the first line of `--password-file`, the
/// `ZHIP_PASSWORD` environment variable, a prompt without echo when standard input is a
/// terminal. Nothing here prints a password or puts one in an error.
///
/// The password is read as bytes into a ``SecretText`` (never a `String`): its owner wipes it
/// once the KDF has run, or hands it to a ``KeystoreSigner``, which does.
/// ```swift
/// let password = try reader.existingPassword()
/// defer { password.wipe() }
/// let key = try await keystore.decrypted(password: password)
/// ```
struct PasswordReader {
    /// The environment variable read when there is no `--password-file`.
    static let environmentVariable = "ZHIP_PASSWORD"

    /// Where the password comes from; the reading itself is ``SecretSource``'s.
    let source: SecretSource

    init(console: Console, options: PasswordOptions) {
        source = .password(console: console, file: options.passwordFile)
    }

    /// The password that unlocks an existing keystore (asked once).
    func existingPassword() throws -> SecretText {
        try source.readText(prompt: "Keystore password: ")
    }

    /// The password for a new keystore: at least ``Keystore/minimumPasswordLength`` characters;
    /// typed twice when asked on the terminal. (What is refused is wiped as it goes.)
    func newPassword() throws -> SecretText {
        if let given = try source.givenText() { return try Self.longEnough(given) }
        let password = try Self.longEnough(
            try source.promptText("New keystore password (at least \(Keystore.minimumPasswordLength) characters): "))
        let repetition = try source.promptText("Repeat the password: ")
        defer { repetition.wipe() }
        guard repetition == password else {
            password.wipe()
            throw PasswordError.mismatch
        }
        return password
    }

    /// Fails with a usage error (exit 64) when there is no source at all, before any other work.
    func checkSourceAvailable() throws {
        try source.checkAvailable()
    }

    /// `password` when it is long enough for a new keystore; wiped and refused otherwise.
    private static func longEnough(_ password: SecretText) throws(KeystoreError) -> SecretText {
        guard Keystore.isLongEnough(password) else {
            password.wipe()
            throw .passwordTooShort(minimum: Keystore.minimumPasswordLength)
        }
        return password
    }
}
