import ZhipCore
import ZilliqaKit

/// What a signed transaction's file holds and what its report says.
extension SignedPayment {
    /// The file's contents (``TransactionFile``): one JSON line with sorted keys; a token
    /// transfer's with the token's `decimals` written in.
    func contents(decimals: Int? = nil) throws -> String {
        switch self {
        case .legacy(let signed): try CommandOutput.encode(signed) + "\n"
        case .evm(let signed): try CommandOutput.encode(EVMTransactionFile(signed, decimals: decimals)) + "\n"
        }
    }

    /// The human lines after the file: the id, or the hash and, for people, from, to, amount and the
    /// most it may cost in fees.
    var lines: [(label: String, value: String)] {
        guard case .evm(let signed) = self else { return [(sent.label, "\(sent)")] }
        let transaction = signed.transaction
        let most = EVMFeeQuote(fee: transaction.fee, gasLimit: transaction.gasLimit, networkGasPrice: .zero).maximumFee
        let fee = ("fee", "at most " + AmountText.zil(most))
        if let transfer = ERC20.transferArguments(in: transaction.data) {
            return [
                (sent.label, "\(sent)"), ("from", signed.sender.checksummed),
                ("token", signed.transaction.to.checksummed), ("to", transfer.recipient.checksummed),
                ("amount", "\(transfer.amount) of the token's smallest unit"), fee,
            ]
        }
        return [
            (sent.label, "\(sent)"), ("from", signed.sender.checksummed), ("to", signed.transaction.to.checksummed),
            ("amount", AmountText.zil(Wei(wei: transaction.value))), fee,
        ]
    }
}

extension SentTransaction {
    /// Its label in the human form of a report: `id` or `hash`.
    var label: String {
        if case .legacy = self { "id" } else { "hash" }
    }
}
