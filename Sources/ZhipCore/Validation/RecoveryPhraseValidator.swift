import Foundation
public import ZilliqaKit

/// The rule for a typed recovery phrase: 12 to 24 words of the BIP-39 English list whose
/// checksum matches (any case and spacing). The message is ``MnemonicError``'s, which names a
/// word by its position and suggests list words, never the words typed.
///
/// ```swift
/// RecoveryPhraseValidator().validate("cart hat drip …")   // .valid(Mnemonic)
/// ```
public struct RecoveryPhraseValidator: InputValidator {
    /// Shown while nothing is typed.
    public static let empty = ValidationMessage("Type the 12 to 24 words of the recovery phrase")

    public init() {}

    public func validate(_ input: String) -> ValidationResult<Mnemonic> {
        guard input.contains(where: { !$0.isWhitespace }) else { return .invalid(Self.empty) }
        do {
            return .valid(try Mnemonic(phrase: input))
        } catch {
            let text = error.description
            return .invalid(ValidationMessage(text.prefix(1).uppercased() + text.dropFirst()))
        }
    }
}

/// The rule for a custom derivation path: `m/` and numbers, `'` or `h` for hardened.
///
/// ```swift
/// DerivationPathValidator().validate("m/44'/313'/0'/0/0")   // .valid(DerivationPath)
/// ```
public struct DerivationPathValidator: InputValidator {
    public init() {}

    public func validate(_ input: String) -> ValidationResult<DerivationPath> {
        do {
            return .valid(try DerivationPath(input.trimmingCharacters(in: .whitespaces)))
        } catch {
            let text = error.description
            return .invalid(ValidationMessage(text.prefix(1).uppercased() + text.dropFirst()))
        }
    }
}
