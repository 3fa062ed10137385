import Foundation
public import ZilliqaKit

/// Zhip's rule for a pasted keystore: JSON that reads as a Zilliqa keystore (zilliqa-js, pyzil,
/// gozilliqa and Zhip files all do), else Zhip's "Bad JSON, control format."
///
/// Whether the password unlocks it is not checked here: restoring does that.
/// ```swift
/// KeystoreValidator().validate(pastedJSON)   // .valid(Keystore) or .invalid("Bad JSON, control format.")
/// ```
public struct KeystoreValidator: InputValidator {
    /// Zhip's message for text that is not a keystore.
    public static let badFormat = ValidationMessage("Bad JSON, control format.")

    public init() {}

    public func validate(_ input: String) -> ValidationResult<Keystore> {
        do {
            return .valid(try Keystore(json: Data(input.utf8)))
        } catch {
            return .invalid(Self.badFormat)
        }
    }
}
