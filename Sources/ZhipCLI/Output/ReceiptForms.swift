import ZilliqaKit

/// A receipt in JSON: `{"cumulativeGas": 50, "epochNumber": 12, "success": true}`.
struct ReceiptForms: Encodable, Equatable {
    /// True when the transaction was applied.
    let success: Bool
    /// The gas it used.
    let cumulativeGas: UInt64
    /// The transaction block (epoch) that confirmed it.
    let epochNumber: UInt64

    init(_ receipt: TransactionReceipt) {
        success = receipt.success
        cumulativeGas = receipt.cumulativeGas
        epochNumber = receipt.epochNumber
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        [
            ("status", success ? "confirmed" : "confirmed, but failed: nothing was transferred"),
            ("block", String(epochNumber)), ("gas used", String(cumulativeGas)),
        ]
    }
}
