import ZhipCore
import ZilliqaKit

/// A receipt of either account, as `tx send` and `tx status` report it.
enum AnyReceipt {
    case legacy(TransactionReceipt)
    case evm(EVMTransactionReceipt)

    /// True when the transaction was applied; false when it was mined as failed (exit 2).
    var succeeded: Bool {
        switch self {
        case .legacy(let receipt): receipt.success
        case .evm(let receipt): receipt.succeeded
        }
    }

    /// What a failed one says after "transaction ID was": `confirmed as failed in block 12: …`.
    var failureWords: String {
        switch self {
        case .legacy(let receipt):
            "confirmed as failed in block \(receipt.epochNumber): \(receipt.failureWords)"
        case .evm(let receipt):
            "mined as failed (status 0) in block \(receipt.blockNumber): the fee was charged, the amount did not move"
        }
    }

    /// Its forms, an EVM one's fee charged being `charge` (nil when not known).
    func forms(charge: EVMGasCharge?) -> AnyReceiptForms {
        switch self {
        case .legacy(let receipt): .legacy(ReceiptForms(receipt))
        case .evm(let receipt): .evm(EVMReceiptForms(receipt, charge: charge))
        }
    }
}

/// A receipt in JSON, of either account: ``ReceiptForms`` or ``EVMReceiptForms``, as they are.
enum AnyReceiptForms: Encodable {
    case legacy(ReceiptForms)
    case evm(EVMReceiptForms)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .legacy(let forms): try forms.encode(to: encoder)
        case .evm(let forms): try forms.encode(to: encoder)
        }
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        switch self {
        case .legacy(let forms): forms.lines
        case .evm(let forms): forms.lines
        }
    }
}
