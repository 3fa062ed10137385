import Foundation
public import ZilliqaKit

/// Zhip's rule for an EVM amount or fee as typed: a decimal number of `unit` (a dot for decimals,
/// no thousands separators), or, where `acceptsUnitSuffix`, a number followed by `wei`, `gwei` or
/// `ZIL` in any case (`5000gwei`, `5000 gwei`), at least `minimum`.
///
/// ```swift
/// WeiValidator(unit: .zil).validate("1.5")                                  // .valid(1.5 ZIL in wei)
/// WeiValidator(unit: .wei, acceptsUnitSuffix: true).validate("4761.9048gwei") // .valid(4761904800000 wei)
/// ```
public struct WeiValidator: InputValidator {
    /// The unit of a number written without a suffix.
    public let unit: WeiUnit
    /// Whether `5000gwei` is read as 5000 gwei.
    public let acceptsUnitSuffix: Bool
    /// The smallest value accepted.
    public let minimum: Wei

    public init(unit: WeiUnit, acceptsUnitSuffix: Bool = false, minimum: Wei = Wei(wei: 1)) {
        self.unit = unit
        self.acceptsUnitSuffix = acceptsUnitSuffix
        self.minimum = minimum
    }

    public func validate(_ input: String) -> ValidationResult<Wei> {
        if input.contains(",") { return .invalid(AmountValidator.commaRefused) }
        var number = Substring(input)
        var written = unit
        if acceptsUnitSuffix, let letters = input.firstIndex(where: \.isLetter) {
            guard let suffixed = WeiUnit(symbol: input[letters...]) else {
                return .invalid(ValidationMessage("Write a whole number of wei, or add gwei or wei, such as 5000gwei"))
            }
            written = suffixed
            number = input[..<letters]
        }
        let text = number.trimmingCharacters(in: .whitespaces)
        let value: Wei
        do throws(AmountError) {
            value = try Wei(text, unit: written)
        } catch .tooManyDecimalPlacesOfWei {
            return .invalid(ValidationMessage("At most \(written.decimalPlaces) decimals in \(written.symbol)"))
        } catch .tooLargeInWei {
            return .invalid(ValidationMessage("Too large for an amount of ZIL"))
        } catch {
            return .invalid(AmountValidator.notANumber)
        }
        guard value >= minimum else {
            return .invalid(ValidationMessage("Must be at least \(minimum.formatted(in: unit)) \(unit.symbol)"))
        }
        return .valid(value)
    }
}
