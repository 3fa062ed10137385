/// Ethereum's Recursive Length Prefix encoding, and a strict decoder that accepts only canonical forms.
///
/// ```swift
/// RLP.encode(.list([.integer(9 as UInt64), .bytes([])]))   // c2 09 80
/// try RLP.decode([0xc2, 0x09, 0x80])                       // the same item
/// ```
public enum RLP {
    /// The largest input ``decode(_:)`` reads: 128 KiB, far above any transaction a wallet signs.
    public static let maximumInputSize = 128 * 1024
    /// The deepest nesting of lists ``decode(_:)`` follows (a transaction nests two deep).
    public static let maximumDepth = 16

    /// The encoding of `item`.
    public static func encode(_ item: RLPItem) -> [UInt8] {
        switch item {
        case .bytes(let bytes):
            if bytes.count == 1 && bytes[0] < 0x80 { return bytes }
            return header(length: bytes.count, offset: 0x80) + bytes
        case .list(let items):
            let payload = items.flatMap(encode)
            return header(length: payload.count, offset: 0xc0) + payload
        }
    }

    /// offset + length when length <= 55; else offset + 55 + the length's byte count, then the length.
    private static func header(length: Int, offset: UInt8) -> [UInt8] {
        guard length > 55 else { return [offset + UInt8(length)] }
        guard case .bytes(let lengthBytes) = RLPItem.integer(UInt(length)) else { return [] }
        return [offset + 55 + UInt8(lengthBytes.count)] + lengthBytes
    }
}
