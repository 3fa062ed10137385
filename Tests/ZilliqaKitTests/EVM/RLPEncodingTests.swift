import Testing
import ZilliqaKit

@Suite("RLP encoding")
struct RLPEncodingTests {
    @Test("a single byte below 0x80 is itself")
    func singleByte() {
        #expect(RLP.encode(.bytes([0x7f])) == [0x7f])
    }

    @Test("a single byte of 0x80 or more gets a length prefix")
    func highSingleByte() {
        #expect(RLP.encode(.bytes([0x80])) == [0x81, 0x80])
    }

    @Test("a 55-byte string takes the short form, a 56-byte one the long form")
    func stringLengthForms() {
        #expect(RLP.encode(.bytes([UInt8](repeating: 1, count: 55))).prefix(1) == [0xb7])
        #expect(RLP.encode(.bytes([UInt8](repeating: 1, count: 56))).prefix(2) == [0xb8, 56])
    }

    @Test("the empty list is 0xc0")
    func emptyList() {
        #expect(RLP.encode(.list([])) == [0xc0])
    }

    @Test("zero is the empty string, 0x80")
    func zero() {
        #expect(RLP.encode(.integer(0 as UInt64)) == [0x80])
    }

    @Test("an integer is big-endian without leading zeros")
    func integer() {
        #expect(RLP.encode(.integer(0x0400 as UInt128)) == [0x82, 0x04, 0x00])
    }

    @Test("201 random nested items encode as pyrlp encodes them")
    func pyrlpItems() throws {
        let vectors = try RLPVectors.load().items

        let mismatches = vectors.indices.filter {
            Hex.encode(RLP.encode(vectors[$0].item.value)) != vectors[$0].encoded
        }

        #expect(vectors.count == 201)
        #expect(mismatches == [])
    }

    @Test("110 integers up to 2^128 - 1 encode as pyrlp encodes them")
    func pyrlpIntegers() throws {
        let vectors = try RLPVectors.load().integers

        let mismatches = vectors.indices.filter {
            UInt128(vectors[$0].value).map { Hex.encode(RLP.encode(.integer($0))) } != vectors[$0].encoded
        }

        #expect(vectors.count == 110)
        #expect(mismatches == [])
    }
}
