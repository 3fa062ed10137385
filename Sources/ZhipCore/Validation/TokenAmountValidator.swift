public import ZilliqaKit

/// An amount of a token as typed, in the token itself (`12.5` USDT), read exactly into its
/// smallest unit with the token's decimals; at least one smallest unit (nothing is asked for zero).
///
/// ```swift
/// TokenAmountValidator(token: usdt).validate("12.5")      // .valid(12_500_000)
/// TokenAmountValidator(token: usdt).validate("0.0000001") // .invalid("At most 6 decimals in USDT")
/// ```
public struct TokenAmountValidator: InputValidator {
    /// The token the amount is of.
    public let token: Token

    public init(token: Token) {
        self.token = token
    }

    public func validate(_ input: String) -> ValidationResult<UInt256> {
        if input.contains(",") { return .invalid(AmountValidator.commaRefused) }
        let units: UInt256
        do throws(UInt256Error) {
            units = try token.units(input)
        } catch {
            return .invalid(message(for: error))
        }
        guard units > .zero else { return .invalid(ValidationMessage("Must be more than 0 \(token.symbol)")) }
        return .valid(units)
    }

    private func message(for error: UInt256Error) -> ValidationMessage {
        switch error {
        case .tooManyDecimalPlaces: ValidationMessage("At most \(token.decimals) decimals in \(token.symbol)")
        case .tooLarge, .tooManyDigits: ValidationMessage("Too large for an amount of \(token.symbol)")
        default: AmountValidator.notANumber
        }
    }
}
