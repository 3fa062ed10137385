import ZilliqaKit

/// The rule for the new encryption password that locks a restored private key: at least
/// ``ZilliqaKit/Keystore/minimumPasswordLength`` (8) characters, with Zhip's message
/// "Password have length >8".
///
/// ```swift
/// RestorePasswordValidator().validate("short")   // .invalid("Password have length >8")
/// ```
public struct RestorePasswordValidator: InputValidator {
    /// The fewest characters a new encryption password may have.
    public static let minimumLength = Keystore.minimumPasswordLength

    /// Zhip's message for a password that is too short (its wording, kept as it is).
    public static let tooShort = ValidationMessage("Password have length >\(minimumLength)")

    public init() {}

    public func validate(_ input: String) -> ValidationResult<String> {
        input.count >= Self.minimumLength ? .valid(input) : .invalid(Self.tooShort)
    }
}

/// The rule for typing the new encryption password a second time: it must be the same, else
/// Zhip's "Passwords does not match".
///
/// ```swift
/// RestorePasswordConfirmationValidator(password: "apples and pears").validate("apples")
/// // .invalid("Passwords does not match")
/// ```
public struct RestorePasswordConfirmationValidator: InputValidator {
    /// Zhip's message when the two passwords differ (its wording, kept as it is).
    public static let mismatch = ValidationMessage("Passwords does not match")

    /// The password typed in the first field.
    private let password: String

    public init(password: String) {
        self.password = password
    }

    public func validate(_ input: String) -> ValidationResult<String> {
        !input.isEmpty && input == password ? .valid(input) : .invalid(Self.mismatch)
    }
}

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
