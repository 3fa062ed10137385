/// HMAC-DRBG with HMAC-SHA256 (NIST SP 800-90A), seeded with the private key, the message
/// and a fixed personalisation string, so that signing is deterministic: the same key and
/// message always give the same nonce, and no random number generator can leak the key.
struct NonceGenerator {
    /// 32 zero bytes and ASCII "Schnorr+SHA256  " (two trailing spaces).
    static let personalization: [UInt8] = [UInt8](repeating: 0, count: 32) + Array("Schnorr+SHA256  ".utf8)

    private var key = [UInt8](repeating: 0x00, count: 32)
    private var value = [UInt8](repeating: 0x01, count: 32)

    /// Instantiates with seed material `privateKey || message || personalization`.
    init(privateKey: [UInt8], message: [UInt8]) {
        var seed = privateKey + message + NonceGenerator.personalization
        defer { seed.zeroize() }
        update(seed)
    }

    /// The next 32-byte output, followed by the standard update with no additional input.
    mutating func next() -> [UInt8] {
        value = HMACSHA256.authenticate(key: key, value)
        let output = value
        update([])
        return output
    }

    private mutating func update(_ provided: [UInt8]) {
        key = HMACSHA256.authenticate(key: key, value, [0x00], provided)
        value = HMACSHA256.authenticate(key: key, value)
        guard !provided.isEmpty else { return }
        key = HMACSHA256.authenticate(key: key, value, [0x01], provided)
        value = HMACSHA256.authenticate(key: key, value)
    }

    /// Wipes the generator's state.
    mutating func wipe() {
        key.zeroize()
        value.zeroize()
    }
}
