internal import CSodium

/// HMAC-SHA256 from libsodium, for keys of any length (the streaming API hashes long keys itself).
enum HMACSHA256 {
    /// The 32-byte MAC of the concatenated `parts` under `key`.
    static func authenticate(key: [UInt8], _ parts: [UInt8]...) -> [UInt8] {
        Sodium.ensureInitialized()
        var state = crypto_auth_hmacsha256_state()
        _ = crypto_auth_hmacsha256_init(&state, key, key.count)
        for part in parts { _ = crypto_auth_hmacsha256_update(&state, part, UInt64(part.count)) }
        var mac = [UInt8](repeating: 0, count: Int(crypto_auth_hmacsha256_BYTES))
        _ = crypto_auth_hmacsha256_final(&state, &mac)
        sodium_memzero(&state, MemoryLayout<crypto_auth_hmacsha256_state>.size)
        return mac
    }
}
