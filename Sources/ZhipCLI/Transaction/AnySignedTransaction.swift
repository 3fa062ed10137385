import ZhipCore
import ZilliqaKit

/// A signed transaction of either account, as `tx sign` writes it and `tx send` sends it: what its
/// file holds, what it is looked up by, and what its report says.
enum AnySignedTransaction {
    case legacy(SignedTransaction)
    case evm(SignedEVMTransaction)

    /// The file's contents (``TransactionFile``): one JSON line with sorted keys.
    var contents: String {
        get throws {
            switch self {
            case .legacy(let signed): try CommandOutput.encode(signed) + "\n"
            case .evm(let signed): try CommandOutput.encode(EVMTransactionFile(signed)) + "\n"
            }
        }
    }

    /// What it is looked up by: a legacy id or an EVM hash.
    var sent: SentTransaction {
        switch self {
        case .legacy(let signed): .legacy(signed.id)
        case .evm(let signed): .evm(signed.transactionHash)
        }
    }

    /// The human lines after the file: the id, or the hash and, for people, from, to, amount and the
    /// most it may cost in fees.
    var lines: [(label: String, value: String)] {
        guard case .evm(let signed) = self else { return [(sent.label, "\(sent)")] }
        let payment = PreparedEVMPayment(
            transaction: signed.transaction, from: signed.sender, balance: .zero, networkGasPrice: .zero)
        return [
            (sent.label, "\(sent)"), ("from", signed.sender.checksummed), ("to", signed.transaction.to.checksummed),
            ("amount", AmountText.zil(payment.value)), ("fee", "at most " + AmountText.zil(payment.maximumFee)),
        ]
    }
}

extension SentTransaction {
    /// Its label in the human form of a report: `id` or `hash`.
    var label: String {
        if case .legacy = self { "id" } else { "hash" }
    }
}
