internal import CSodium

/// HMAC-SHA512 from libsodium, for keys of any length: BIP-32's master key and child derivation.
enum HMACSHA512 {
    /// The 64-byte MAC of the concatenated `parts` under `key`; the caller zeroes it.
    static func authenticate(key: [UInt8], _ parts: [UInt8]...) -> [UInt8] {
        Sodium.ensureInitialized()
        var state = crypto_auth_hmacsha512_state()
        _ = crypto_auth_hmacsha512_init(&state, key, key.count)
        for part in parts { _ = crypto_auth_hmacsha512_update(&state, part, UInt64(part.count)) }
        var mac = [UInt8](repeating: 0, count: Int(crypto_auth_hmacsha512_BYTES))
        _ = crypto_auth_hmacsha512_final(&state, &mac)
        sodium_memzero(&state, MemoryLayout<crypto_auth_hmacsha512_state>.size)
        return mac
    }
}
