extension RLP {
    /// The one item `bytes` encode, refusing every non-canonical form: a single byte below 0x80 written
    /// as a string, a long form where the short one fits, a length with a leading zero, a length past
    /// the input, and bytes after the item. Input over ``maximumInputSize`` or nested deeper than
    /// ``maximumDepth`` is refused before or while it is read.
    public static func decode(_ bytes: [UInt8]) throws(RLPError) -> RLPItem {
        guard bytes.count <= maximumInputSize else { throw .inputTooLarge(bytes.count) }
        var reader = Reader(bytes: bytes)
        let item = try reader.item(depth: 0)
        guard reader.position == bytes.count else { throw .trailingBytes(bytes.count - reader.position) }
        return item
    }

    /// A cursor over the input.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func item(depth: Int) throws(RLPError) -> RLPItem {
            guard position < bytes.count else { throw .truncated }
            let prefix = bytes[position]
            position += 1
            switch prefix {
            case 0x00..<0x80:
                return .bytes([prefix])
            case 0x80..<0xc0:
                let length = try self.length(prefix: prefix, offset: 0x80)
                let content = try take(length)
                if length == 1 && content[0] < 0x80 { throw .nonCanonicalSingleByte }
                return .bytes(content)
            default:
                guard depth < RLP.maximumDepth else { throw .tooDeep }
                let length = try self.length(prefix: prefix, offset: 0xc0)
                let end = position + length
                var items: [RLPItem] = []
                while position < end { items.append(try item(depth: depth + 1)) }
                guard position == end else { throw .truncated }
                return .list(items)
            }
        }

        /// The payload length a prefix announces, checked to fit in the input and to be in its shortest form.
        mutating func length(prefix: UInt8, offset: UInt8) throws(RLPError) -> Int {
            let short = Int(prefix - offset)
            let length: Int
            if short <= 55 {
                length = short
            } else {
                let lengthBytes = try take(short - 55)
                guard lengthBytes[0] != 0 else { throw .nonCanonicalLength }
                guard lengthBytes.count <= 3 else { throw .truncated }
                length = lengthBytes.reduce(0) { $0 << 8 | Int($1) }
                guard length > 55 else { throw .nonCanonicalLength }
            }
            guard length <= bytes.count - position else { throw .truncated }
            return length
        }

        mutating func take(_ count: Int) throws(RLPError) -> [UInt8] {
            guard count <= bytes.count - position else { throw .truncated }
            defer { position += count }
            return Array(bytes[position..<position + count])
        }
    }
}
