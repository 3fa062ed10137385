/// Secret bytes of any length locked with a password exactly as a Zilliqa keystore locks a key:
/// the KDF (scrypt or PBKDF2, ``KDFParameters``), AES-128-CTR and Zilliqa's HMAC-SHA256 MAC.
/// For secrets that are not one private key, such as a recovery phrase's entropy.
///
/// ```swift
/// let sealed = try SealedSecret.seal(entropy, password: typed)     // typed: a SecretText; scrypt n=8192
/// var opened = try sealed.open(password: typed)                   // the same bytes
/// defer { opened.zeroize() }
/// ```
///
/// Nothing in it is secret without the password; `description` and `dump` show only the KDF and
/// the length.
public struct SealedSecret: Sendable, Equatable {
    /// How the password becomes the AES and MAC key.
    public let kdf: KDFParameters
    /// The KDF salt (32 bytes when sealed here; 16 to 64 read).
    let salt: [UInt8]
    /// The 16-byte initial AES-CTR counter.
    let iv: [UInt8]
    /// The encrypted secret, as long as the secret.
    let ciphertext: [UInt8]
    /// HMAC-SHA256 under the derived key, as a Zilliqa keystore's.
    let mac: [UInt8]

    /// The longest secret it seals, in bytes: bounds what a stored one may cost to read.
    public static let maximumLength = 2048

    init(kdf: KDFParameters, salt: [UInt8], iv: [UInt8], ciphertext: [UInt8], mac: [UInt8]) {
        (self.kdf, self.salt, self.iv, self.ciphertext, self.mac) = (kdf, salt, iv, ciphertext, mac)
    }

    /// The length of the sealed secret, in bytes.
    public var length: Int { ciphertext.count }

    /// Locks `secret` (1 to ``maximumLength`` bytes) with `password`, using a fresh 32-byte salt
    /// and 16-byte iv from libsodium. The caller zeroes its copy of `secret`.
    ///
    /// - Throws: ``KeystoreError/passwordTooShort(minimum:)`` before any work when the password
    ///   has fewer than ``Keystore/minimumPasswordLength`` characters;
    ///   ``KeystoreError/wrongLength(field:bytes:expected:)`` for an empty or too long secret;
    ///   ``KeystoreError/kdfParameterOutOfRange(parameter:value:allowed:)`` for costs out of bounds;
    ///   ``KeystoreError/cryptoFailure(_:)`` when a library fails.
    public static func seal(_ secret: [UInt8], password: SecretText, kdf: KDFParameters = .scrypt)
        throws(KeystoreError) -> SealedSecret
    {
        try PasswordLock.checkNew(password)
        guard (1...maximumLength).contains(secret.count) else {
            throw .wrongLength(field: "secret", bytes: secret.count, expected: "1 to \(maximumLength) bytes")
        }
        try kdf.validate()
        let salt = SecureRandom.bytes(32)
        let iv = SecureRandom.bytes(16)
        var derivedKey = try PasswordLock.derive(password: password, salt: salt, kdf: kdf)
        defer { derivedKey.zeroize() }
        guard let ciphertext = PasswordLock.crypt(secret, derivedKey: derivedKey, iv: iv) else {
            throw .cryptoFailure("AES-128-CTR")
        }
        let mac = PasswordLock.mac(.zilliqa, derivedKey: derivedKey, ciphertext: ciphertext, iv: iv)
        return SealedSecret(kdf: kdf, salt: salt, iv: iv, ciphertext: ciphertext, mac: mac)
    }

    /// The secret, when `password` is the one it was sealed with. The caller zeroes the result.
    ///
    /// - Throws: ``KeystoreError/wrongPassword`` when the MAC does not verify (compared in
    ///   constant time); ``KeystoreError/cryptoFailure(_:)`` when a library fails.
    public func open(password: SecretText) throws(KeystoreError) -> [UInt8] {
        var derivedKey = try PasswordLock.derive(password: password, salt: salt, kdf: kdf)
        defer { derivedKey.zeroize() }
        var expected = PasswordLock.mac(.zilliqa, derivedKey: derivedKey, ciphertext: ciphertext, iv: iv)
        defer { expected.zeroize() }
        guard ConstantTime.equal(expected, mac) else { throw .wrongPassword }
        guard let plaintext = PasswordLock.crypt(ciphertext, derivedKey: derivedKey, iv: iv) else {
            throw .cryptoFailure("AES-128-CTR")
        }
        return plaintext
    }
}

extension SealedSecret {
    /// ``seal(_:password:kdf:)`` on a thread of its own (``DedicatedThread``): the KDF holds a CPU
    /// for tens of milliseconds.
    public static func sealed(_ secret: [UInt8], password: SecretText, kdf: KDFParameters = .scrypt)
        async throws(KeystoreError) -> SealedSecret
    {
        try await DedicatedThread.run { () throws(KeystoreError) in try seal(secret, password: password, kdf: kdf) }
    }

    /// ``open(password:)`` on a thread of its own (``DedicatedThread``).
    public func opened(password: SecretText) async throws(KeystoreError) -> [UInt8] {
        try await DedicatedThread.run { () throws(KeystoreError) in try open(password: password) }
    }
}

extension SealedSecret: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The KDF and the length; never the ciphertext or MAC.
    public var description: String { "SealedSecret(\(length) bytes, kdf: \(kdf))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["kdf": kdf, "length": length], displayStyle: .struct) }
}
