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

    /// The amount and the fee the payment will be charged.
    var total: Wei { Wei(wei: prepared.value.wei + prepared.feeCharged.wei) }

    /// The balance once the payment is mined at the fee it will be charged.
    var balanceAfter: Wei { Wei(wei: prepared.balance.wei - total.wei) }

    /// The review for people.
    var lines: [(label: String, value: String)] {
        let typed = recipientGivenAsBech32 ? " (typed in its zil1 form: the same account)" : ""
        return [
            ("from", prepared.from.checksummed + " (EVM account)"),
            ("to", transaction.to.checksummed + typed),
            ("amount", AmountText.zil(prepared.value)),
        ] + Self.feeLines(prepared.feeQuote) + [
            ("total", AmountText.zil(total)),
            ("balance", AmountText.zil(prepared.balance)),
            ("balance after", AmountText.zil(balanceAfter)),
            ("type", Self.typeName(transaction.fee)),
            ("nonce", String(transaction.nonce)),
            ("network", "\(network.description), EVM chain \(transaction.chainID)"),
        ]
    }

    /// The fee it will be charged (`21000 gas x 4761.9048 gwei`, and a type 2 payment's max and
    /// priority fees), then the most it can be.
    static func feeLines(_ quote: EVMFeeQuote) -> [(label: String, value: String)] {
        var basis = "\(quote.gasLimit) gas x " + gwei(quote.pricePerGasCharged)
        var most = "\(quote.gasLimit) gas x the gas price"
        if case .eip1559(let maxFee, let priority) = quote.fee {
            basis += "; max fee " + gwei(Wei(wei: maxFee)) + ", priority fee " + gwei(Wei(wei: priority))
            most = "\(quote.gasLimit) gas x the max fee: the balance must cover it"
        }
        return [
            ("fee", AmountText.zil(quote.feeCharged) + " (\(basis))"),
            ("fee at most", AmountText.zil(quote.maximumFee) + " (\(most))"),
        ]
    }

    /// `EIP-1559 (type 2)` or `legacy (type 0)`.
    static func typeName(_ fee: EVMTransactionFee) -> String {
        if case .legacy = fee { "legacy (type 0)" } else { "EIP-1559 (type 2)" }
    }

    /// `4761.9048 gwei`.
    static func gwei(_ price: Wei) -> String {
        price.formatted(in: .gwei) + " gwei"
    }

    /// The question asked on the terminal.
    var question: String {
        "Send \(AmountText.zil(prepared.value)) to \(transaction.to.checksummed)? Type yes to send: "
    }

    // MARK: - Before the key is unlocked

    /// The sender a draft is read with before the EVM account is known (the grammar needs none).
    /// Never throws: 20 bytes are an EVM address.
    static func unknownSender() throws -> EVMAddress { try EVMAddress(bytes: [UInt8](repeating: 0, count: 20)) }

    /// What can be shown of `draft` before unlocking the key that tells its EVM account: the
    /// recipient, the amount and the fee's terms; ZhipCore checks the rest (the balance, the
    /// chain, the recipient) once the account is known, and nothing is signed if it refuses.
    static func beforeUnlocking(_ draft: EVMPaymentDraft, quote: EVMFeeQuote, network: Network, keystoreFile: Bool)
        -> [(label: String, value: String)]
    {
        let whose = keystoreFile ? "the keystore's key" : "the saved wallet's key"
        let amount: String
        switch draft.amount {
        case .exactly(let value): amount = AmountText.zil(value)
        case .max: amount = "everything the fee leaves"
        }
        return [
            (
                "from",
                "the EVM account of \(whose): its 0x address is known only once the key is unlocked, after you "
                    + "confirm; the payment is checked against it before anything is signed"
            ),
            ("to", draft.to.checksummed + (draft.recipientGivenAsBech32 ? " (typed in its zil1 form)" : "")),
            ("amount", amount),
        ] + feeLines(quote) + [
            ("type", typeName(quote.fee)),
            ("nonce", draft.nonce.map(String.init) ?? "the account's next"),
            ("network", "\(network.description), EVM chain \(network.evmChainID)"),
        ]
    }

    /// The question asked before unlocking.
    static func question(for draft: EVMPaymentDraft) -> String {
        let amount = if case .exactly(let value) = draft.amount { AmountText.zil(value) } else { "the most" }
        return "Send \(amount) to \(draft.to.checksummed)? Type yes, then the keystore's password: "
    }

    /// The result for people: the hash, the receipt (or that it was not waited for), and the money.
    func resultLines(hash: EVMHash, receipt: EVMTransactionReceipt?) -> [(label: String, value: String)] {
        let status: [(label: String, value: String)] =
            receipt.map { receipt in
                [
                    ("status", receipt.succeeded ? "confirmed in block \(receipt.blockNumber)" : "failed"),
                    ("fee charged", AmountText.zil(prepared.feeCharged(forGasUsed: receipt.gasUsed))),
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
            fee: WeiForms(prepared.feeCharged), maximumFee: WeiForms(prepared.maximumFee), total: WeiForms(total),
            feeCharged: receipt.map { WeiForms(prepared.feeCharged(forGasUsed: $0.gasUsed)) },
            type: prepared.typeNumber,
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
    /// gasLimit × the price a gas charged: what the payment is charged when it uses all its gas.
    let fee: WeiForms
    /// gasLimit × the price a gas at most: what the balance had to cover beside the amount.
    let maximumFee: WeiForms
    /// amount + fee.
    let total: WeiForms
    /// gasUsed × the price a gas charged (ZhipCore's ``ZhipCore/PreparedEVMPayment/feeCharged(forGasUsed:)``,
    /// not the receipt's effectiveGasPrice, which Zilliqa 2.0 reports as the max fee); absent until mined.
    let feeCharged: WeiForms?
    /// 2 (EIP-1559) or 0 (legacy).
    let type: Int
    let nonce: UInt64
    let blockNumber: UInt64?
    let gasUsed: UInt64?
    /// As the receipt reports it.
    let effectiveGasPrice: WeiForms?
}
