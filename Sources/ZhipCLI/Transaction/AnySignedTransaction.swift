import ZhipCore
import ZilliqaKit

/// A signed transaction of either account, as `tx sign` writes it and `tx send` sends it: what its
/// file holds, what it is looked up by, and what its report says.
enum AnySignedTransaction {
    case legacy(SignedTransaction)
    case evm(SignedEVMTransaction)

    /// The file's contents: one JSON line with sorted keys.
    var contents: String {
        get throws {
            switch self {
            case .legacy(let signed): try TransactionFile.contents(of: signed)
            case .evm(let signed): try EVMTransactionFile(signed).contents
            }
        }
    }

    /// A legacy transaction's id (64 hex).
    var id: String? {
        if case .legacy(let signed) = self { signed.id.hex } else { nil }
    }

    /// An EVM transaction's hash (0x…).
    var hash: String? {
        if case .evm(let signed) = self { signed.transactionHash.hex } else { nil }
    }

    /// The human lines after the file: the id, or the hash and, for people, from, to, amount and the
    /// most it may cost in fees.
    var lines: [(label: String, value: String)] {
        switch self {
        case .legacy(let signed):
            return [("id", signed.id.hex)]
        case .evm(let signed):
            let payment = PreparedEVMPayment(
                transaction: signed.transaction, from: signed.sender, balance: .zero, networkGasPrice: .zero)
            return [
                ("hash", signed.transactionHash.hex), ("from", signed.sender.checksummed),
                ("to", signed.transaction.to.checksummed), ("amount", AmountText.zil(payment.value)),
                ("fee", "at most " + AmountText.zil(payment.maximumFee)),
            ]
        }
    }
}

extension AnySignedTransaction {
    /// What it is looked up by: a legacy id or an EVM hash.
    var sent: SentTransaction {
        switch self {
        case .legacy(let signed): .legacy(signed.id)
        case .evm(let signed): .evm(signed.transactionHash)
        }
    }
}

extension SentTransaction {
    /// Its label in the human form of a report: `id` or `hash`.
    var label: String {
        if case .legacy = self { "id" } else { "hash" }
    }
}
