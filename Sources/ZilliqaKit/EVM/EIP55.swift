/// Ethereum's EIP-55 checksum: a letter is capitalised when the matching nibble of
/// Keccak-256 over the lowercase hex text is 8 or more.
enum EIP55 {
    /// The 40 checksummed hex characters of `bytes`, without `0x`.
    static func apply(to bytes: [UInt8]) -> String {
        let digest = Keccak256.hash(Array(Hex.encode(bytes).utf8))
        return AddressHex.capitalizing(bytes) { index in
            let byte = digest[index / 2]
            return (index.isMultiple(of: 2) ? byte >> 4 : byte & 0x0f) >= 8
        }
    }
}
