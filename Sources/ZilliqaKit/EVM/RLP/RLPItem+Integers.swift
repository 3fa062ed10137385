extension RLPItem {
    /// The byte string of `value`: big-endian without leading zero bytes, so zero is empty (0x80).
    public static func integer(_ value: some FixedWidthInteger & UnsignedInteger) -> RLPItem {
        var bytes: [UInt8] = []
        var rest = value
        while rest != 0 {
            bytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
        return .bytes(bytes.reversed())
    }

    /// The integer this byte string holds; refuses a list, a leading zero byte and a value too large for `T`.
    public func integer<T: FixedWidthInteger & UnsignedInteger>(as type: T.Type = T.self) throws(RLPError) -> T {
        let bytes = try byteString()
        guard bytes.first != 0 else { throw .leadingZeroInInteger }
        guard bytes.count <= T.bitWidth / 8 else { throw .integerTooLarge(bytes: bytes.count) }
        return bytes.reduce(T.zero) { $0 << 8 | T($1) }
    }

    /// The bytes of a byte string; refuses a list.
    public func byteString() throws(RLPError) -> [UInt8] {
        guard case .bytes(let bytes) = self else { throw .expectedBytes }
        return bytes
    }

    /// The items of a list; refuses a byte string.
    public func listItems() throws(RLPError) -> [RLPItem] {
        guard case .list(let items) = self else { throw .expectedList }
        return items
    }
}
