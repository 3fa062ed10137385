import Testing
import ZilliqaKit

@Suite("ABI answers read strictly, against eth-abi")
struct ABIReaderTests {
    /// One word holding `number`.
    private static func word(_ number: UInt64) -> [UInt8] { UInt256(number).bigEndianBytes }

    @Test("every answer eth-abi encoded reads back as its value")
    func returns() throws {
        for vector in try ABIVectors.load().returns {
            let reader = ABIReader([UInt8](hex: vector.data))

            switch vector.type {
            case "uint256": #expect(try reader.uint256().description == vector.value.text)
            case "bool": #expect(.flag(try reader.bool()) == vector.value)
            case "address": #expect(try reader.address().checksummed == vector.value.text)
            case "string": #expect(try reader.string(maximumBytes: 1024) == vector.value.text)
            case "bytes32": #expect(try ABIReader.bytes32Text(reader.bytes32()) == vector.value.text)
            default: Issue.record("unknown type \(vector.type)")
            }
        }
    }

    @Test("every answer eth-abi refuses is refused too, with an ABIError")
    func refusals() throws {
        for vector in try ABIVectors.load().refusals {
            let reader = ABIReader([UInt8](hex: vector.data))

            #expect(throws: ABIError.self, "\(vector.type) \(vector.ethAbi)") {
                switch vector.type {
                case "uint256": _ = try reader.uint256()
                case "bool": _ = try reader.bool()
                case "address": _ = try reader.address()
                default: _ = try reader.string(maximumBytes: 1024)
                }
            }
        }
    }

    @Test("a bool of 2 is refused, not read as true")
    func boolOfTwo() {
        #expect(throws: ABIError.notABool) { try ABIReader(Self.word(2)).bool() }
    }

    @Test("a string offset past the data and a length past it are refused with their figures")
    func stringBounds() {
        let offsetPast = Self.word(64) + Self.word(0)
        let lengthPast = Self.word(32) + Self.word(33) + [UInt8](repeating: 0x61, count: 32)

        #expect(throws: ABIError.offsetOutOfBounds(offset: 64, size: 64)) {
            try ABIReader(offsetPast).string(maximumBytes: 100)
        }
        #expect(throws: ABIError.lengthOutOfBounds(length: 33, available: 32)) {
            try ABIReader(lengthPast).string(maximumBytes: 100)
        }
    }

    @Test("a string longer than the caller's bound is refused before it is read")
    func stringBound() throws {
        let long = Self.word(32) + Self.word(64) + [UInt8](repeating: 0x61, count: 64)

        #expect(throws: ABIError.tooLong(length: 64, maximumBytes: 63)) { try ABIReader(long).string(maximumBytes: 63) }
        #expect(try ABIReader(long).string(maximumBytes: 64).count == 64)
    }

    @Test("an answer shorter than a word says how many bytes it had")
    func tooShort() {
        #expect(throws: ABIError.tooShort(needed: 32, found: 0)) { try ABIReader([]).uint256() }
        #expect(throws: ABIError.tooShort(needed: 64, found: 32)) { try ABIReader(Self.word(1)).uint256(at: 1) }
    }

    @Test("text() reads a bytes32 symbol and a string symbol alike")
    func textEitherWay() throws {
        let bytes32 = Array("MKR".utf8) + [UInt8](repeating: 0, count: 29)
        let string = Self.word(32) + Self.word(3) + Array("MKR".utf8) + [UInt8](repeating: 0, count: 29)

        #expect(try ABIReader(bytes32).text(maximumBytes: 64) == "MKR")
        #expect(try ABIReader(string).text(maximumBytes: 64) == "MKR")
    }

    @Test("a bytes32 that is not UTF-8 is refused")
    func bytes32NotUTF8() {
        let word = [0xFF] + [UInt8](repeating: 0, count: 31)

        #expect(throws: ABIError.notUTF8) { try ABIReader(word).text(maximumBytes: 64) }
    }

    @Test("errors read as plain sentences")
    func descriptions() {
        #expect(ABIError.tooShort(needed: 32, found: 0).description.contains("0 bytes where at least 32"))
        #expect(ABIError.offsetOutOfBounds(offset: .max, size: 64).description.contains("malformed"))
        #expect(ABIError.tooManyEntries(count: 5, maximum: 4).description.contains("5 entries, more than the 4"))
        #expect(ABIError.commissionOutOfRange(numerator: 3, denominator: 0).description.contains("3/0"))
    }

    @Test("bytes() reads raw bytes that are not UTF-8, which string() refuses")
    func rawBytes() throws {
        let answer = Self.word(32) + Self.word(2) + [0xFF, 0xFE] + [UInt8](repeating: 0, count: 30)

        let bytes = try ABIReader(answer).bytes(maximumBytes: 2)

        #expect(bytes == [0xFF, 0xFE])
        #expect(throws: ABIError.notUTF8) { try ABIReader(answer).string(maximumBytes: 2) }
    }
}
