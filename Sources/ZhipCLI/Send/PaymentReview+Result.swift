import ZhipCore
import ZilliqaKit

extension PaymentReview {
    /// The result of a legacy payment for people: the id, the receipt (or that it was not waited
    /// for), and the money.
    func resultLines(id: TransactionID, receipt: TransactionReceipt?) -> [(label: String, value: String)] {
        let status =
            receipt.map { ReceiptForms($0).lines }
            ?? [("status", "sent; not waiting for confirmation (see 'zhip-cli tx status')")]
        return [("id", id.hex)] + status + money + [
            ("fee", AmountText.zil(summary.fee)), ("balance after", AmountText.zil(summary.balanceAfter)),
        ]
    }

    /// The result of an EVM payment for people: the hash, the receipt (or that it was not waited
    /// for) with the fee charged, and the money.
    func resultLines(hash: EVMHash, receipt: EVMTransactionReceipt?) -> [(label: String, value: String)] {
        let status: [(label: String, value: String)] =
            receipt.map { receipt in
                [
                    ("status", receipt.succeeded ? "confirmed in block \(receipt.blockNumber)" : "failed"),
                    ("fee charged", feeCharged(receipt).map { AmountText.zil($0) } ?? "unknown"),
                ]
            } ?? [("status", "sent; not waiting for its receipt (see 'zhip-cli tx status \(hash.hex)')")]
        return [("hash", hash.hex)] + status + money
    }

    private var money: [(label: String, value: String)] {
        [("to", summary.to), ("amount", AmountText.zil(summary.amount))]
    }

    /// What an EVM payment was charged for the gas `receipt` says it used.
    private func feeCharged(_ receipt: EVMTransactionReceipt) -> ZILAmount? {
        guard case .evm(let evm) = summary.details else { return nil }
        return .wei(evm.quote.feeCharged(forGasUsed: receipt.gasUsed))
    }

    /// The JSON result of a legacy `send`.
    func report(id: TransactionID, receipt: TransactionReceipt?) -> PaymentReport {
        var report = PaymentReport(summary, status: receipt == nil ? "sent" : "confirmed")
        report.id = id.hex
        report.receipt = receipt.map(ReceiptForms.init)
        return report
    }

    /// The JSON result of `send --account evm`.
    func report(hash: EVMHash, receipt: EVMTransactionReceipt?) -> PaymentReport {
        var report = PaymentReport(summary, status: receipt.map { $0.succeeded ? "confirmed" : "failed" } ?? "sent")
        report.hash = hash.hex
        report.feeCharged = receipt.flatMap(feeCharged).map(ZILAmountForms.init)
        report.blockNumber = receipt?.blockNumber
        report.gasUsed = receipt?.gasUsed
        report.effectiveGasPrice = receipt.map { WeiForms($0.effectiveGasPrice) }
        return report
    }
}
