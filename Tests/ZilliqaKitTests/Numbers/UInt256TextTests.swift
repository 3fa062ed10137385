import Foundation
import Testing
import ZilliqaKit

@Suite("UInt256 decimal text")
struct UInt256TextTests {
    private static let maxText = "115792089237316195423570985008687907853269984665640564039457584007913129639935"

    @Test("2^256 - 1 reads and writes as its 78 digits")
    func maximum() throws {
        #expect(UInt256.max.description == Self.maxText)
        #expect(try UInt256(decimal: Self.maxText) == .max)
        #expect(UInt256.zero.description == "0")
    }

    @Test("2^256 is too large, refused rather than wrapped")
    func oneTooMany() {
        let twoTo256 = "115792089237316195423570985008687907853269984665640564039457584007913129639936"

        #expect(throws: UInt256Error.tooLarge(text: twoTo256, decimals: 0)) { try UInt256(decimal: twoTo256) }
    }

    @Test(
        "the wire form is digits only",
        arguments: [
            ("", UInt256Error.empty),
            ("-1", .negative),
            ("+1", .notANumber(character: "+", position: 0)),
            (" 1", .notANumber(character: " ", position: 0)),
            ("1.5", .notANumber(character: ".", position: 1)),
            ("0x10", .notANumber(character: "x", position: 1)),
            (String(repeating: "0", count: 79), .tooManyDigits(count: 79)),
        ])
    func strictWireForm(text: String, error: UInt256Error) {
        #expect(throws: error) { try UInt256(decimal: text) }
    }

    @Test("token amounts in the token's decimals write as Python writes them, and read back")
    func tokenTextRoundTrip() throws {
        for vector in try UInt256Vectors.load().tokenText {
            let units = try UInt256(fixture: vector.units)

            let text = units.formatted(decimals: vector.decimals)

            #expect(text == vector.text, "\(vector.units) with \(vector.decimals) decimals")
            #expect(try UInt256(vector.text, decimals: vector.decimals) == units, "\(vector.text)")
        }
    }

    @Test(
        "token text reads exactly, as ZIL amounts do",
        arguments: [
            ("12.5", 6, UInt256(12_500_000)),
            ("1", 18, 1_000_000_000_000_000_000),
            (".5", 1, 5),
            ("5.", 0, 5),
            (" 7 ", 0, 7),
            ("0.100000", 1, 1),
        ])
    func tokenText(text: String, decimals: Int, units: UInt256) throws {
        #expect(try UInt256(text, decimals: decimals) == units)
    }

    @Test(
        "token text is refused with the reason, never rounded",
        arguments: [
            ("0.0000001", 6, UInt256Error.tooManyDecimalPlaces(text: "0.0000001", found: 7, decimals: 6)),
            ("1.5", 0, .tooManyDecimalPlaces(text: "1.5", found: 1, decimals: 0)),
            ("1,000", 6, .notANumber(character: ",", position: 1)),
            ("1.2.3", 6, .moreThanOneSeparator(position: 3)),
            ("-1", 6, .negative),
            (".", 6, .noDigits),
            ("  ", 6, .empty),
            ("1", 78, .decimalsOutOfRange(78)),
            ("1", -1, .decimalsOutOfRange(-1)),
            ("2", 77, .tooLarge(text: "2", decimals: 77)),
        ])
    func tokenTextRefused(text: String, decimals: Int, error: UInt256Error) {
        #expect(throws: error) { try UInt256(text, decimals: decimals) }
    }

    @Test("a comma is a decimal separator only when asked for")
    func commaSeparator() throws {
        #expect(try UInt256("12,5", decimals: 6, decimalSeparators: [","]) == 12_500_000)
        #expect(UInt256(12_500_000).formatted(decimals: 6, decimalSeparator: ",") == "12,5")
    }

    @Test("formatting groups thousands and keeps a minimum of fraction digits when asked")
    func formattingOptions() {
        let units = UInt256(1_234_500_000)

        #expect(units.formatted(decimals: 6, thousandsSeparator: " ", minimumFractionDigits: 2) == "1 234.50")
    }

    @Test("errors say what to do, in plain words")
    func descriptions() {
        #expect(UInt256Error.decimalsOutOfRange(78).description.contains("from 0 to 77"))
        #expect(
            UInt256Error.tooManyDecimalPlaces(text: "1.5", found: 1, decimals: 0).description.contains("whole number"))
        #expect(UInt256Error.additionOverflow(.max, 1).description.contains("2^256 - 1"))
        #expect(UInt256Error.tooManyBytes(significant: 33).description.contains("at most 32"))
    }

    @Test("Codable writes and reads a decimal string")
    func codable() throws {
        let data = try JSONEncoder().encode([UInt256.max])

        #expect(String(decoding: data, as: UTF8.self) == "[\"\(Self.maxText)\"]")
        #expect(try JSONDecoder().decode([UInt256].self, from: data) == [.max])
    }

    @Test("Codable refuses a JSON number and a signed string")
    func codableRefuses() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([UInt256].self, from: Data("[1]".utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([UInt256].self, from: Data("[\"-1\"]".utf8)) }
    }
}
