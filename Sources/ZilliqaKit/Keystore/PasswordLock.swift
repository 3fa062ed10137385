/// The three steps a keystore locks bytes with, shared by ``Keystore`` (a private key) and
/// ``SealedSecret`` (any secret): the password becomes a 32-byte key (scrypt or PBKDF2), its first
/// half runs AES-128-CTR, its second half keys the MAC.
enum PasswordLock {
    /// The 32-byte derived key for `password`, read where it is (no copy); its owner wipes it.
    static func derive(password: SecretText, salt: [UInt8], kdf: KDFParameters) throws(KeystoreError)
        -> [UInt8]
    {
        try KeyDerivation.derive(password: password, salt: salt, parameters: kdf)
    }

    /// Refuses, before any work, a password shorter than ``Keystore/minimumPasswordLength``: counted
    /// in Unicode scalars (in bytes for bytes that are not UTF-8); a wiped one is empty.
    static func checkNew(_ password: SecretText) throws(KeystoreError) {
        guard Keystore.isLongEnough(password) else {
            throw .passwordTooShort(minimum: Keystore.minimumPasswordLength)
        }
    }

    /// AES-128-CTR under dk[0..<16] from counter `iv` (encrypts and decrypts alike).
    static func crypt(_ input: [UInt8], derivedKey: [UInt8], iv: [UInt8]) -> [UInt8]? {
        var encryptionKey = Array(derivedKey[0..<16])
        defer { encryptionKey.zeroize() }
        return AES128CTR.apply(key: encryptionKey, iv: iv, input)
    }

    /// The MAC of `dialect` under the derived key:
    /// - Zilliqa's: HMAC-SHA256(key: dk, dk[16..<32] || ciphertext || iv || "aes-128-ctr");
    /// - Ethereum's: Keccak-256(dk[16..<32] || ciphertext).
    static func mac(_ dialect: KeystoreDialect, derivedKey: [UInt8], ciphertext: [UInt8], iv: [UInt8])
        -> [UInt8]
    {
        var macKeyHalf = Array(derivedKey[16..<32])
        defer { macKeyHalf.zeroize() }
        switch dialect {
        case .zilliqa:
            return HMACSHA256.authenticate(key: derivedKey, macKeyHalf, ciphertext, iv, Array(Keystore.cipher.utf8))
        case .ethereum:
            var body = macKeyHalf + ciphertext
            defer { body.zeroize() }
            return Keccak256.hash(body)
        }
    }
}
