public import ZilliqaKit

/// Zhip's rule for an EVM amount or fee as typed, at least `minimum`: an amount is a decimal number
/// of ZIL (a dot for decimals, no thousands separators, up to 18 decimals); a fee is whole wei, or
/// a number with `wei` or `gwei` after it (`5000gwei`).
///
/// ```swift
/// WeiValidator.amount.validate("1.5")              // .valid(1.5 ZIL in wei)
/// WeiValidator.fee().validate("4761.9048gwei")     // .valid(4761904800000 wei)
/// ```
public struct WeiValidator: InputValidator {
    /// True for a fee (wei, a unit accepted), false for an amount (ZIL).
    public let readsFee: Bool
    /// The smallest value accepted.
    public let minimum: Wei

    /// An amount of ZIL, at least 1 wei.
    public static let amount = WeiValidator(readsFee: false, minimum: Wei(wei: 1))

    /// A fee a gas, at least `minimum` (1 wei unless said).
    public static func fee(minimum: Wei = Wei(wei: 1)) -> WeiValidator {
        WeiValidator(readsFee: true, minimum: minimum)
    }

    public func validate(_ input: String) -> ValidationResult<Wei> {
        if input.contains(",") { return .invalid(AmountValidator.commaRefused) }
        let value: Wei
        do {
            value = readsFee ? try EVMFieldText.fee(input) : try Wei(input, unit: .zil)
        } catch EVMFieldText.FeeFailure.unknownUnit {
            return .invalid(ValidationMessage("Write a whole number of wei, or add gwei or wei, such as 5000gwei"))
        } catch EVMFieldText.FeeFailure.amount(let error) {
            return .invalid(Self.message(for: error))
        } catch let error as AmountError {
            return .invalid(Self.message(for: error))
        } catch {
            return .invalid(AmountValidator.notANumber)
        }
        guard value >= minimum else {
            let unit: WeiUnit = readsFee ? .wei : .zil
            return .invalid(ValidationMessage("Must be at least \(minimum.formatted(in: unit)) \(unit.symbol)"))
        }
        return .valid(value)
    }

    private static func message(for error: AmountError) -> ValidationMessage {
        switch error {
        case .tooManyDecimalPlacesOfWei(_, _, let unit):
            ValidationMessage("At most \(unit.decimalPlaces) decimals in \(unit.symbol)")
        case .tooLargeInWei: ValidationMessage("Too large for an amount of ZIL")
        default: AmountValidator.notANumber
        }
    }
}
