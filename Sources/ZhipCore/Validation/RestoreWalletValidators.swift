import ZilliqaKit

/// The rule for the password of a keystore being restored: anything but empty. No minimum,
/// because other wallets wrote keystores with shorter passwords; a wrong one is caught when the
/// keystore is unlocked ("Keystore was not encrypted by this password").
///
/// ```swift
/// KeystorePasswordValidator().validate("")   // .invalid("Enter the keystore's password")
/// ```
public struct KeystorePasswordValidator: InputValidator {
    /// Shown when the field is left empty.
    public static let empty = ValidationMessage("Enter the keystore's password")

    public init() {}

    public func validate(_ input: String) -> ValidationResult<String> {
        input.isEmpty ? .invalid(Self.empty) : .valid(input)
    }
}
