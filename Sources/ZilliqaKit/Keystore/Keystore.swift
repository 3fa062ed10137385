import Foundation

/// A private key locked with a password in Web3 secret storage v3, with Zilliqa's MAC: the
/// keystore file every Zilliqa wallet (zilliqa-js, pyzil, gozilliqa, Zesame) reads and writes.
///
/// ```swift
/// let keystore = try Keystore.encrypt(key, password: "correct horse battery")  // scrypt n=8192
/// let json = keystore.jsonData()                   // zilliqa-js's form, to store
/// let read = try Keystore(json: json)              // any Zilliqa wallet's form
/// let same = try read.decrypt(password: "correct horse battery")
/// ```
///
/// The value holds only what the file holds (nothing here is secret without the password);
/// `description` and `dump` show the address, id and KDF, not the ciphertext or MAC.
public struct Keystore: Sendable, Equatable {
    /// The address the file says its key has; nil for files written without one.
    public let address: Address?
    /// The file's `id` (zilliqa-js writes a lowercase UUID v4).
    public let id: String
    /// How the password becomes the AES and MAC key.
    public let kdf: KDFParameters
    /// The KDF salt (16 to 64 bytes; 32 in every file ZilliqaKit writes).
    public let salt: [UInt8]
    /// The 16-byte initial AES-CTR counter.
    let iv: [UInt8]
    /// The 32-byte encrypted private key.
    let ciphertext: [UInt8]
    /// HMAC-SHA256 under the derived key, over dk[16..<32] || ciphertext || iv || "aes-128-ctr".
    let mac: [UInt8]

    /// The only keystore version there is for Zilliqa.
    public static let version = 3
    /// The only cipher there is for Zilliqa keystores; it is also the last part of the MAC input.
    public static let cipher = "aes-128-ctr"
    /// The shortest password ``encrypt(_:password:kdf:)`` accepts, in characters.
    public static let minimumPasswordLength = 8

    // MARK: - Encrypt

    /// Locks `key` with `password`, using a fresh 32-byte salt and 16-byte iv from libsodium.
    ///
    /// - Parameter kdf: ``KDFParameters/scrypt`` (zilliqa-js's choice) unless told otherwise.
    /// - Throws: ``KeystoreError/passwordTooShort(minimum:)`` before any work when the password
    ///   has fewer than ``minimumPasswordLength`` characters;
    ///   ``KeystoreError/kdfParameterOutOfRange(parameter:value:allowed:)`` for costs outside
    ///   ``KDFParameters/Bounds``; ``KeystoreError/cryptoFailure(_:)`` when a library fails.
    public static func encrypt(_ key: PrivateKey, password: String, kdf: KDFParameters = .scrypt)
        throws(KeystoreError) -> Keystore
    {
        guard password.count >= minimumPasswordLength else { throw .passwordTooShort(minimum: minimumPasswordLength) }
        try kdf.validate()
        let salt = SecureRandom.bytes(32)
        let iv = SecureRandom.bytes(16)
        var derivedKey = try derive(password: password, salt: salt, kdf: kdf)
        defer { derivedKey.zeroize() }
        let encrypted = key.withScalar { scalar in crypt(scalar, derivedKey: derivedKey, iv: iv) }
        guard let ciphertext = encrypted else { throw .cryptoFailure("AES-128-CTR") }
        return Keystore(
            address: key.publicKey.address, id: UUID().uuidString.lowercased(), kdf: kdf, salt: salt, iv: iv,
            ciphertext: ciphertext, mac: mac(derivedKey: derivedKey, ciphertext: ciphertext, iv: iv))
    }

    // MARK: - Decrypt

    /// The private key, when `password` is the one the keystore was locked with.
    ///
    /// Derives the key once, checks the MAC in constant time, decrypts, and, when the file
    /// names an address, checks that the key has it.
    /// - Throws: ``KeystoreError/wrongPassword``, ``KeystoreError/addressMismatch(file:key:)``,
    ///   ``KeystoreError/notAPrivateKey``, ``KeystoreError/cryptoFailure(_:)``.
    public func decrypt(password: String) throws(KeystoreError) -> PrivateKey {
        var derivedKey = try Self.derive(password: password, salt: salt, kdf: kdf)
        defer { derivedKey.zeroize() }
        var expected = Self.mac(derivedKey: derivedKey, ciphertext: ciphertext, iv: iv)
        defer { expected.zeroize() }
        guard ConstantTime.equal(expected, mac) else { throw .wrongPassword }
        guard var plaintext = Self.crypt(ciphertext, derivedKey: derivedKey, iv: iv) else {
            throw .cryptoFailure("AES-128-CTR")
        }
        defer { plaintext.zeroize() }
        let key: PrivateKey
        do { key = try PrivateKey(bytes: plaintext) } catch { throw .notAPrivateKey }
        if let address {
            let keyAddress = key.publicKey.address
            guard keyAddress == address else { throw .addressMismatch(file: address, key: keyAddress) }
        }
        return key
    }

    // MARK: - The three steps

    /// The 32-byte derived key for `password`; the password's bytes are wiped afterwards.
    private static func derive(password: String, salt: [UInt8], kdf: KDFParameters) throws(KeystoreError)
        -> [UInt8]
    {
        var passwordBytes = Array(password.utf8)
        defer { passwordBytes.zeroize() }
        return try KeyDerivation.derive(password: passwordBytes, salt: salt, parameters: kdf)
    }

    /// AES-128-CTR under dk[0..<16] from counter `iv` (encrypts and decrypts alike).
    private static func crypt(_ input: [UInt8], derivedKey: [UInt8], iv: [UInt8]) -> [UInt8]? {
        var encryptionKey = Array(derivedKey[0..<16])
        defer { encryptionKey.zeroize() }
        return AES128CTR.apply(key: encryptionKey, iv: iv, input)
    }

    /// HMAC-SHA256(key: dk, dk[16..<32] || ciphertext || iv || "aes-128-ctr"): Zilliqa's MAC,
    /// not Ethereum's Keccak-256(dk[16..<32] || ciphertext).
    private static func mac(derivedKey: [UInt8], ciphertext: [UInt8], iv: [UInt8]) -> [UInt8] {
        var macKeyHalf = Array(derivedKey[16..<32])
        defer { macKeyHalf.zeroize() }
        return HMACSHA256.authenticate(key: derivedKey, macKeyHalf, ciphertext, iv, Array(cipher.utf8))
    }
}

extension Keystore: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "Keystore(address: \(address?.checksummed ?? "none"), id: \(id), kdf: \(kdf))"
    }

    public var debugDescription: String { description }

    /// Only the address, id and KDF, so that `dump` prints no ciphertext or MAC.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["address": address as Any, "id": id, "kdf": kdf], displayStyle: .struct)
    }
}
