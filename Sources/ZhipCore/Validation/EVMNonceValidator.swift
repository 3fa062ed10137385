import Foundation

/// Zhip's rule for the nonce of an EVM transaction typed by the person: the account's transaction
/// count, a whole number from 0 (an account's first transaction) to 2^64 − 2 (2^64 − 1 marks an
/// account Zilliqa 2.0 swept).
///
/// ```swift
/// EVMNonceValidator().validate("0")     // .valid(0)
/// EVMNonceValidator().validate("-1")    // .invalid(AmountValidator.notANumber)
/// ```
public struct EVMNonceValidator: InputValidator {
    /// The largest nonce a transaction can have.
    public static let maximum = UInt64.max - 1

    public init() {}

    public func validate(_ input: String) -> ValidationResult<UInt64> {
        let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .invalid(AmountValidator.notANumber)
        }
        guard let nonce = UInt64(trimmed), nonce <= Self.maximum else {
            return .invalid(ValidationMessage("Must be at most \(Self.maximum)"))
        }
        return .valid(nonce)
    }
}
