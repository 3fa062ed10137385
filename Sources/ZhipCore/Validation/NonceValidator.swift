import Foundation

/// Zhip's rule for a nonce typed by the person: a whole number from 1 (an account's first
/// transaction has nonce 1; 0 is never valid).
///
/// ```swift
/// NonceValidator().validate("3")     // .valid(3)
/// NonceValidator().validate("0")     // .invalid(NonceValidator.zero)
/// ```
public struct NonceValidator: InputValidator {
    /// Why 0 is refused, and what to give instead.
    public static let zero = ValidationMessage(
        "A nonce of 0 is never valid: give the account's nonce (its balance shows it) plus one")

    public init() {}

    public func validate(_ input: String) -> ValidationResult<UInt64> {
        let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .invalid(AmountValidator.notANumber)
        }
        guard let nonce = UInt64(trimmed) else { return .invalid(ValidationMessage("Must be at most \(UInt64.max)")) }
        guard nonce > 0 else { return .invalid(Self.zero) }
        return .valid(nonce)
    }
}
