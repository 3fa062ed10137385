import Foundation
import Testing
import ZilliqaKit

@Suite("Amount wire form")
struct AmountWireTests {
    @Test(
        "qaString is the decimal string of Qa",
        arguments: [
            (UInt128(1_500_000_000_000), "1500000000000"),
            (0, "0"),
            (UInt128.max, "340282366920938463463374607431768211455"),
        ])
    func qaString(qa: UInt128, expected: String) {
        #expect(Amount(qa: qa).qaString == expected)
    }

    @Test(
        "a string of digits from the RPC parses as Qa",
        arguments: [
            ("0", UInt128(0)),
            ("2000000000", 2_000_000_000),
            ("007", 7),
            ("340282366920938463463374607431768211455", .max),
        ])
    func parsesDigits(text: String, qa: UInt128) throws {
        #expect(try Amount(qaString: text).qa == qa)
    }

    @Test(
        "anything but digits is refused in the wire form",
        arguments: [
            (" 1", Character(" "), 0),
            ("1 ", " ", 1),
            ("1.5", ".", 1),
            ("1,000", ",", 1),
            ("1e3", "e", 1),
            ("0x10", "x", 1),
            ("+1", "+", 0),
        ])
    func rejectsNonDigits(text: String, character: Character, position: Int) {
        #expect(throws: AmountError.notANumber(character: character, position: position)) {
            try Amount(qaString: text)
        }
    }

    @Test("an empty wire string is refused")
    func rejectsEmpty() {
        #expect(throws: AmountError.empty) { try Amount(qaString: "") }
    }

    @Test("a negative wire string is refused")
    func rejectsNegative() {
        #expect(throws: AmountError.negative) { try Amount(qaString: "-1") }
    }

    @Test("one Qa beyond UInt128.max is refused as too large")
    func rejectsOverflow() {
        let text = "340282366920938463463374607431768211456"

        #expect(throws: AmountError.tooLarge(text: text, unit: .qa)) { try Amount(qaString: text) }
    }

    // MARK: - Codable

    @Test("an amount encodes as a JSON string of Qa")
    func encodes() throws {
        let data = try JSONEncoder().encode([Amount.max, Amount(qa: 1_500_000_000_000)])

        #expect(
            String(decoding: data, as: UTF8.self) == #"["340282366920938463463374607431768211455","1500000000000"]"#)
    }

    @Test("a JSON string of Qa decodes to the amount")
    func decodes() throws {
        let json = Data(#"{"balance":"2000000000"}"#.utf8)

        let decoded = try JSONDecoder().decode([String: Amount].self, from: json)

        #expect(decoded["balance"] == Amount(2000, unit: .li))
    }

    @Test("a JSON number is refused: the wire form is a string")
    func refusesNumber() {
        let json = Data(#"[2000]"#.utf8)

        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Amount].self, from: json) }
    }

    @Test("a malformed JSON string is refused with the reason")
    func refusesMalformedString() throws {
        let json = Data(#"["1.5"]"#.utf8)

        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode([Amount].self, from: json) }

        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription.contains("is not a digit"))
    }
}
