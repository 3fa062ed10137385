/// Zhip's rule for the "Confirm encryption password" field: it must be exactly the password typed
/// in the first field.
///
/// ```swift
/// let validator = PasswordConfirmationValidator(password: "apple pie")
/// validator.validate("apple pie")   // .valid("apple pie")
/// validator.validate("apple pies")  // .invalid("The passwords do not match")
/// ```
///
/// It holds the password it compares with, so it never shows it: `description` and `dump` say
/// only that it is redacted.
public struct PasswordConfirmationValidator: InputValidator, CustomStringConvertible, CustomReflectable {
    /// Zhip's message when the two passwords differ, word for word.
    public static let mismatch = ValidationMessage("The passwords do not match")

    private let password: String

    /// A validator that accepts exactly `password`.
    public init(password: String) {
        self.password = password
    }

    public func validate(_ input: String) -> ValidationResult<String> {
        !input.isEmpty && input == password ? .valid(input) : .invalid(Self.mismatch)
    }

    public var description: String { "PasswordConfirmationValidator(password: redacted)" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
