public import ZilliqaKit

/// The recipient of an EVM payment as typed: `0x` and 40 hex digits (EIP-55 mixed case, or one
/// case), or a `zil1…` address, whose 20 bytes are the same account on chain.
///
/// ```swift
/// EVMRecipientValidator().validate("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")  // .valid, not bech32
/// EVMRecipientValidator().validate("zil1…")                                       // .valid, givenAsBech32
/// ```
public struct EVMRecipientValidator: InputValidator {
    /// An account the validator read, and how it was written.
    public struct Recipient: Sendable, Hashable {
        public let address: EVMAddress
        /// Typed as `zil1…`: see ``PaymentRisk/legacyAccount``.
        public let givenAsBech32: Bool
    }

    public init() {}

    public func validate(_ input: String) -> ValidationResult<Recipient> {
        do throws(EVMFieldText.RecipientFailure) {
            let read = try EVMFieldText.recipient(input)
            return .valid(Recipient(address: read.address, givenAsBech32: read.givenAsBech32))
        } catch {
            switch error {
            case .evm(let error): return .invalid(ValidationMessage(error.description))
            case .bech32(let error): return .invalid(ValidationMessage("Not a zil1 address: \(error)"))
            }
        }
    }
}
