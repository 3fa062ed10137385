/// Zhip's rule for a pincode field: exactly four digits 0-9.
///
/// ```swift
/// PincodeValidator().validate("2580")   // .valid(Pincode)
/// PincodeValidator().validate("25a")    // .invalid("PIN is 4 digits (0-9).")
/// ```
public struct PincodeValidator: InputValidator {
    /// Shown when the text is not four digits.
    public static let notFourDigits = ValidationMessage("PIN is 4 digits (0-9).")

    public init() {}

    public func validate(_ input: String) -> ValidationResult<Pincode> {
        do {
            return .valid(try Pincode(input))
        } catch {
            return .invalid(Self.notFourDigits)
        }
    }
}

/// Zhip's rule for confirming a new pincode: four digits that are the ones chosen a moment ago.
///
/// ```swift
/// let validator = PincodeConfirmationValidator(expected: try Pincode("2580"))
/// validator.validate("2580")   // .valid(Pincode)
/// validator.validate("1111")   // .invalid("PIN does not match")
/// ```
public struct PincodeConfirmationValidator: InputValidator {
    /// Zhip's message when the second pincode is not the first.
    public static let doesNotMatch = ValidationMessage("PIN does not match")

    /// The pincode chosen in the step before.
    private let expected: Pincode

    public init(expected: Pincode) {
        self.expected = expected
    }

    public func validate(_ input: String) -> ValidationResult<Pincode> {
        switch PincodeValidator().validate(input) {
        case .valid(let pincode):
            pincode == expected ? .valid(pincode) : .invalid(Self.doesNotMatch)
        case .invalid(let message):
            .invalid(message)
        }
    }
}
