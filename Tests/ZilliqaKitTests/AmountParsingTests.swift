import Testing
import ZilliqaKit

@Suite("Amount parsing")
struct AmountParsingTests {
    static let maxQaString = "340282366920938463463374607431768211455"
    static let oneOverMaxQaString = "340282366920938463463374607431768211456"

    @Test(
        "decimal text in a unit parses to exact Qa",
        arguments: [
            ("1.5", AmountUnit.zil, UInt128(1_500_000_000_000)),
            ("0.000000000001", .zil, 1),
            ("21000000000", .zil, 21_000_000_000_000_000_000_000),
            (".5", .zil, 500_000_000_000),
            ("5.", .zil, 5_000_000_000_000),
            ("0", .zil, 0),
            ("0.0", .zil, 0),
            ("123456.789012345678", .zil, 123_456_789_012_345_678),
            ("2000", .li, 2_000_000_000),
            ("0.000001", .li, 1),
            ("1.5", .li, 1_500_000),
            ("123", .qa, 123),
            ("007", .qa, 7),
        ])
    func parsesExactly(text: String, unit: AmountUnit, qa: UInt128) throws {
        let amount = try Amount(text, unit: unit)

        #expect(amount.qa == qa)
    }

    @Test(
        "white space around the number is ignored",
        arguments: ["  1.5", "1.5  ", "\t1.5\n", "1.5\r\n", "\u{00A0}1.5\u{2003}"])
    func trimsWhiteSpace(text: String) throws {
        let amount = try Amount(text, unit: .zil)

        #expect(amount.qa == 1_500_000_000_000)
    }

    @Test(
        "zeros after the unit's last decimal place are accepted, they do not change the value",
        arguments: [
            ("1.50000000000000", AmountUnit.zil, UInt128(1_500_000_000_000)),
            ("1.000001000", .li, 1_000_001),
            ("7.000", .qa, 7),
        ])
    func acceptsTrailingZerosBeyondPrecision(text: String, unit: AmountUnit, qa: UInt128) throws {
        let amount = try Amount(text, unit: unit)

        #expect(amount.qa == qa)
    }

    @Test(
        "the largest amount, UInt128.max Qa, parses in every unit",
        arguments: [
            ("340282366920938463463374607.431768211455", AmountUnit.zil),
            ("340282366920938463463374607431768.211455", .li),
            (maxQaString, .qa),
        ])
    func parsesMaximum(text: String, unit: AmountUnit) throws {
        let amount = try Amount(text, unit: unit)

        #expect(amount == Amount.max)
        #expect(amount.qa == UInt128.max)
    }

    @Test(
        "one Qa more than the largest amount is too large in every unit",
        arguments: [
            ("340282366920938463463374607.431768211456", AmountUnit.zil),
            ("340282366920938463463374607431768.211456", .li),
            (oneOverMaxQaString, .qa),
            ("340282366920938463463374608", .zil),
            ("99999999999999999999999999999999999999999999999999", .qa),
        ])
    func rejectsOneOverMaximum(text: String, unit: AmountUnit) {
        #expect(throws: AmountError.tooLarge(text: text, unit: unit)) {
            try Amount(text, unit: unit)
        }
    }

    @Test("empty or blank text is refused as empty", arguments: ["", "   ", "\n\t"])
    func rejectsEmpty(text: String) {
        #expect(throws: AmountError.empty) { try Amount(text, unit: .zil) }
    }

    @Test("a leading minus sign is refused as negative", arguments: ["-1", "-0.5", " -2", "-0", "-x"])
    func rejectsNegative(text: String) {
        #expect(throws: AmountError.negative) { try Amount(text, unit: .zil) }
    }

    @Test("a separator without digits is refused", arguments: [".", "  .  "])
    func rejectsNoDigits(text: String) {
        #expect(throws: AmountError.noDigits) { try Amount(text, unit: .zil) }
    }

    @Test(
        "a character that is not a digit is reported with its position in the text as given",
        arguments: [
            ("1a", Character("a"), 1),
            ("+1", "+", 0),
            ("1e5", "e", 1),
            ("1.5 ZIL", " ", 3),
            ("  1 000", " ", 3),
            ("1\u{00A0}000", "\u{00A0}", 1),
            ("1,000", ",", 1),
            ("1'000", "'", 1),
            ("1_000", "_", 1),
            ("\u{0661}", "\u{0661}", 0),  // ARABIC-INDIC DIGIT ONE: only ASCII digits count
            ("0x10", "x", 1),
            ("1\u{2212}", "\u{2212}", 1),  // MINUS SIGN after a digit
        ])
    func rejectsNonDigit(text: String, character: Character, position: Int) {
        #expect(throws: AmountError.notANumber(character: character, position: position)) {
            try Amount(text, unit: .zil)
        }
    }

    @Test(
        "a second decimal separator is refused at its position",
        arguments: [("1.5.3", 3), ("1..5", 2), (" ..", 2)])
    func rejectsSecondSeparator(text: String, position: Int) {
        #expect(throws: AmountError.moreThanOneSeparator(position: position)) {
            try Amount(text, unit: .zil)
        }
    }

    @Test(
        "a non-zero digit beyond the unit's decimal places is refused with the count found",
        arguments: [
            ("0.0000000000001", AmountUnit.zil, 13),
            ("1.00000000000010", .zil, 13),
            ("0.0000001", .li, 7),
            ("1.5", .qa, 1),
        ])
    func rejectsTooManyDecimals(text: String, unit: AmountUnit, found: Int) {
        #expect(throws: AmountError.tooManyDecimalPlaces(text: text, found: found, unit: unit)) {
            try Amount(text, unit: unit)
        }
    }

    @Test("too many decimals reports the trimmed text")
    func tooManyDecimalsReportsTrimmedText() {
        #expect(throws: AmountError.tooManyDecimalPlaces(text: "0.0000000000001", found: 13, unit: .zil)) {
            try Amount("  0.0000000000001 ", unit: .zil)
        }
    }

    // MARK: - Decimal separator option

    @Test("a comma is the decimal separator when the caller says so")
    func commaSeparator() throws {
        let amount = try Amount("1,5", unit: .zil, decimalSeparators: [","])

        #expect(amount.qa == 1_500_000_000_000)
    }

    @Test("a point is not a digit when only the comma is the separator")
    func pointRefusedWithCommaSeparator() {
        #expect(throws: AmountError.notANumber(character: ".", position: 1)) {
            try Amount("1.5", unit: .zil, decimalSeparators: [","])
        }
    }

    @Test(
        "either separator is accepted when both are given",
        arguments: [("1.5", UInt128(1_500_000_000_000)), ("1,5", 1_500_000_000_000), (",25", 250_000_000_000)])
    func eitherSeparator(text: String, qa: UInt128) throws {
        let amount = try Amount(text, unit: .zil, decimalSeparators: [".", ","])

        #expect(amount.qa == qa)
    }

    @Test("with either separator a thousands separator is refused as a second separator")
    func eitherSeparatorRefusesThousands() {
        #expect(throws: AmountError.moreThanOneSeparator(position: 5)) {
            try Amount("1,000.5", unit: .zil, decimalSeparators: [".", ","])
        }
    }

    @Test("a digit given as a separator is still a digit")
    func digitSeparatorIsIgnored() throws {
        let amount = try Amount("105", unit: .qa, decimalSeparators: ["0"])

        #expect(amount.qa == 105)
    }

    // MARK: - Whole amounts

    @Test(
        "a whole number of a unit is exact",
        arguments: [
            (UInt64(2000), AmountUnit.li, UInt128(2_000_000_000)),
            (1, .zil, 1_000_000_000_000),
            (42, .qa, 42),
        ])
    func wholeUnits(whole: UInt64, unit: AmountUnit, qa: UInt128) {
        #expect(Amount(whole, unit: unit).qa == qa)
    }

    @Test("the largest UInt64 of ZIL does not overflow")
    func largestWholeZil() {
        let amount = Amount(UInt64.max, unit: .zil)

        #expect(amount.qa == UInt128(UInt64.max) * 1_000_000_000_000)
    }
}
