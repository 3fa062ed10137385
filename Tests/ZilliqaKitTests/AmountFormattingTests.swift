import Testing
import ZilliqaKit

@Suite("Amount formatting")
struct AmountFormattingTests {
    @Test(
        "an amount formats exactly in a unit, trailing zeros left off",
        arguments: [
            (UInt128(1_500_000_000_000), AmountUnit.zil, "1.5"),
            (1, .zil, "0.000000000001"),
            (0, .zil, "0"),
            (21_000_000_000_000_000_000_000, .zil, "21000000000"),
            (1_000_000_000_000, .zil, "1"),
            (123_456_789_012_345_678, .zil, "123456.789012345678"),
            (1_500_000_000_000, .li, "1500000"),
            (1, .li, "0.000001"),
            (2_000_000_000, .li, "2000"),
            (1_500_000_000_000, .qa, "1500000000000"),
            (0, .qa, "0"),
            (UInt128.max, .zil, "340282366920938463463374607.431768211455"),
            (UInt128.max, .li, "340282366920938463463374607431768.211455"),
            (UInt128.max, .qa, "340282366920938463463374607431768211455"),
        ])
    func formatsExactly(qa: UInt128, unit: AmountUnit, expected: String) {
        #expect(Amount(qa: qa).formatted(in: unit) == expected)
    }

    @Test("ZIL is the default unit")
    func defaultUnitIsZil() {
        #expect(Amount(qa: 250_000_000_000).formatted() == "0.25")
    }

    @Test(
        "a thousands separator groups the whole part only",
        arguments: [
            (UInt128(21_000_000_000_000_000_000_000), ",", "21,000,000,000"),
            (999_000_000_000_000, ",", "999"),
            (1_000_000_000_000_000, ",", "1,000"),
            (1_234_567_500_000_000_000, ",", "1,234,567.5"),
            (1_234_567_000_000_000_000, "'", "1'234'567"),
            (1_234_567_000_000_000_000, "\u{202F}", "1\u{202F}234\u{202F}567"),
            (1_234_567_000_000_000_000, "", "1234567"),
            (0, ",", "0"),
        ])
    func thousandsSeparator(qa: UInt128, separator: String, expected: String) {
        #expect(Amount(qa: qa).formatted(in: .zil, thousandsSeparator: separator) == expected)
    }

    @Test("the largest amount groups correctly")
    func groupsMaximum() {
        let text = Amount.max.formatted(in: .zil, thousandsSeparator: ",")

        #expect(text == "340,282,366,920,938,463,463,374,607.431768211455")
    }

    @Test("a comma decimal separator is written when asked for")
    func commaDecimalSeparator() {
        let text = Amount(qa: 1_234_500_000_000_000).formatted(
            in: .zil, thousandsSeparator: ".", decimalSeparator: ",")

        #expect(text == "1.234,5")
    }

    @Test(
        "minimum fraction digits pad with zeros but never cut digits, clamped to the unit's places",
        arguments: [
            (UInt128(2_000_000_000_000), AmountUnit.zil, 2, "2.00"),
            (1_500_000_000_000, .zil, 2, "1.50"),
            (1_234_000_000_000, .zil, 2, "1.234"),
            (1_000_000_000_000, .zil, 20, "1.000000000000"),
            (1_000_000_000_000, .zil, -3, "1"),
            (1_000_000, .li, 1, "1.0"),
            (1, .qa, 2, "1"),
        ])
    func minimumFractionDigits(qa: UInt128, unit: AmountUnit, minimum: Int, expected: String) {
        #expect(Amount(qa: qa).formatted(in: unit, minimumFractionDigits: minimum) == expected)
    }

    @Test(
        "description shows the amount in ZIL with its symbol",
        arguments: [
            (UInt128(1_500_000_000_000), "1.5 ZIL"),
            (0, "0 ZIL"),
            (21_000_000_000_000_000_000_000, "21000000000 ZIL"),
        ])
    func description(qa: UInt128, expected: String) {
        #expect(Amount(qa: qa).description == expected)
    }

    // MARK: - Round trips

    static let canonicalTexts: [(AmountUnit, String)] =
        [
            "0", "1", "1.5", "0.000000000001", "0.1", "21000000000", "123456.789012345678",
            "340282366920938463463374607.431768211455",
        ].map { (AmountUnit.zil, $0) }
        + ["0", "2000", "0.000001", "1.5", "340282366920938463463374607431768.211455"].map { (AmountUnit.li, $0) }
        + ["0", "1", "1000000", "340282366920938463463374607431768211455"].map { (AmountUnit.qa, $0) }

    @Test("formatting what was parsed gives the same text", arguments: canonicalTexts)
    func formatOfParseIsIdentity(unit: AmountUnit, text: String) throws {
        let amount = try Amount(text, unit: unit)

        #expect(amount.formatted(in: unit) == text)
    }

    static let sampleAmounts: [UInt128] = [
        0, 1, 999_999, 1_000_000, 1_000_001, 1_500_000_000_000, 999_999_999_999, 1_000_000_000_000,
        21_000_000_000_000_000_000_000, UInt128(UInt64.max), UInt128.max - 1, UInt128.max,
    ]

    @Test(
        "parsing what was formatted gives the same amount, in every unit",
        arguments: sampleAmounts, AmountUnit.allCases)
    func parseOfFormatIsIdentity(qa: UInt128, unit: AmountUnit) throws {
        let amount = Amount(qa: qa)

        let text = amount.formatted(in: unit)

        #expect(try Amount(text, unit: unit) == amount)
    }

    @Test(
        "parsing what was formatted with a comma gives the same amount",
        arguments: sampleAmounts)
    func parseOfCommaFormatIsIdentity(qa: UInt128) throws {
        let amount = Amount(qa: qa)

        let text = amount.formatted(in: .zil, decimalSeparator: ",")

        #expect(try Amount(text, unit: .zil, decimalSeparators: [","]) == amount)
    }
}

extension AmountFormattingTests {
    /// SplitMix64 with a fixed seed: the same "random" amounts on every run.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    @Test("a thousand seeded random amounts of every size survive format then parse in every unit")
    func seededRoundTrips() throws {
        var generator = SeededGenerator(state: 20_240_601)
        for _ in 0..<1000 {
            let bits = UInt128(generator.next()) << 64 | UInt128(generator.next())
            let amount = Amount(qa: bits >> UInt128.random(in: 0..<128, using: &generator))
            for unit in AmountUnit.allCases {
                let text = amount.formatted(in: unit)

                #expect(try Amount(text, unit: unit) == amount, "\(amount.qaString) Qa as \(text) \(unit)")
            }
        }
    }
}
