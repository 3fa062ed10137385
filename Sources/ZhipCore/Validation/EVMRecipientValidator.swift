import Foundation
public import ZilliqaKit

/// The recipient of an EVM payment as typed: `0x` and 40 hex digits (EIP-55 mixed case, or all
/// lowercase), or a `zil1…` address, whose 20 bytes are the same account on chain.
///
/// ```swift
/// EVMRecipientValidator().validate("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")  // .valid, not bech32
/// EVMRecipientValidator().validate("zil1…")                                       // .valid, givenAsBech32
/// ```
public struct EVMRecipientValidator: InputValidator {
    /// An account the validator read, and how it was written.
    public struct Recipient: Sendable, Hashable {
        public let address: EVMAddress
        /// Typed as `zil1…`: see ``EVMRecipientRisk/legacyAccount``.
        public let givenAsBech32: Bool
    }

    public init() {}

    public func validate(_ input: String) -> ValidationResult<Recipient> {
        let text = input.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("zil1") {
            guard let legacy = try? Address(text), let address = try? EVMAddress(bytes: legacy.bytes) else {
                return .invalid(ValidationMessage("Not a valid zil1 address"))
            }
            return .valid(Recipient(address: address, givenAsBech32: true))
        }
        guard text.hasPrefix("0x") || text.hasPrefix("0X") else {
            return .invalid(ValidationMessage("An EVM address starts with 0x: 0x and 40 hex digits, or zil1…"))
        }
        do throws(EVMAddressError) {
            return .valid(Recipient(address: try EVMAddress(text), givenAsBech32: false))
        } catch {
            return .invalid(ValidationMessage(error.description))
        }
    }
}
