/// Zilliqa's address checksum (not Ethereum's EIP-55): a letter is capitalised when bit
/// 255 - 6i of SHA-256(raw address) is set, i being the letter's position in the 40 hex digits.
enum ZilliqaChecksum {
    /// The 40 checksummed hex characters of `bytes`, without `0x`.
    static func apply(to bytes: [UInt8]) -> String {
        let digest = SHA256.hash(bytes)
        return AddressHex.capitalizing(bytes) { index in
            let bit = 255 - 6 * index
            return digest[31 - bit / 8] >> (bit % 8) & 1 == 1
        }
    }
}
