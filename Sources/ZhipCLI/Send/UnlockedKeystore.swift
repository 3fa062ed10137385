import ZilliqaKit

/// A key `send` has already unlocked (to learn a keystore's missing address), sealed again in
/// memory under a random password and a one-round KDF, so that ZhipCore's send use case (which
/// takes a keystore and its password) signs without deriving the key from the typed password a
/// second time. Never written anywhere; `description` and `dump` show no password.
///
/// ```swift
/// let unlocked = try UnlockedKeystore(key)
/// try await useCase.send(prepared, keystore: unlocked.keystore, password: unlocked.password)
/// ```
struct UnlockedKeystore {
    /// The key, locked under ``password`` with ``kdf``; it names the key's address.
    let keystore: Keystore
    /// 256 random bits in hex: a key-stretching KDF adds nothing to a password this strong.
    let password: String

    /// One PBKDF2 round: the password is random, so unlocking costs next to nothing.
    static let kdf = KDFParameters.pbkdf2(iterations: 1)

    /// Seals `key` under a fresh random password.
    /// - Throws: ``KeystoreError/cryptoFailure(_:)`` when a library fails.
    init(_ key: PrivateKey) throws {
        var generator = SystemRandomNumberGenerator()
        let words = (0..<4).map { _ in generator.next() as UInt64 }
        password = words.map { String($0, radix: 16) }.joined(separator: "-")
        keystore = try Keystore.encrypt(key, password: password, kdf: Self.kdf)
    }
}

extension UnlockedKeystore: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    var description: String { "UnlockedKeystore(\(keystore))" }
    var debugDescription: String { description }
    /// Only the keystore (no ciphertext there either), so that `dump` prints no password.
    var customMirror: Mirror { Mirror(self, children: ["keystore": keystore], displayStyle: .struct) }
}
