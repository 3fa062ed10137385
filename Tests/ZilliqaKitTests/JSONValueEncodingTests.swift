import Foundation
import Testing

@testable import ZilliqaKit

/// `JSONEncoder` with sorted keys and unescaped slashes is the known answer: the devnet's answers
/// and the recorded flow baselines were written with it.
@Suite("JSON values written out")
struct JSONValueEncodingTests {
    private static func encoderBytes(_ value: JSONValue) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    @Test("keys sort as JSONEncoder sorts them: by their bytes, capitals before small letters")
    func keyOrder() throws {
        let value: JSONValue = ["b": 1, "ID": 2, "Info": 3, "_id": 4, "a10": 5, "a9": 6, "amount": 7, "B": 8]

        #expect(value.encodedBytes() == (try Self.encoderBytes(value)))
    }

    @Test("text is escaped as JSONEncoder escapes it, slashes and non-ASCII left as they are")
    func escaping() throws {
        let value: JSONValue = .string("a\u{1}\u{7f}\u{2028}é\"\\/\n\t\u{8}\u{c}\r\u{1f}")

        #expect(value.encodedBytes() == (try Self.encoderBytes(value)))
    }

    @Test("numbers, booleans and null, nested in arrays and objects, are written as JSONEncoder writes them")
    func scalarsAndNesting() throws {
        let value: JSONValue = [
            "numbers": [.integer(-5), .integer(Int64.max), .unsignedInteger(UInt64.max), .double(0.5), .double(1)],
            "flags": [true, false, nil],
            "empty": ["array": [], "object": [:]],
        ]

        #expect(value.encodedBytes() == (try Self.encoderBytes(value)))
    }

    @Test("what is written parses back to the same value")
    func roundTrip() throws {
        let value: JSONValue = ["id": "1", "jsonrpc": "2.0", "result": ["balance": "100", "nonce": 18_446_744]]

        #expect(try JSONValue(parsing: value.encodedBytes()) == value)
    }
}
