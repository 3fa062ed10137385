import CommandLineKit
import ZhipCore
import ZilliqaKit

extension PaymentField {
    /// The option that gives the field: `--gas-price`.
    var option: String {
        switch self {
        case .recipient: "--to"
        case .amount: "--amount"
        case .gasPrice: "--gas-price"
        case .gasLimit: "--gas-limit"
        case .nonce: "--nonce"
        case .transactionType: "--type"
        case .maxFee: "--max-fee"
        case .priorityFee: "--priority-fee"
        }
    }

    /// The unit the option is written in, for the message: ` (in ZIL)`.
    var unit: String {
        switch self {
        case .amount: " (in ZIL)"
        case .gasPrice: " (in Li)"
        case .maxFee, .priorityFee: " (in wei)"
        case .recipient, .gasLimit, .nonce, .transactionType: ""
        }
    }
}

extension PaymentFieldError {
    /// The usage error (exit 64) that names the option and says ZhipCore's words for it:
    /// `--amount (in ZIL): Use a dot for decimals and no thousands separators, such as 1500 or 1.5`.
    var usageError: ValidationError {
        ValidationError("\(field.option)\(field.unit): \(message)")
    }
}

extension LegacyPaymentText {
    /// The order the options describe from `sender`, or the usage error that names the option that is wrong.
    func orderFromOptions(from sender: EVMAddress?) throws -> PaymentOrder {
        do throws(PaymentFieldError) {
            return try order(from: sender)
        } catch {
            throw error.usageError
        }
    }
}
