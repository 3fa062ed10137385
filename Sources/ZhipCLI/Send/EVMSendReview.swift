import ZhipCore
import ZilliqaKit

/// What `send --account evm` shows before asking, and reports after: a prepared EVM payment in
/// words and in JSON, with every amount exact to the wei.
struct EVMSendReview {
    /// The payment as ZhipCore checked it.
    let prepared: PreparedEVMPayment
    /// The network it is for.
    let network: Network
    /// The recipient was typed as `zil1…`.
    let recipientGivenAsBech32: Bool

    private var transaction: EVMTransaction { prepared.transaction }

    /// The balance once the payment is mined at its maximum fee.
    var balanceAfter: Wei { Wei(wei: prepared.balance.wei - prepared.total.wei) }

    /// The review for people.
    var lines: [(label: String, value: String)] {
        let typed = recipientGivenAsBech32 ? " (typed in its zil1 form: the same account)" : ""
        return [
            ("from", prepared.from.checksummed + " (EVM account)"),
            ("to", transaction.to.checksummed + typed),
            ("amount", AmountText.zil(prepared.value)),
            ("fee", AmountText.zil(prepared.maximumFee) + " (\(feeBasis))"),
            ("total", AmountText.zil(prepared.total)),
            ("balance", AmountText.zil(prepared.balance)),
            ("balance after", AmountText.zil(balanceAfter)),
            ("type", prepared.typeNumber == 2 ? "EIP-1559 (type 2)" : "legacy (type 0)"),
            ("nonce", String(transaction.nonce)),
            ("network", "\(network.description), EVM chain \(transaction.chainID)"),
        ]
    }

    /// `21000 gas x 4761.9048 gwei`, and the priority fee of a type 2 payment.
    private var feeBasis: String {
        let price = "\(transaction.gasLimit) gas x " + Self.gwei(prepared.maximumPricePerGas)
        guard case .eip1559(_, let priority) = transaction.fee else { return price }
        return price + " at most, priority fee " + Self.gwei(Wei(wei: priority))
    }

    /// `4761.9048 gwei`.
    static func gwei(_ price: Wei) -> String {
        price.formatted(in: .gwei) + " gwei"
    }

    /// The question asked on the terminal.
    var question: String {
        "Send \(AmountText.zil(prepared.value)) to \(transaction.to.checksummed)? Type yes to send: "
    }

    /// The result for people: the hash, the receipt (or that it was not waited for), and the money.
    func resultLines(hash: EVMHash, receipt: EVMTransactionReceipt?) -> [(label: String, value: String)] {
        let status: [(label: String, value: String)] =
            receipt.map { receipt in
                [
                    ("status", receipt.succeeded ? "confirmed in block \(receipt.blockNumber)" : "failed"),
                    ("fee charged", AmountText.zil(receipt.fee ?? prepared.maximumFee)),
                ]
            } ?? [("status", "sent; not waiting for its receipt (see 'zhip-cli tx status \(hash.hex)')")]
        return [("hash", hash.hex)] + status + [
            ("to", transaction.to.checksummed), ("amount", AmountText.zil(prepared.value)),
        ]
    }

    /// The JSON result of `send --account evm`.
    func report(hash: EVMHash, receipt: EVMTransactionReceipt?) -> EVMSendReport {
        EVMSendReport(
            account: "evm", hash: hash.hex, network: network.displayName, chainId: transaction.chainID,
            status: receipt.map { $0.succeeded ? "confirmed" : "failed" } ?? "sent",
            from: prepared.from.checksummed, to: transaction.to.checksummed, amount: WeiForms(prepared.value),
            maximumFee: WeiForms(prepared.maximumFee), total: WeiForms(prepared.total),
            feeCharged: receipt.flatMap(\.fee).map(WeiForms.init), type: prepared.typeNumber,
            nonce: transaction.nonce, blockNumber: receipt?.blockNumber, gasUsed: receipt?.gasUsed,
            effectiveGasPrice: receipt.map { WeiForms($0.effectiveGasPrice) })
    }
}

/// `send --account evm --json`: the hash, the receipt's figures (absent with --no-wait), the amounts in wei.
///
/// ```json
/// {"account":"evm","amount":{"wei":"1500000000000000000","zil":"1.5"},"blockNumber":7,"chainId":32769,…}
/// ```
struct EVMSendReport: Encodable, Equatable {
    /// Always `evm`: which account paid.
    let account: String
    /// The transaction hash, `0x` and 64 hex digits.
    let hash: String
    let network: String
    /// The EVM chain id signed into the transaction.
    let chainId: UInt64
    /// `confirmed`, `failed` (mined with status 0) or `sent` (with --no-wait).
    let status: String
    /// The paying EVM account, EIP-55.
    let from: String
    /// The recipient, EIP-55.
    let to: String
    let amount: WeiForms
    /// gasLimit × the price a gas at most: what the balance had to cover beside the amount.
    let maximumFee: WeiForms
    let total: WeiForms
    /// gasUsed × effectiveGasPrice from the receipt; absent until mined.
    let feeCharged: WeiForms?
    /// 2 (EIP-1559) or 0 (legacy).
    let type: Int
    let nonce: UInt64
    let blockNumber: UInt64?
    let gasUsed: UInt64?
    let effectiveGasPrice: WeiForms?
}
