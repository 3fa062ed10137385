internal import COpenSSL

/// PBKDF2-HMAC-SHA256 from OpenSSL's `PKCS5_PBKDF2_HMAC` with `EVP_sha256()`.
enum PBKDF2 {
    /// The `length`-byte key for `password` and `salt` after `iterations` rounds, or nil when
    /// OpenSSL reports a failure (it only does so for impossible sizes or no memory).
    static func deriveSHA256(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) -> [UInt8]? {
        guard let passwordLength = Int32(exactly: password.count), let saltLength = Int32(exactly: salt.count),
            let rounds = Int32(exactly: iterations), let keyLength = Int32(exactly: length), rounds > 0
        else { return nil }
        var key = [UInt8](repeating: 0, count: length)
        let status = password.withUnsafeBytes { passwordBytes in
            PKCS5_PBKDF2_HMAC(
                passwordBytes.baseAddress?.assumingMemoryBound(to: CChar.self), passwordLength,
                salt, saltLength, rounds, EVP_sha256(), keyLength, &key)
        }
        guard status == 1 else {
            key.zeroize()
            return nil
        }
        return key
    }
}
