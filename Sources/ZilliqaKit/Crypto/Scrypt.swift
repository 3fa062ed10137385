internal import CSodium

/// scrypt (Colin Percival's memory-hard KDF) from libsodium's low-level
/// `crypto_pwhash_scryptsalsa208sha256_ll`, the one that takes N, r and p as they are.
///
/// libsodium puts no cap on the memory this uses (128 * n * r bytes), so callers bound the
/// parameters first; ``KDFParameters`` does that for everything ZilliqaKit derives.
enum Scrypt {
    /// The `length`-byte key for `password` and `salt`, or nil when libsodium refuses the
    /// parameters (n not a power of two above 1, r * p too large) or cannot allocate.
    static func derive(password: [UInt8], salt: [UInt8], n: UInt64, r: UInt32, p: UInt32, length: Int) -> [UInt8]? {
        password.withUnsafeBytes { derive(password: $0, salt: salt, n: n, r: r, p: p, length: length) }
    }

    /// The same, reading the password where it is (a ``SecretText``'s storage), with no copy.
    static func derive(
        password: UnsafeRawBufferPointer, salt: [UInt8], n: UInt64, r: UInt32, p: UInt32, length: Int
    ) -> [UInt8]? {
        Sodium.ensureInitialized()
        var key = [UInt8](repeating: 0, count: length)
        var status: Int32 = -1
        // An empty password (no base address) is still passed at an address, though no byte is read.
        var none: UInt8 = 0
        withUnsafePointer(to: &none) { placeholder in
            let start = password.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? placeholder
            status = crypto_pwhash_scryptsalsa208sha256_ll(
                start, password.count, salt, salt.count, n, r, p, &key, length)
        }
        guard status == 0 else {
            key.zeroize()
            return nil
        }
        return key
    }
}
