public import ZilliqaKit

/// Zhip's rule for the gas price, typed in Li: at least the network's minimum (from
/// ``GasPriceUseCase``) and at most ``PaymentLimits/maximumGasPrice``, the ceiling rule
/// `fee-ceiling` of ``PaymentRules/standard`` holds every payment to.
///
/// ```swift
/// let validator = GasPriceValidator(minimum: Amount(2000, unit: .li))
/// validator.validate("2000")      // .valid(2000 Li)
/// validator.validate("1000")      // .invalid("Must be at least 2000 Li")
/// ```
public struct GasPriceValidator: InputValidator {
    private let amount: AmountValidator

    /// The smallest gas price accepted: the network's minimum.
    public var minimum: Amount { amount.minimum }
    /// The largest gas price accepted (never below ``minimum``).
    public var maximum: Amount { amount.maximum }

    public init(minimum: Amount, maximum: Amount = PaymentLimits.maximumGasPrice) {
        amount = AmountValidator(unit: .li, minimum: minimum, maximum: maximum)
    }

    public func validate(_ input: String) -> ValidationResult<Amount> {
        amount.validate(input)
    }
}
