/// HMAC-DRBG with HMAC-SHA256 (NIST SP 800-90A), seeded with the private key, the message
/// and a fixed personalisation string, so that signing is deterministic: the same key and
/// message always give the same nonce, and no random number generator can leak the key.
///
/// Its state (K and V) gives the nonces away, and a nonce with its signature the key: so the state
/// lives in one allocation, updated in place and wiped when the generator ends (it cannot be
/// copied), and the seed is hashed in its parts, never concatenated into a copy of the key.
struct NonceGenerator: ~Copyable {
    /// 32 zero bytes and ASCII "Schnorr+SHA256  " (two trailing spaces).
    static let personalization: [UInt8] = [UInt8](repeating: 0, count: 32) + Array("Schnorr+SHA256  ".utf8)

    /// K (bytes 0..<32), V (32..<64) and a MAC being computed (64..<96).
    private let memory: UnsafeMutableRawBufferPointer

    private var key: UnsafeMutableRawBufferPointer { UnsafeMutableRawBufferPointer(rebasing: memory[0..<32]) }
    private var value: UnsafeMutableRawBufferPointer { UnsafeMutableRawBufferPointer(rebasing: memory[32..<64]) }
    private var scratch: UnsafeMutableRawBufferPointer { UnsafeMutableRawBufferPointer(rebasing: memory[64..<96]) }

    /// Instantiates with seed material `privateKey || message || personalization`.
    init(privateKey: [UInt8], message: [UInt8]) {
        memory = .allocate(byteCount: 96, alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0)
        UnsafeMutableRawBufferPointer(rebasing: memory[32..<64]).initializeMemory(as: UInt8.self, repeating: 0x01)
        privateKey.withUnsafeBytes { key in
            message.withUnsafeBytes { message in
                NonceGenerator.personalization.withUnsafeBytes { personalization in
                    update([key, message, personalization])
                }
            }
        }
    }

    /// The next 32-byte output, followed by the standard update with no additional input. The
    /// caller wipes the output.
    mutating func next() -> [UInt8] {
        replace(value, withMACOf: [UnsafeRawBufferPointer(value)])
        let output = [UInt8](UnsafeRawBufferPointer(value))
        update([])
        return output
    }

    /// K = HMAC(K, V || 0x00 || provided), V = HMAC(K, V), and again with 0x01 when something is provided.
    private func update(_ provided: [UnsafeRawBufferPointer]) {
        let rounds: [UInt8] = provided.contains(where: { $0.count > 0 }) ? [0x00, 0x01] : [0x00]
        for round in rounds {
            withUnsafeBytes(of: round) { separator in
                replace(key, withMACOf: [UnsafeRawBufferPointer(value), separator] + provided)
            }
            replace(value, withMACOf: [UnsafeRawBufferPointer(value)])
        }
    }

    /// `target` = HMAC(K, parts), computed into the scratch bytes first (the parts may include
    /// `target`), which are wiped afterwards.
    private func replace(_ target: UnsafeMutableRawBufferPointer, withMACOf parts: [UnsafeRawBufferPointer]) {
        HMACSHA256.authenticate(key: UnsafeRawBufferPointer(key), parts: parts, into: scratch)
        target.copyMemory(from: UnsafeRawBufferPointer(scratch))
        scratch.zeroize()
    }

    deinit {
        memory.zeroize()
        memory.deallocate()
    }
}
