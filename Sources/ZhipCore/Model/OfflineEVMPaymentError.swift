public import ZilliqaKit

/// Why an EVM payment was not signed offline, each with what to do next; never a secret.
public enum OfflineEVMPaymentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The recipient is not an EVM (0x) address.
    case recipient(EVMAddressError)
    /// The recipient starts as a legacy `zil1…` address but is not one.
    case legacyRecipientText(AddressError)
    /// A legacy `zil1…` recipient, which the person did not explicitly allow.
    case legacyRecipientNotAllowed(Address)
    /// The amount is not a ZIL amount of at most 18 decimals.
    case amount(AmountError)
    /// An amount of zero: nothing would be sent.
    case zeroAmount
    /// The fee figure is not a whole number of wei (or of gwei, with the suffix).
    case fee(OfflineEVMFeeField, AmountError)
    /// A figure the fee of this type needs was not given (no node is asked for it).
    case feeMissing(OfflineEVMFeeField)
    /// A figure of the other transaction type's fee.
    case feeNotForType(OfflineEVMFeeField)
    /// A fee figure of zero: the network refuses it.
    case zeroFee(OfflineEVMFeeField)
    /// A priority fee above the max fee: Zilliqa 2.0 drops such a transaction without a word.
    case priorityFeeAboveMaxFee(priorityFee: Wei, maxFee: Wei)
    /// The nonce is not a whole number from 0 to 2^64 − 2.
    case nonce(String)
    /// The amount plus the largest fee is more than can be counted in wei.
    case costOverflow
    /// The gas limit is not a whole number.
    case gasLimit(String)
    /// A gas limit below a plain transfer's 21000: the network refuses it.
    case gasLimitBelowTransfer(UInt64)
    /// A gas limit above the block's: the network refuses it.
    case gasLimitAboveBlock(UInt64)

    /// True for a payment the rules refuse (not a typing mistake): the person decides anew.
    public var refusesThePayment: Bool {
        switch self {
        case .legacyRecipientNotAllowed, .priorityFeeAboveMaxFee, .costOverflow, .gasLimitBelowTransfer,
            .gasLimitAboveBlock:
            true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .recipient(let error):
            "the recipient: \(error)"
        case .legacyRecipientText(let error):
            "the recipient: \(error)"
        case .legacyRecipientNotAllowed(let address):
            "\(address) is a legacy (zil1) account: on Zilliqa 2.0 mainnet such an account can send nothing but into"
                + " the migration escrow, so ZIL sent there is stuck for anyone who is not lodging. Send to the"
                + " recipient's 0x EVM address, or confirm the zil1 recipient explicitly"
        case .amount(let error):
            "the amount: \(error)"
        case .zeroAmount:
            "the amount is zero: nothing would be sent; give an amount above zero, such as 1.5"
        case .fee(let field, let error):
            "\(field.words): \(error); write a whole number of wei, or of gwei with the suffix, such as 5000gwei"
        case .feeMissing(let field):
            "\(field.words) is needed: nothing asks a node offline, so give it in wei or gwei (Zilliqa 2.0's gas"
                + " price is 4761904800000 wei, 4761.9048gwei)"
        case .feeNotForType(let field):
            "\(field.words) belongs to the other transaction type: a type 2 (EIP-1559) transaction takes a max fee"
                + " and a priority fee, a legacy one a gas price"
        case .zeroFee(let field):
            "\(field.words) is zero: the network refuses it; give at least its gas price (4761904800000 wei on"
                + " Zilliqa 2.0)"
        case .priorityFeeAboveMaxFee(let priority, let maxFee):
            "the priority fee (\(priority.weiString) wei) is above the max fee (\(maxFee.weiString) wei): Zilliqa 2.0"
                + " would drop the transaction silently. Lower the priority fee"
        case .nonce(let text):
            "the nonce \"\(text)\" is not a whole number from 0 to 18446744073709551614: give the account's"
                + " transaction count (eth_getTransactionCount, pending)"
        case .costOverflow:
            "the amount plus the fee is more than can be counted in wei: give a smaller amount or fee"
        case .gasLimit(let text):
            "the gas limit \"\(text)\" is not a whole number: give one from 21000 (a plain transfer's) to 84000000"
        case .gasLimitBelowTransfer(let limit):
            "the gas limit \(limit) is below 21000, what an EVM transfer needs: the network refuses it, and nothing"
                + " was signed. Give at least 21000"
        case .gasLimitAboveBlock(let limit):
            "the gas limit \(limit) is above Zilliqa 2.0's block gas limit, 84000000: the network refuses it, and"
                + " nothing was signed. Give at most 84000000"
        }
    }
}
