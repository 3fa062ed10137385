internal import COpenSSL

/// PBKDF2-HMAC-SHA256 and -SHA512 from OpenSSL's `PKCS5_PBKDF2_HMAC` with `EVP_sha256()` or `EVP_sha512()`.
enum PBKDF2 {
    /// The `length`-byte key for `password` and `salt` after `iterations` rounds of HMAC-SHA256,
    /// or nil when OpenSSL reports a failure (it only does so for impossible sizes or no memory).
    static func deriveSHA256(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) -> [UInt8]? {
        password.withUnsafeBytes {
            derive(password: $0, salt: salt, iterations: iterations, length: length, digest: EVP_sha256())
        }
    }

    /// The same, reading the password where it is (a ``SecretText``'s storage), with no copy.
    static func deriveSHA256(password: UnsafeRawBufferPointer, salt: [UInt8], iterations: Int, length: Int)
        -> [UInt8]?
    {
        derive(password: password, salt: salt, iterations: iterations, length: length, digest: EVP_sha256())
    }

    /// The same with HMAC-SHA512: BIP-39's seed (2048 rounds, 64 bytes).
    static func deriveSHA512(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) -> [UInt8]? {
        password.withUnsafeBytes {
            derive(password: $0, salt: salt, iterations: iterations, length: length, digest: EVP_sha512())
        }
    }

    private static func derive(
        password: UnsafeRawBufferPointer, salt: [UInt8], iterations: Int, length: Int, digest: OpaquePointer?
    ) -> [UInt8]? {
        guard let passwordLength = Int32(exactly: password.count), let saltLength = Int32(exactly: salt.count),
            let rounds = Int32(exactly: iterations), let keyLength = Int32(exactly: length), rounds > 0
        else { return nil }
        var key = [UInt8](repeating: 0, count: length)
        // OpenSSL takes a null password of length 0 as the empty one.
        let status = PKCS5_PBKDF2_HMAC(
            password.baseAddress?.assumingMemoryBound(to: CChar.self), passwordLength, salt, saltLength, rounds,
            digest, keyLength, &key)
        guard status == 1 else {
            key.zeroize()
            return nil
        }
        return key
    }
}
