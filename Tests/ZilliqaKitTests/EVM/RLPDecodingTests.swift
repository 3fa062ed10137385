import Testing
import ZilliqaKit

@Suite("RLP decoding")
struct RLPDecodingTests {
    @Test("every pyrlp encoding decodes back to its item")
    func pyrlpItemsRoundTrip() throws {
        let vectors = try RLPVectors.load().items

        let mismatches = vectors.indices.filter {
            (try? RLP.decode([UInt8](hex: vectors[$0].encoded))) != vectors[$0].item.value
        }

        #expect(mismatches == [])
    }

    @Test("every pyrlp integer decodes back to its value")
    func pyrlpIntegersRoundTrip() throws {
        let vectors = try RLPVectors.load().integers

        let mismatches = vectors.indices.filter {
            (try? RLP.decode([UInt8](hex: vectors[$0].encoded)).integer(as: UInt128.self)) != UInt128(vectors[$0].value)
        }

        #expect(mismatches == [])
    }

    @Test("an integer with a leading zero byte is refused")
    func leadingZeroInteger() throws {
        let item = try RLP.decode([0x82, 0x00, 0x01])

        #expect(throws: RLPError.leadingZeroInInteger) { try item.integer(as: UInt64.self) }
    }

    @Test("an integer wider than its field is refused")
    func integerTooLarge() throws {
        let item = try RLP.decode([0x89] + [UInt8](repeating: 1, count: 9))

        #expect(throws: RLPError.integerTooLarge(bytes: 9)) { try item.integer(as: UInt64.self) }
    }

    @Test("a single byte below 0x80 written as a string is refused")
    func nonCanonicalSingleByte() {
        #expect(throws: RLPError.nonCanonicalSingleByte) { try RLP.decode([0x81, 0x7f]) }
    }

    @Test("a long-form string length where the short form fits is refused")
    func longFormShortString() {
        #expect(throws: RLPError.nonCanonicalLength) { try RLP.decode([0xb8, 0x02, 0x80, 0x80]) }
    }

    @Test("a long-form list length where the short form fits is refused")
    func longFormShortList() {
        #expect(throws: RLPError.nonCanonicalLength) { try RLP.decode([0xf8, 0x01, 0x80]) }
    }

    @Test("a long-form length with a leading zero byte is refused")
    func lengthWithLeadingZero() {
        let input: [UInt8] = [0xb9, 0x00, 0x38] + [UInt8](repeating: 1, count: 56)

        #expect(throws: RLPError.nonCanonicalLength) { try RLP.decode(input) }
    }

    @Test("bytes after the item are refused")
    func trailingBytes() {
        #expect(throws: RLPError.trailingBytes(2)) { try RLP.decode([0x80, 0x01, 0x02]) }
    }

    @Test("a string length past the end of the input is refused")
    func stringPastInput() {
        #expect(throws: RLPError.truncated) { try RLP.decode([0x83, 0x01, 0x02]) }
    }

    @Test("a list whose item runs past the list's end is refused")
    func itemPastList() {
        #expect(throws: RLPError.truncated) { try RLP.decode([0xc2, 0x82, 0x01, 0x02]) }
    }

    @Test("empty input is refused")
    func emptyInput() {
        #expect(throws: RLPError.truncated) { try RLP.decode([]) }
    }

    @Test("input over 128 KiB is refused before it is read")
    func inputTooLarge() {
        let input = [UInt8](repeating: 0, count: RLP.maximumInputSize + 1)

        #expect(throws: RLPError.inputTooLarge(RLP.maximumInputSize + 1)) { try RLP.decode(input) }
    }

    @Test("lists nested 16 deep are read, 17 deep refused")
    func nestingBound() throws {
        let nested = { (depth: Int) in (0..<depth).reduce(RLPItem.list([])) { inner, _ in .list([inner]) } }

        #expect(try RLP.decode(RLP.encode(nested(15))) == nested(15))
        #expect(throws: RLPError.tooDeep) { try RLP.decode(RLP.encode(nested(16))) }
    }

    @Test("a list where a byte string belongs is refused")
    func expectedBytes() {
        #expect(throws: RLPError.expectedBytes) { try RLPItem.list([]).byteString() }
    }
}
