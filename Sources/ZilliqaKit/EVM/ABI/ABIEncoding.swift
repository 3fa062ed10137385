/// The words of dynamic ABI values, for calldata and answers that carry `bytes` or `string`
/// (``ABIFunction`` writes static arguments only): a whole number's word, and a value's tail.
///
/// ```swift
/// let calldata = selector + ABIEncoding.word(32) + ABIEncoding.tail(Array("alice.zil".utf8))
/// ```
public enum ABIEncoding {
    /// A whole number's 32-byte big-endian word (an offset or a length).
    public static func word(_ number: UInt64) -> [UInt8] { ABIValue.uint64(number).word }

    /// A `bytes` or `string` value's tail: its length word, then its bytes padded with zeros to whole words.
    public static func tail(_ bytes: [UInt8]) -> [UInt8] {
        word(UInt64(bytes.count)) + bytes + [UInt8](repeating: 0, count: (32 - bytes.count % 32) % 32)
    }
}
