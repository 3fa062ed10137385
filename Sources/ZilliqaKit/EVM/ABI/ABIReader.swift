/// Reads the values a contract call answered (its return data) by the ABI, strictly and within bounds.
///
/// The answer is hostile input: every word read must lie inside the data, a bool must be 0 or 1,
/// an address must have 12 zero bytes before it, and a string's offset and length must point
/// inside the data and stay under a bound the caller gives. Nothing here traps, whatever the bytes;
/// each refusal is an ``ABIError``. Bytes after the last value read are ignored, as Solidity's
/// decoder ignores them.
/// ```swift
/// let answer = ABIReader(returnData)
/// let balance = try answer.uint256()                   // balanceOf(address)
/// let name = try answer.string(maximumBytes: 256)      // name()
/// let symbol = try answer.text(maximumBytes: 64)       // symbol(), as string or as bytes32
/// ```
public struct ABIReader: Sendable {
    /// The bytes of the answer.
    public let data: [UInt8]

    /// A reader of these bytes.
    public init(_ data: [UInt8]) {
        self.data = data
    }

    /// The 32-byte word in head slot `slot` (0 for the first value).
    /// - Throws: ``ABIError/tooShort(needed:found:)`` when the data ends before it.
    public func word(at slot: Int = 0) throws(ABIError) -> [UInt8] {
        guard slot >= 0, slot < data.count / 32 else {
            throw .tooShort(needed: (Swift.min(Swift.max(slot, 0), Int.max / 32 - 1) + 1) * 32, found: data.count)
        }
        return try word(atByte: slot * 32)
    }

    /// The uint256 in head slot `slot`.
    public func uint256(at slot: Int = 0) throws(ABIError) -> UInt256 {
        try UInt256(wordBytes: word(at: slot))
    }

    /// The bool in head slot `slot`.
    /// - Throws: ``ABIError/notABool`` unless the word is exactly 0 or 1.
    public func bool(at slot: Int = 0) throws(ABIError) -> Bool {
        switch try uint256(at: slot) {
        case .zero: false
        case 1: true
        default: throw .notABool
        }
    }

    /// The address in head slot `slot`.
    /// - Throws: ``ABIError/notAnAddress`` unless the word's first 12 bytes are zero.
    public func address(at slot: Int = 0) throws(ABIError) -> EVMAddress {
        try ABIReader.address(inWord: word(at: slot))
    }

    /// The 32 raw bytes in head slot `slot`.
    public func bytes32(at slot: Int = 0) throws(ABIError) -> [UInt8] {
        try word(at: slot)
    }

    /// The string whose offset is in head slot `slot`: the offset (from the start of the data)
    /// points at a length word, which the UTF-8 bytes follow.
    /// - Throws: what ``bytes(at:maximumBytes:)`` throws, and ``ABIError/notUTF8`` for bytes that
    ///   are not UTF-8.
    public func string(at slot: Int = 0, maximumBytes: Int) throws(ABIError) -> String {
        try ABIReader.utf8(bytes(at: slot, maximumBytes: maximumBytes)[...])
    }

    /// The `bytes` whose offset is in head slot `slot`: the offset (from the start of the data)
    /// points at a length word, which the bytes follow.
    /// - Throws: ``ABIError/offsetOutOfBounds(offset:size:)`` or ``ABIError/lengthOutOfBounds(length:available:)``
    ///   when either points past the data, and ``ABIError/tooLong(length:maximumBytes:)`` past `maximumBytes`.
    public func bytes(at slot: Int = 0, maximumBytes: Int) throws(ABIError) -> [UInt8] {
        let (start, length) = try dynamicHead(at: slot)
        let available = data.count - start - 32
        guard let count = length.uint64Value.flatMap(Int.init(exactly:)), count <= available else {
            throw .lengthOutOfBounds(length: length, available: available)
        }
        guard count <= maximumBytes else { throw .tooLong(length: count, maximumBytes: maximumBytes) }
        return Array(data[(start + 32)..<(start + 32 + count)])
    }

    /// The `uint256[width][]` whose offset is in head slot `slot`: a count word, then `width`
    /// words for each entry, inline (a fixed-size array of static values has no offsets of its own).
    /// - Throws: ``ABIError/offsetOutOfBounds(offset:size:)`` when the offset points past the data,
    ///   ``ABIError/tooManyEntries(count:maximum:)`` past `maximumCount` entries (checked before
    ///   anything is read), and ``ABIError/lengthOutOfBounds(length:available:)`` when the entries
    ///   run past the data.
    public func uint256Tuples(at slot: Int = 0, width: Int, maximumCount: Int) throws(ABIError) -> [[UInt256]] {
        let width = Swift.max(width, 0)
        let (start, length) = try dynamicHead(at: slot)
        guard let count = length.uint64Value.flatMap(Int.init(exactly:)), count <= maximumCount else {
            throw .tooManyEntries(count: length, maximum: maximumCount)
        }
        let available = data.count - start - 32
        let (words, wordsOverflow) = count.multipliedReportingOverflow(by: width)
        let (bytes, bytesOverflow) = words.multipliedReportingOverflow(by: 32)
        guard !wordsOverflow, !bytesOverflow, bytes <= available else {
            throw .lengthOutOfBounds(length: length, available: available)
        }
        let body = ABIReader(Array(data[(start + 32)..<(start + 32 + bytes)]))
        var tuples: [[UInt256]] = []
        tuples.reserveCapacity(count)
        for entry in 0..<count {
            var tuple: [UInt256] = []
            for column in 0..<width { tuple.append(try body.uint256(at: entry * width + column)) }
            tuples.append(tuple)
        }
        return tuples
    }

    /// The `uint256[]` whose offset is in head slot `slot` (a router's amounts), at most `maximumCount`.
    /// - Throws: as ``uint256Tuples(at:width:maximumCount:)``.
    public func uint256s(at slot: Int = 0, maximumCount: Int) throws(ABIError) -> [UInt256] {
        try uint256Tuples(at: slot, width: 1, maximumCount: maximumCount).map { $0[0] }
    }

    /// The `address[]` whose offset is in head slot `slot` (a swap's path), at most `maximumCount`;
    /// a word with anything but zeros before its 20 bytes is refused.
    /// - Throws: as ``uint256Tuples(at:width:maximumCount:)``, and ``ABIError`` for a word that is no address.
    public func addresses(at slot: Int = 0, maximumCount: Int) throws(ABIError) -> [EVMAddress] {
        var list: [EVMAddress] = []
        for number in try uint256s(at: slot, maximumCount: maximumCount) {
            list.append(try Self.address(inWord: number.bigEndianBytes))
        }
        return list
    }

    /// Where the dynamic value whose offset is in head slot `slot` starts, and its length word.
    private func dynamicHead(at slot: Int) throws(ABIError) -> (start: Int, length: UInt256) {
        let offset = try uint256(at: slot)
        guard let start = offset.uint64Value.flatMap(Int.init(exactly:)), start <= data.count - 32 else {
            throw .offsetOutOfBounds(offset: offset, size: data.count)
        }
        return (start, try UInt256(wordBytes: word(atByte: start)))
    }

    /// The text of a `symbol()` or `name()` answer, whichever way the token writes it: exactly
    /// one word is a bytes32 (``bytes32Text(_:)``), anything else a string (``string(at:maximumBytes:)``).
    public func text(maximumBytes: Int) throws(ABIError) -> String {
        guard data.count == 32 else { return try string(maximumBytes: maximumBytes) }
        let text = try ABIReader.bytes32Text(data)
        guard text.utf8.count <= maximumBytes else {
            throw .tooLong(length: text.utf8.count, maximumBytes: maximumBytes)
        }
        return text
    }

    /// A bytes32 as text: its UTF-8 without the zero bytes that pad it on the right.
    /// - Throws: ``ABIError/notUTF8`` when what is left is not UTF-8.
    public static func bytes32Text(_ word: [UInt8]) throws(ABIError) -> String {
        var end = word.endIndex
        while end > word.startIndex, word[end - 1] == 0 { end -= 1 }
        return try utf8(word[word.startIndex..<end])
    }

    /// The address a 32-byte word holds (a log's topic, an answer's word).
    /// - Throws: ``ABIError/notAnAddress`` unless the word is 32 bytes with 12 zero bytes first.
    static func address(inWord word: [UInt8]) throws(ABIError) -> EVMAddress {
        guard word.count == 32, word.prefix(12).allSatisfy({ $0 == 0 }),
            let address = try? EVMAddress(bytes: Array(word.suffix(20)))
        else { throw .notAnAddress }
        return address
    }

    /// The word that starts `start` bytes into the data.
    private func word(atByte start: Int) throws(ABIError) -> [UInt8] {
        guard start >= 0, start <= data.count - 32 else {
            throw .tooShort(needed: start > Int.max - 32 ? Int.max : start + 32, found: data.count)
        }
        return Array(data[start..<(start + 32)])
    }

    /// These bytes as text, refused unless they are valid UTF-8.
    private static func utf8(_ bytes: ArraySlice<UInt8>) throws(ABIError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        return text
    }
}

extension UInt256 {
    /// The number in a 32-byte word (always fits, so never throws past the word's length).
    fileprivate init(wordBytes word: [UInt8]) throws(ABIError) {
        guard word.count == 32, let number = try? UInt256(bigEndian: word) else {
            throw .tooShort(needed: 32, found: word.count)
        }
        self = number
    }
}
