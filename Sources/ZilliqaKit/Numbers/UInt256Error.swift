/// Why arithmetic on a ``UInt256`` has no answer, or why some text or bytes are not one; each case
/// says what was wrong and how to fix it.
public enum UInt256Error: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sum of the two numbers is past ``UInt256/max`` (2^256 - 1).
    case additionOverflow(UInt256, UInt256)
    /// The first number minus the second would be below zero.
    case negativeResult(UInt256, minus: UInt256)
    /// The product of the two numbers is past ``UInt256/max``.
    case multiplicationOverflow(UInt256, UInt256)
    /// A division by zero.
    case divisionByZero
    /// Big-endian bytes with `significant` bytes after their leading zeros; a 256-bit number has at most 32.
    case tooManyBytes(significant: Int)
    /// The text is empty or only white space.
    case empty
    /// The text starts with a minus sign; these numbers are never negative.
    case negative
    /// The text has a decimal separator but no digits.
    case noDigits
    /// `character` is neither a digit nor the decimal separator; `position` counts characters
    /// of the text as given from 0 (the description counts from 1).
    case notANumber(character: Character, position: Int)
    /// A second decimal separator at `position` (counted from 0, like `notANumber`).
    case moreThanOneSeparator(position: Int)
    /// `text` has `found` significant decimal places; the token has `decimals`.
    case tooManyDecimalPlaces(text: String, found: Int, decimals: Int)
    /// `text` (with `decimals` places) is past ``UInt256/max`` smallest units.
    case tooLarge(text: String, decimals: Int)
    /// A wire number of `count` characters; a 256-bit number has at most 78 digits.
    case tooManyDigits(count: Int)
    /// A token's `decimals` is outside 0...77: 10^78 is past 2^256, so no amount could be written.
    case decimalsOutOfRange(Int)

    /// The most decimal places a token amount can have: 10^77 is the largest power of ten below 2^256.
    public static let maximumDecimals = 77

    /// The most digits a 256-bit number has (2^256 - 1 has 78).
    public static let maximumDigits = 78

    public var description: String {
        switch self {
        case .additionOverflow(let first, let second):
            "\(first.shortened) + \(second.shortened) is too large: the largest 256-bit number is 2^256 - 1"
        case .negativeResult(let first, let minus):
            "\(first.shortened) - \(minus.shortened) would be negative: the number subtracted is larger"
        case .multiplicationOverflow(let first, let second):
            "\(first.shortened) × \(second.shortened) is too large: the largest 256-bit number is 2^256 - 1"
        case .divisionByZero:
            "a division by zero has no answer: divide by a number above zero"
        case .tooManyBytes(let significant):
            "the number has \(significant) significant bytes: a 256-bit number has at most 32"
        case .empty:
            "no amount given: write a number such as 12.5"
        case .negative:
            "the amount is negative: amounts cannot be below zero, remove the minus sign"
        case .noDigits:
            "the amount has no digits: write a number such as 12.5 or 0.5"
        case .notANumber(let character, let position):
            "\(AmountError.quoted(character)) (character \(position + 1)) is not a digit: write only digits and"
                + " at most one decimal separator, such as 12.5, without thousands separators or a symbol"
        case .moreThanOneSeparator(let position):
            "a second decimal separator at character \(position + 1): an amount has at most one,"
                + " and thousands separators are not accepted (write 1000.5, not 1,000.5)"
        case .tooManyDecimalPlaces(let text, let found, let decimals):
            "\(AmountError.shortened(text)) has \(found) decimal places, and the token has \(decimals): "
                + (decimals == 0 ? "write a whole number" : "use at most \(decimals) decimal places")
        case .tooLarge(let text, let decimals):
            "\(AmountError.shortened(text)) is too large: with \(decimals) decimals the largest amount is "
                + AmountError.shortened(UInt256.max.formatted(decimals: decimals))
        case .tooManyDigits(let count):
            "the number has \(count) characters: a 256-bit number has at most \(UInt256Error.maximumDigits) digits"
        case .decimalsOutOfRange(let decimals):
            "a token with \(decimals) decimals cannot be used: decimals go from 0 to \(UInt256Error.maximumDecimals),"
                + " because 10^78 is past the largest 256-bit number"
        }
    }
}

extension UInt256 {
    /// The decimal text, its middle cut out when long, for an error message.
    fileprivate var shortened: String { AmountError.shortened(description) }
}
