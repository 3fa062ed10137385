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

    /// The 32-byte MAC of the concatenated `parts` under `key`, written into `mac` (32 bytes): for
    /// secret state kept in storage of its own (``NonceGenerator``), so that no array copy is made.
    static func authenticate(
        key: UnsafeRawBufferPointer, parts: [UnsafeRawBufferPointer], into mac: UnsafeMutableRawBufferPointer
    ) {
        guard mac.count == Int(crypto_auth_hmacsha256_BYTES), let output = mac.baseAddress,
            let keyStart = key.baseAddress
        else { preconditionFailure("an HMAC-SHA256 is 32 bytes, under a key of at least one byte") }
        Sodium.ensureInitialized()
        var state = crypto_auth_hmacsha256_state()
        _ = crypto_auth_hmacsha256_init(&state, keyStart.assumingMemoryBound(to: UInt8.self), key.count)
        for part in parts where !part.isEmpty {
            _ = crypto_auth_hmacsha256_update(
                &state, part.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt64(part.count))
        }
        _ = crypto_auth_hmacsha256_final(&state, output.assumingMemoryBound(to: UInt8.self))
        sodium_memzero(&state, MemoryLayout<crypto_auth_hmacsha256_state>.size)
    }
}
