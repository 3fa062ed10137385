import Foundation
import ZilliqaKit

/// How an EVM payment's recipient and fees are read from text, once, for ``EVMPaymentText``'s
/// validators and for ``EVMPaymentText`` alike; each turns the typed failure into its own words.
enum EVMFieldText {
    /// Why a recipient is not one.
    enum RecipientFailure: Error {
        /// Not an EVM address (`0x` and 40 hex digits, EIP-55 or one case).
        case evm(EVMAddressError)
        /// Starts as `zil1…` but is not a Zilliqa address.
        case bech32(AddressError)
    }

    /// Why a fee is not one.
    enum FeeFailure: Error {
        /// A unit other than `wei` or `gwei`.
        case unknownUnit
        /// Not a number of the unit.
        case amount(AmountError)
    }

    /// The units a fee may be written in after its number.
    static let feeUnits: [WeiUnit] = [.gwei, .wei]

    /// The recipient's 20 bytes, and whether they were typed as `zil1…`.
    static func recipient(_ text: String) throws(RecipientFailure) -> (address: EVMAddress, givenAsBech32: Bool) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.lowercased().hasPrefix(Address.bech32Prefix + "1") else {
            do { return (try EVMAddress(trimmed), false) } catch { throw .evm(error) }
        }
        let legacy: Address
        do { legacy = try Address(trimmed) } catch { throw .bech32(error) }
        // An Address has 20 bytes, as an EVM address does.
        do { return (try EVMAddress(bytes: legacy.bytes), true) } catch { throw .evm(error) }
    }

    /// A fee a gas: a whole number of wei, or a number followed by `wei` or `gwei` in any case
    /// (`5000gwei`, `4761.9048 gwei`).
    static func fee(_ text: String) throws(FeeFailure) -> Wei {
        var number = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        var unit = WeiUnit.wei
        if let letters = number.firstIndex(where: \.isLetter) {
            guard let suffixed = WeiUnit(symbol: number[letters...]), feeUnits.contains(suffixed) else {
                throw .unknownUnit
            }
            unit = suffixed
            number = number[..<letters]
        }
        do { return try Wei(number.trimmingCharacters(in: .whitespaces), unit: unit) } catch { throw .amount(error) }
    }
}
