import Foundation
public import ZilliqaKit

/// Zhip's rule for the recipient field: an address in any form people use (bech32 `zil1…`, or
/// 40 hex characters with or without `0x`, where mixed case must be Zilliqa's checksum), with
/// Zhip's messages.
///
/// ```swift
/// AddressValidator().validate("zil1…")        // .valid(Address)
/// AddressValidator().validate("0x1234")       // .invalid("Address is too short, should be 40")
/// ```
public struct AddressValidator: InputValidator {
    /// Zhip's "Invalid address": neither bech32 nor hex.
    public static let invalidAddress = ValidationMessage("Invalid address")
    /// Zhip's "Invalid checksum.": a bech32 checksum or mixed-case hex checksum that does not match.
    public static let invalidChecksum = ValidationMessage("Invalid checksum.")
    /// An EVM address in EIP-55 case, where a legacy payment's recipient is asked for.
    public static let evmAddress = ValidationMessage(
        "This is an EVM address (EIP-55 case): the legacy account pays zil1… or 0x… in Zilliqa's checksum case; "
            + "pay an EVM address from the EVM account.")
    /// How many hex characters an address has.
    public static let hexLength = 40

    public init() {}

    public func validate(_ input: String) -> ValidationResult<Address> {
        do throws(AddressError) {
            return .valid(try Address(input))
        } catch .checksumMismatch where (try? EVMAddress(input.trimmingCharacters(in: .whitespaces))) != nil {
            return .invalid(Self.evmAddress)
        } catch {
            return .invalid(Self.message(for: error))
        }
    }

    /// Zhip's message for `error`.
    static func message(for error: AddressError) -> ValidationMessage {
        switch error {
        case .wrongLength(let count) where count > hexLength:
            ValidationMessage("Address is too long, should be \(hexLength)")
        case .wrongLength:
            ValidationMessage("Address is too short, should be \(hexLength)")
        case .checksumMismatch, .bech32(.checksumInvalid):
            invalidChecksum
        case .notHex, .bech32WrongPrefix, .bech32:
            invalidAddress
        }
    }
}
