import Testing
import ZilliqaKit

@Suite("Amount error descriptions")
struct AmountErrorTests {
    @Test("too many decimals names the text, the count and the unit's limit")
    func tooManyDecimals() throws {
        let error = try #require(throws: AmountError.self) { try Amount("0.0000000000001", unit: .zil) }

        #expect(error.description.contains("0.0000000000001 ZIL has 13 decimal places, ZIL allows at most 12"))
    }

    @Test(
        "every error says what was wrong",
        arguments: [
            (AmountError.empty, "no amount given"),
            (.negative, "negative"),
            (.noDigits, "no digits"),
            (.notANumber(character: "x", position: 2), "\"x\" (character 3) is not a digit"),
            (.notANumber(character: " ", position: 0), "a space (character 1) is not a digit"),
            (.notANumber(character: "\u{00A0}", position: 1), "U+00A0 (character 2) is not a digit"),
            (.notANumber(character: "\u{FF0C}", position: 1), "\"\u{FF0C}\" (U+FF0C)"),
            (.moreThanOneSeparator(position: 3), "second decimal separator at character 4"),
            (
                .tooLarge(text: "340282366920938463463374608", unit: .zil),
                "340282366920938463463374608 ZIL is too large"
            ),
            (.additionOverflow(.max, Amount(qa: 1)), "+ 0.000000000001 ZIL is too large"),
            (.negativeResult(Amount(1, unit: .zil), minus: Amount(2, unit: .zil)), "1 ZIL - 2 ZIL would be negative"),
            (.feeOverflow(gasPrice: Amount(1, unit: .zil), gasLimit: 7), "gas limit 7 is too large"),
        ])
    func describesProblem(error: AmountError, expected: String) {
        #expect(error.description.contains(expected))
    }

    @Test(
        "every error says how to fix it or what the limit is",
        arguments: [
            (AmountError.empty, "such as 1.5"),
            (.negative, "remove the minus sign"),
            (.notANumber(character: ",", position: 1), "without thousands separators"),
            (.moreThanOneSeparator(position: 5), "write 1000.5"),
            (.tooManyDecimalPlaces(text: "1.5", found: 1, unit: .qa), "Qa allows at most 0: write a whole number"),
            (.tooManyDecimalPlaces(text: "0.0000000000001", found: 13, unit: .zil), "use at most 12 decimal places"),
            (.tooLarge(text: "1", unit: .qa), "the largest amount is 340282366920938463463374607.431768211455 ZIL"),
            (.feeOverflow(gasPrice: .max, gasLimit: 2), "lower the gas price or the gas limit"),
        ])
    func describesFix(error: AmountError, expected: String) {
        #expect(error.description.contains(expected))
    }

    @Test("too many decimals advises only what works with the unit given: no other unit is suggested")
    func tooManyDecimalsSuggestsNoOtherUnit() {
        // Arrange
        let error = AmountError.tooManyDecimalPlaces(text: "0.0000000000001", found: 13, unit: .zil)
        // Act
        let words = error.description
        // Assert
        #expect(!words.contains("unit"), "\(words)")
    }

    @Test("very long input is shortened in the description")
    func shortensLongInput() throws {
        let text = String(repeating: "9", count: 10_000)

        let error = try #require(throws: AmountError.self) { try Amount(text, unit: .qa) }

        #expect(error == .tooLarge(text: text, unit: .qa))
        #expect(error.description.count < 300)
    }
}
