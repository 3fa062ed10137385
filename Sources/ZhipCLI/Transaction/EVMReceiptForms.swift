import ZilliqaKit

/// An EVM receipt in JSON: `{"status": "success", "blockNumber": 3, "gasUsed": 21000,
/// "effectiveGasPrice": "4761904800000", "fee": {"wei": "100000000800000000", "zil": "0.1000000008"}}`.
struct EVMReceiptForms: Encodable, Equatable {
    /// `success` (status 1), or `failed` (status 0: the fee charged, the amount not moved).
    let status: String
    let blockNumber: UInt64
    let gasUsed: UInt64
    /// The price a gas was charged at, in wei, as the node reports it.
    let effectiveGasPrice: String
    /// gasUsed × effectiveGasPrice (``ZilliqaKit/EVMTransactionReceipt/fee``, as the node reports it: on
    /// Zilliqa 2.0 a type 2 transaction's max fee); nil past what wei can count.
    let fee: WeiForms?

    init(_ receipt: EVMTransactionReceipt) {
        status = receipt.succeeded ? "success" : "failed"
        blockNumber = receipt.blockNumber
        gasUsed = receipt.gasUsed
        effectiveGasPrice = receipt.effectiveGasPrice.weiString
        fee = receipt.fee.map(WeiForms.init)
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        [
            ("status", status == "success" ? "success" : "failed: the fee was charged, the amount did not move"),
            ("block", String(blockNumber)), ("gas used", String(gasUsed)),
            ("gas price", "\(effectiveGasPrice) wei"),
        ] + (fee.map { [("fee", "\($0.zil) ZIL (\($0.wei) wei)")] } ?? [])
    }
}
