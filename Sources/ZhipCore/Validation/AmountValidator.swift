public import ZilliqaKit

/// Zhip's rule for an amount typed anywhere (the CLI's options, the scenes, `receive`): a decimal
/// number of `unit` with a dot as the decimal separator and no thousands separators, between a
/// minimum and a maximum, with Zhip's messages ("String not a number", "Must be at least …",
/// "Must be at most …"). A comma is never accepted, so "1,500" cannot mean 1.5 in one place and
/// 1500 in another: it is refused with the accepted form.
///
/// ```swift
/// let validator = AmountValidator()                  // ZIL, at least 1 Qa, at most 21000000000 ZIL
/// validator.validate("1.5")                          // .valid(1.5 ZIL)
/// validator.validate("1,5")                          // .invalid(AmountValidator.commaRefused)
/// validator.validate("abc")                          // .invalid("String not a number")
/// ```
public struct AmountValidator: InputValidator {
    /// Zhip's "String not a number".
    public static let notANumber = ValidationMessage("String not a number")

    /// Why text with a comma is refused, and the form that is accepted.
    public static let commaRefused = ValidationMessage(
        "Use a dot for decimals and no thousands separators, such as 1500 or 1.5")

    /// All the ZIL there will ever be: 21 billion.
    public static let totalSupply = Amount(21_000_000_000, unit: .zil)

    /// The unit the text is written in.
    public let unit: AmountUnit
    /// The smallest amount accepted.
    public let minimum: Amount
    /// The largest amount accepted.
    public let maximum: Amount

    /// A validator of amounts written in `unit`, from `minimum` (1 Qa: nothing is sent for zero)
    /// to `maximum` (the total supply).
    public init(unit: AmountUnit = .zil, minimum: Amount = Amount(qa: 1), maximum: Amount = totalSupply) {
        self.unit = unit
        self.minimum = minimum
        self.maximum = Swift.max(minimum, maximum)
    }

    public func validate(_ input: String) -> ValidationResult<Amount> {
        if input.contains(",") { return .invalid(Self.commaRefused) }
        let amount: Amount
        do throws(AmountError) {
            amount = try Amount(input, unit: unit)
        } catch {
            return .invalid(message(for: error))
        }
        if amount < minimum { return .invalid(Self.atLeast(minimum, in: unit)) }
        if amount > maximum { return .invalid(Self.atMost(maximum, in: unit)) }
        return .valid(amount)
    }

    /// Zhip's "Must be at least …", with the amount in `unit` as it is typed.
    public static func atLeast(_ amount: Amount, in unit: AmountUnit) -> ValidationMessage {
        ValidationMessage("Must be at least \(amount.formatted(in: unit)) \(unit.symbol)")
    }

    /// Zhip's "Must be at most …", with the amount in `unit` as it is typed.
    public static func atMost(_ amount: Amount, in unit: AmountUnit) -> ValidationMessage {
        ValidationMessage("Must be at most \(amount.formatted(in: unit)) \(unit.symbol)")
    }

    private func message(for error: AmountError) -> ValidationMessage {
        switch error {
        case .tooLarge:
            Self.atMost(maximum, in: unit)
        case .tooManyDecimalPlaces:
            // Zhip says "String not a number" here; saying how many decimals are allowed helps more.
            ValidationMessage("At most \(unit.decimalPlaces) decimals in \(unit.symbol)")
        default:
            Self.notANumber
        }
    }
}
