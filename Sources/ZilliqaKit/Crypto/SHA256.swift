internal import CSodium

/// SHA-256 from libsodium.
enum SHA256 {
    /// The 32-byte digest of `bytes`.
    static func hash(_ bytes: [UInt8]) -> [UInt8] {
        Sodium.ensureInitialized()
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        _ = crypto_hash_sha256(&digest, bytes, UInt64(bytes.count))
        return digest
    }

    /// The digest of several byte strings, one after the other, with no copy into one buffer.
    static func hash(_ parts: [UInt8]...) -> [UInt8] {
        Sodium.ensureInitialized()
        var state = crypto_hash_sha256_state()
        _ = crypto_hash_sha256_init(&state)
        for part in parts { _ = crypto_hash_sha256_update(&state, part, UInt64(part.count)) }
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        _ = crypto_hash_sha256_final(&state, &digest)
        return digest
    }
}
