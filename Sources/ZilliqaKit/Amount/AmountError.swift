/// Why some text is not an amount, or why arithmetic on amounts has no answer; each case
/// says what was wrong and how to fix it.
public enum AmountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is empty or only white space.
    case empty
    /// The text starts with a minus sign; amounts are never negative.
    case negative
    /// The text has a decimal separator but no digits.
    case noDigits
    /// `character` is neither a digit nor the decimal separator; `position` counts characters
    /// of the text as given from 0 (the description counts from 1).
    case notANumber(character: Character, position: Int)
    /// A second decimal separator at `position` (counted from 0, like `notANumber`).
    case moreThanOneSeparator(position: Int)
    /// `text` has `found` significant decimal places; `unit` allows `unit.decimalPlaces`.
    case tooManyDecimalPlaces(text: String, found: Int, unit: AmountUnit)
    /// `text` in `unit` is more than ``Amount/max`` (`UInt128.max` Qa).
    case tooLarge(text: String, unit: AmountUnit)
    /// The sum of the two amounts is more than ``Amount/max``.
    case additionOverflow(Amount, Amount)
    /// The first amount minus the second would be below zero.
    case negativeResult(Amount, minus: Amount)
    /// Gas price times gas limit is more than ``Amount/max``.
    case feeOverflow(gasPrice: Amount, gasLimit: UInt64)
    /// `text` has `found` significant decimal places; the EVM `unit` allows `unit.decimalPlaces`.
    case tooManyDecimalPlacesOfWei(text: String, found: Int, unit: WeiUnit)
    /// `text` in the EVM `unit` is more than ``Wei/max`` (`UInt128.max` wei).
    case tooLargeInWei(text: String, unit: WeiUnit)
    /// The amount in Qa is more than ``Wei/max`` once written in wei.
    case notRepresentableInWei(Amount)
    /// The sum of the two EVM amounts is more than ``Wei/max``.
    case weiAdditionOverflow(Wei, Wei)
    /// The first EVM amount minus the second would be below zero.
    case weiNegativeResult(Wei, minus: Wei)
    /// Gas price times gas limit is more than ``Wei/max``.
    case weiFeeOverflow(gasPrice: Wei, gasLimit: UInt64)

    public var description: String {
        switch self {
        case .empty:
            "no amount given: write a number such as 1.5"
        case .negative:
            "the amount is negative: amounts cannot be below zero, remove the minus sign"
        case .noDigits:
            "the amount has no digits: write a number such as 1.5 or 0.5"
        case .notANumber(let character, let position):
            "\(AmountError.quoted(character)) (character \(position + 1)) is not a digit: write only digits and"
                + " at most one decimal separator, such as 1.5, without thousands separators or a unit name"
        case .moreThanOneSeparator(let position):
            "a second decimal separator at character \(position + 1): an amount has at most one,"
                + " and thousands separators are not accepted (write 1000.5, not 1,000.5)"
        case .tooManyDecimalPlaces(let text, let found, let unit):
            AmountError.tooManyPlaces(text, found: found, symbol: unit.symbol, allowed: unit.decimalPlaces)
        case .tooLarge(let text, let unit):
            "\(AmountError.shortened(text)) \(unit.symbol) is too large: the largest amount is \(Amount.max)"
        case .additionOverflow(let first, let second):
            "\(first) + \(second) is too large: the largest amount is \(Amount.max)"
        case .negativeResult(let first, let minus):
            "\(first) - \(minus) would be negative: the amount subtracted is larger"
        case .feeOverflow(let gasPrice, let gasLimit):
            "gas price \(gasPrice) times gas limit \(gasLimit) is too large: the largest amount is \(Amount.max);"
                + " lower the gas price or the gas limit"
        case .tooManyDecimalPlacesOfWei(let text, let found, let unit):
            AmountError.tooManyPlaces(text, found: found, symbol: unit.symbol, allowed: unit.decimalPlaces)
        case .tooLargeInWei(let text, let unit):
            "\(AmountError.shortened(text)) \(unit.symbol) is too large: the largest EVM amount is \(Wei.max)"
        case .notRepresentableInWei(let amount):
            "\(amount) is too large for the EVM side: the largest EVM amount is \(Wei.max)"
        case .weiAdditionOverflow(let first, let second):
            "\(first) + \(second) is too large: the largest EVM amount is \(Wei.max)"
        case .weiNegativeResult(let first, let minus):
            "\(first) - \(minus) would be negative: the amount subtracted is larger"
        case .weiFeeOverflow(let gasPrice, let gasLimit):
            "gas price \(gasPrice.formatted(in: .wei)) wei times gas limit \(gasLimit) is too large: the largest"
                + " EVM amount is \(Wei.max); lower the gas price or the gas limit"
        }
    }

    /// "1.5 Qa has 1 decimal places, Qa allows at most 0: write a whole number".
    private static func tooManyPlaces(_ text: String, found: Int, symbol: String, allowed: Int) -> String {
        "\(shortened(text)) \(symbol) has \(found) decimal places, \(symbol) allows at most \(allowed): "
            + (allowed == 0 ? "write a whole number" : "use at most \(allowed) decimal places")
    }

    /// The error that a failure to read decimal text of `unit` (Qa side) is.
    init(_ failure: DecimalText.Failure, unit: AmountUnit) {
        switch failure {
        case .tooManyDecimalPlaces(let text, let found):
            self = .tooManyDecimalPlaces(text: text, found: found, unit: unit)
        case .tooLarge(let text): self = .tooLarge(text: text, unit: unit)
        default: self = AmountError(unitless: failure)
        }
    }

    /// The error that a failure to read decimal text of the EVM `unit` is.
    init(_ failure: DecimalText.Failure, unit: WeiUnit) {
        switch failure {
        case .tooManyDecimalPlaces(let text, let found):
            self = .tooManyDecimalPlacesOfWei(text: text, found: found, unit: unit)
        case .tooLarge(let text): self = .tooLargeInWei(text: text, unit: unit)
        default: self = AmountError(unitless: failure)
        }
    }

    /// The failures that do not depend on the unit.
    private init(unitless failure: DecimalText.Failure) {
        switch failure {
        case .empty: self = .empty
        case .negative: self = .negative
        case .noDigits: self = .noDigits
        case .notANumber(let character, let position): self = .notANumber(character: character, position: position)
        case .moreThanOneSeparator(let position): self = .moreThanOneSeparator(position: position)
        case .tooManyDecimalPlaces(let text, let found):
            self = .tooManyDecimalPlaces(text: text, found: found, unit: .qa)
        case .tooLarge(let text): self = .tooLarge(text: text, unit: .qa)
        }
    }

    /// `character` in quotes; with its code points when it is not visible ASCII (e.g. a full-width
    /// comma), and only its code points when it cannot be seen at all (e.g. a no-break space).
    static func quoted(_ character: Character) -> String {
        if character == " " { return "a space" }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first, (0x21...0x7E).contains(scalar.value) {
            return "\"\(character)\""
        }
        let codes = scalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
        let invisible =
            character.isWhitespace
            || scalars.contains { [.control, .format].contains($0.properties.generalCategory) }
        return invisible ? codes : "\"\(character)\" (\(codes))"
    }

    /// Very long input cut down to its start and end, so that a description stays readable.
    static func shortened(_ text: String) -> String {
        guard text.count > 60 else { return text }
        return "\(text.prefix(30))…\(text.suffix(30))"
    }
}
