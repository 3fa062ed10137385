/// Zilliqa's address checksum (not Ethereum's EIP-55): a letter is capitalised when bit
/// 255 - 6i of SHA-256(raw address) is set, i being the letter's position in the 40 hex digits.
enum ZilliqaChecksum {
    /// The 40 checksummed hex characters of `bytes`, without `0x`.
    static func apply(to bytes: [UInt8]) -> String {
        let lower = Array(Hex.encode(bytes).utf8)
        let digest = SHA256.hash(bytes)
        var out = lower
        for (index, char) in lower.enumerated() where char >= UInt8(ascii: "a") {
            let bit = 255 - 6 * index
            let byte = digest[31 - bit / 8]
            if byte >> (bit % 8) & 1 == 1 { out[index] = char - 32 }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
