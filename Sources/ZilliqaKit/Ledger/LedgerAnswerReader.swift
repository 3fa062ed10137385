/// Reads an answer's fields in order, each bounded by what is left: nil past the end, never a trap.
struct LedgerAnswerReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next byte.
    mutating func byte() -> UInt8? { bytes(1)?.first }

    /// The next `count` bytes.
    mutating func bytes(_ count: Int) -> [UInt8]? {
        guard count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    /// A length byte and that many bytes of UTF-8 text.
    mutating func text() -> String? {
        guard let count = byte(), let text = bytes(Int(count)) else { return nil }
        return String(decoding: text, as: UTF8.self)
    }
}
