import Foundation
public import ZilliqaKit

/// Zhip's rule for the gas limit: a whole number of gas units, at least
/// ``ZilliqaKit/Payment/minimumGasLimit`` (50, what a payment costs).
///
/// ```swift
/// GasLimitValidator().validate("50")     // .valid(50)
/// GasLimitValidator().validate("49")     // .invalid("Must be at least 50")
/// ```
public struct GasLimitValidator: InputValidator {
    /// The smallest gas limit accepted.
    public let minimum: UInt64

    public init(minimum: UInt64 = Payment.minimumGasLimit) {
        self.minimum = minimum
    }

    public func validate(_ input: String) -> ValidationResult<UInt64> {
        let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .invalid(AmountValidator.notANumber)
        }
        guard let limit = UInt64(trimmed) else {
            return .invalid(ValidationMessage("Must be at most \(UInt64.max)"))
        }
        // Zhip shows the gas limit's minimum without a unit.
        guard limit >= minimum else { return .invalid(ValidationMessage("Must be at least \(minimum)")) }
        return .valid(limit)
    }
}
