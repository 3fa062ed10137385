import ZhipCore
import ZilliqaKit

/// An EVM receipt in JSON: `{"status": "success", "blockNumber": 3, "gasUsed": 21000,
/// "effectiveGasPrice": "4761904800000", "fee": {"wei": "100000000800000000", "zil": "0.1000000008"}}`.
struct EVMReceiptForms: Encodable, Equatable {
    /// `success` (status 1), or `failed` (status 0: the fee charged, the amount not moved).
    let status: String
    let blockNumber: UInt64
    let gasUsed: UInt64
    /// The receipt's price a gas, in wei, as the node reports it: on Zilliqa 2.0 a type 2
    /// transaction's max fee, which may be more than it was charged.
    let effectiveGasPrice: String
    /// What the balance lost beside the amount: gasUsed × the price a gas charged (ZhipCore's
    /// ``ZhipCore/EVMFeeLookUp``); nil when the node's gas price could not be read.
    let fee: WeiForms?
    /// The price a gas charged, in wei, for the human form; not in the JSON.
    private let pricePerGas: String?

    private enum CodingKeys: String, CodingKey { case status, blockNumber, gasUsed, effectiveGasPrice, fee }

    /// The forms of `receipt`, with `charge` (nil when it could not be worked out).
    init(_ receipt: EVMTransactionReceipt, charge: EVMGasCharge?) {
        status = receipt.succeeded ? "success" : "failed"
        blockNumber = receipt.blockNumber
        gasUsed = receipt.gasUsed
        effectiveGasPrice = receipt.effectiveGasPrice.weiString
        fee = charge.map { WeiForms($0.fee) }
        pricePerGas = charge?.pricePerGas.weiString
    }

    /// The labelled lines of the human form.
    var lines: [(label: String, value: String)] {
        let charged: [(label: String, value: String)] =
            if let fee, let pricePerGas {
                [("gas price", "\(pricePerGas) wei"), ("fee", "\(fee.zil) ZIL (\(fee.wei) wei)")]
            } else {
                [("fee", "not known: the node's gas price could not be read; look the transaction up again later")]
            }
        return [
            ("status", status == "success" ? "success" : "failed: the fee was charged, the amount did not move"),
            ("block", String(blockNumber)), ("gas used", String(gasUsed)),
        ] + charged
    }
}
