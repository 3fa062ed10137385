extension UInt256 {
    /// The number that these big-endian bytes write, most significant first, as the ABI and
    /// RLP carry a uint256: any number of leading zero bytes, then at most 32 significant ones.
    /// ```swift
    /// try UInt256(bigEndian: [0x01, 0x00])   // 256
    /// ```
    /// - Throws: ``UInt256Error/tooManyBytes(significant:)`` when more than 32 bytes follow the leading zeros.
    public init(bigEndian bytes: some Collection<UInt8>) throws(UInt256Error) {
        let significant = bytes.drop { $0 == 0 }
        guard significant.count <= 32 else { throw .tooManyBytes(significant: significant.count) }
        var words = [UInt64](repeating: 0, count: 4)
        for (offset, byte) in significant.reversed().enumerated() {
            words[offset / 8] |= UInt64(byte) << UInt64(8 * (offset % 8))
        }
        self.init(words: words)
    }

    /// The number as exactly 32 big-endian bytes, most significant first (an ABI word).
    public var bigEndianBytes: [UInt8] {
        [word3, word2, word1, word0].flatMap { word in
            (0..<8).reversed().map { UInt8(truncatingIfNeeded: word >> UInt64(8 * $0)) }
        }
    }
}
