import ZilliqaKit

/// Zhip's rule for an encryption password: at least 8 characters (``Keystore/minimumPasswordLength``),
/// counted as a person counts them (an emoji is one).
///
/// ```swift
/// EncryptionPasswordValidator().validate("apple")     // .invalid("Password must be at least 8 characters")
/// EncryptionPasswordValidator().validate("apple pie") // .valid("apple pie")
/// ```
///
/// Zhip's own wording, "Password have length >8", is off by one (8 characters are accepted), so
/// this says what the rule is. The value is the password itself: keep it no longer than needed.
public struct EncryptionPasswordValidator: InputValidator, CustomStringConvertible {
    /// The fewest characters accepted.
    public let minimumLength: Int

    /// A validator for a new wallet's password: at least ``Keystore/minimumPasswordLength`` (8).
    public init() {
        self.init(minimumLength: Keystore.minimumPasswordLength)
    }

    /// A validator with another minimum (at least 1), e.g. for unlocking a keystore imported from
    /// a wallet with a looser rule.
    public init(minimumLength: Int) {
        self.minimumLength = max(1, minimumLength)
    }

    public func validate(_ input: String) -> ValidationResult<String> {
        guard input.count >= minimumLength else {
            return .invalid(Self.tooShort(minimumLength: minimumLength))
        }
        return .valid(input)
    }

    /// The message for a password shorter than `minimumLength`.
    public static func tooShort(minimumLength: Int) -> ValidationMessage {
        ValidationMessage("Password must be at least \(minimumLength) characters")
    }

    public var description: String { "EncryptionPasswordValidator(minimumLength: \(minimumLength))" }
}
