import ZilliqaKit

/// Ethereum's mixed-case address checksum (EIP-55), which Zilliqa 2.0 accepts for `toAddr`
/// beside Zilliqa's own (zq2-legacy-api.md §2.2 step 6): a letter is uppercase when the matching
/// nibble of Keccak-256 of the lowercase hex is 8 or more.
///
/// ```swift
/// EIP55.checksummed(Address.migrationEscrow.bytes)   // "00000000005A494c31455343524f5750524f5859"
/// ```
enum EIP55 {
    /// The 40 hex digits of `bytes` in EIP-55 case, without `0x`.
    static func checksummed(_ bytes: [UInt8]) -> String {
        let lower = Hex.encode(bytes)
        let hash = Keccak256.hash(Array(lower.utf8))
        var out = ""
        for (index, character) in lower.enumerated() {
            let byte = hash[index / 2]
            let nibble = index.isMultiple(of: 2) ? byte >> 4 : byte & 0x0F
            out.append(character.isLetter && nibble >= 8 ? Character(character.uppercased()) : character)
        }
        return out
    }
}

/// Keccak-256 (the original padding, as Ethereum uses it, not NIST SHA3-256).
enum Keccak256 {
    private static let roundConstants: [UInt64] = [
        0x0000_0000_0000_0001, 0x0000_0000_0000_8082, 0x8000_0000_0000_808A, 0x8000_0000_8000_8000,
        0x0000_0000_0000_808B, 0x0000_0000_8000_0001, 0x8000_0000_8000_8081, 0x8000_0000_0000_8009,
        0x0000_0000_0000_008A, 0x0000_0000_0000_0088, 0x0000_0000_8000_8009, 0x0000_0000_8000_000A,
        0x0000_0000_8000_808B, 0x8000_0000_0000_008B, 0x8000_0000_0000_8089, 0x8000_0000_0000_8003,
        0x8000_0000_0000_8002, 0x8000_0000_0000_0080, 0x0000_0000_0000_800A, 0x8000_0000_8000_000A,
        0x8000_0000_8000_8081, 0x8000_0000_0000_8080, 0x0000_0000_8000_0001, 0x8000_0000_8000_8008,
    ]
    /// The rotation of lane x + 5y.
    private static let rotations: [UInt64] = [
        0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
    ]
    private static let rate = 136

    /// The 32-byte digest of `message`.
    static func hash(_ message: [UInt8]) -> [UInt8] {
        var padded = message
        padded.append(0x01)
        while !padded.count.isMultiple(of: rate) { padded.append(0) }
        padded[padded.count - 1] |= 0x80
        var state = [UInt64](repeating: 0, count: 25)
        for start in stride(from: 0, to: padded.count, by: rate) {
            for lane in 0..<(rate / 8) {
                var value: UInt64 = 0
                for byte in 0..<8 { value |= UInt64(padded[start + lane * 8 + byte]) << (8 * byte) }
                state[lane] ^= value
            }
            permute(&state)
        }
        var digest: [UInt8] = []
        for lane in 0..<4 {
            for byte in 0..<8 { digest.append(UInt8(truncatingIfNeeded: state[lane] >> (8 * byte))) }
        }
        return digest
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        count == 0 ? value : value << count | value >> (64 - count)
    }

    private static func permute(_ a: inout [UInt64]) {
        var b = [UInt64](repeating: 0, count: 25)
        var c = [UInt64](repeating: 0, count: 5)
        for roundConstant in roundConstants {
            for x in 0..<5 { c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20] }
            for x in 0..<5 {
                let d = c[(x + 4) % 5] ^ rotate(c[(x + 1) % 5], 1)
                for y in stride(from: 0, to: 25, by: 5) { a[y + x] ^= d }
            }
            for x in 0..<5 {
                for y in 0..<5 { b[y + 5 * ((2 * x + 3 * y) % 5)] = rotate(a[x + 5 * y], rotations[x + 5 * y]) }
            }
            for y in stride(from: 0, to: 25, by: 5) {
                for x in 0..<5 { a[y + x] = b[y + x] ^ (~b[y + (x + 1) % 5] & b[y + (x + 2) % 5]) }
            }
            a[0] ^= roundConstant
        }
    }
}
