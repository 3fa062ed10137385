/// One 32-byte topic of an EVM log: the event's signature hash first, then its indexed arguments
/// (an address is left-padded with zeros to 32 bytes).
///
/// ```swift
/// let transfer = try EVMTopic("0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef")
/// transfer.hex        // "0xddf2…b3ef", lowercase, as the node writes it
/// ```
public struct EVMTopic: Sendable, Hashable, CustomStringConvertible {
    /// The 32 bytes.
    public let bytes: [UInt8]

    /// The topic with these 32 bytes.
    ///
    /// - Throws: ``EVMHexError/wrongLength(expectedDigits:found:)`` for any other count.
    public init(bytes: [UInt8]) throws(EVMHexError) {
        guard bytes.count == 32 else { throw .wrongLength(expectedDigits: 64, found: 2 * bytes.count) }
        self.bytes = bytes
    }

    /// Parses `0x` and 64 hex digits, in either case.
    public init(_ text: some StringProtocol) throws(EVMHexError) {
        bytes = try EVMHex.data(text, exactly: 32)
    }

    /// `0x` and 64 lowercase hex digits.
    public var hex: String { EVMHex.data(bytes) }

    /// ``hex``.
    public var description: String { hex }
}
