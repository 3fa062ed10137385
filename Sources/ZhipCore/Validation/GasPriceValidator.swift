public import ZilliqaKit

/// Zhip's rule for the gas price, typed in Li: at least the network's minimum (from
/// ``GasPriceUseCase``) and at most a sane maximum that catches a slip of the finger.
///
/// ```swift
/// let validator = GasPriceValidator(minimum: Amount(2000, unit: .li))
/// validator.validate("2000")      // .valid(2000 Li)
/// validator.validate("1000")      // .invalid("Must be at least 2,000 Li")
/// ```
public struct GasPriceValidator: InputValidator {
    /// The default maximum: 1 ZIL (1,000,000 Li) per unit of gas, 500 times mainnet's minimum of
    /// 2000 Li; a payment at that price costs 50 ZIL in fees.
    public static let defaultMaximum = Amount(1, unit: .zil)

    private let amount: AmountValidator

    /// The smallest gas price accepted: the network's minimum.
    public var minimum: Amount { amount.minimum }
    /// The largest gas price accepted (never below ``minimum``).
    public var maximum: Amount { amount.maximum }

    public init(minimum: Amount, maximum: Amount = defaultMaximum) {
        amount = AmountValidator(unit: .li, minimum: minimum, maximum: maximum)
    }

    public func validate(_ input: String) -> ValidationResult<Amount> {
        amount.validate(input)
    }
}
