import ZhipCore
import ZilliqaKit

/// What `send` shows before asking, and reports after: a prepared payment in words and in JSON.
struct SendReview {
    /// The payment as ZhipCore checked it: nonce set, balance covering amount plus fee.
    let prepared: PreparedPayment
    /// Said beside the recipient, e.g. that it is the key's own EVM account.
    var recipientNote: String?
    /// The key's own EVM account when it is the recipient (a move): shown as 0x… (EIP-55), not bech32.
    var recipientEVMAddress: EVMAddress?

    /// The recipient as it is shown: an EVM account as 0x… (EIP-55), else bech32.
    private var recipientText: String { recipientEVMAddress?.checksummed ?? prepared.payment.recipient.bech32 }

    /// The review for people: recipient in bech32 and checksummed hex, amount, fee, total and
    /// the balance before and after.
    var lines: [(label: String, value: String)] {
        let payment = prepared.payment
        let lodging: [(label: String, value: String)] =
            prepared.lodgesIntoEscrow ? [("careful", EscrowLodging.claimWarning)] : []
        // An EVM recipient is shown once, as 0x… (EIP-55): its Zilliqa-checksummed hex would be another casing.
        let hex: [(label: String, value: String)] =
            recipientEVMAddress == nil ? [("to (hex)", payment.recipient.checksummed)] : []
        return [
            ("from", prepared.sender.bech32),
            (
                "to",
                recipientText + (prepared.lodgesIntoEscrow ? " (\(EscrowLodging.action))" : "")
                    + (recipientNote.map { " (\($0))" } ?? "")
            ),
        ] + hex + [
            ("amount", AmountText.zil(payment.amount)),
            ("fee", AmountText.zil(prepared.fee) + " (\(feeBasis))"),
            ("gas limit", String(payment.gasLimit) + (prepared.gasLimitNote.map { " (\($0))" } ?? "")),
            ("total", AmountText.zil(prepared.total)),
            ("balance", AmountText.zil(prepared.balance)),
            ("balance after", AmountText.zil(prepared.balanceAfter)),
            ("nonce", String(payment.nonce) + (prepared.nonceIsUsed ? Self.usedNonceNote : "")),
            ("network", prepared.network.description),
        ] + lodging
    }

    /// How the fee is reckoned: 50 gas at the gas price, or the escrow's flat 21000 EVM gas.
    private var feeBasis: String {
        let price = AmountText.li(prepared.payment.gasPrice)
        guard prepared.paysEscrowFee else {
            return "\(Payment.gasCharged) gas x gas price \(price)"
        }
        return "the escrow's flat 21000 EVM gas at gas price \(price)"
    }

    /// Said beside a nonce the account has already used: re-running a send whose answer was lost.
    static let usedNonceNote =
        " (already used by a confirmed transaction: if it was this payment, sending finds it and pays nothing"
        + " more; any other payment with this nonce is refused)"

    /// The question asked on the terminal.
    var question: String {
        let amount = AmountText.zil(prepared.payment.amount)
        guard !prepared.lodgesIntoEscrow else {
            return "Lodge \(amount) into the migration escrow? Type yes to lodge: "
        }
        return "Send \(amount) to \(recipientText)? Type yes to send: "
    }

    /// The result for people: the id, the receipt (or that it was not waited for), and the money.
    func resultLines(id: TransactionID, receipt: TransactionReceipt?) -> [(label: String, value: String)] {
        let status =
            receipt.map { ReceiptForms($0).lines }
            ?? [("status", "sent; not waiting for confirmation (see 'zhip-cli tx status')")]
        return [("id", id.hex)] + status + [
            ("to", recipientText), ("amount", AmountText.zil(prepared.payment.amount)),
            ("fee", AmountText.zil(prepared.fee)), ("balance after", AmountText.zil(prepared.balanceAfter)),
        ]
    }

    /// The JSON result of `send`.
    func report(id: TransactionID, receipt: TransactionReceipt?) -> SendReport {
        let payment = prepared.payment
        return SendReport(
            id: id.hex, network: prepared.network.displayName, status: receipt == nil ? "sent" : "confirmed",
            receipt: receipt.map(ReceiptForms.init), from: AddressForms(prepared.sender),
            to: AddressForms(payment.recipient), amount: AmountForms(payment.amount), fee: AmountForms(prepared.fee),
            total: AmountForms(prepared.total), balanceAfter: AmountForms(prepared.balanceAfter),
            gasPrice: GasPriceForms(payment.gasPrice), gasLimit: payment.gasLimit, nonce: payment.nonce)
    }
}

/// `send --json`: the id, the receipt (absent with --no-wait), and the amounts.
///
/// ```json
/// {"amount":{"qa":"1500000000000","zil":"1.5"},"balanceAfter":{…},"fee":{…},"from":{…},"gasLimit":50,
///  "gasPrice":{"li":"2000","qa":"2000000000"},"id":"…","network":"devnet","nonce":1,
///  "receipt":{"cumulativeGas":50,"epochNumber":1,"success":true},"status":"confirmed","to":{…},"total":{…}}
/// ```
struct SendReport: Encodable {
    let id: String
    let network: String
    /// `confirmed`, or `sent` with --no-wait.
    let status: String
    let receipt: ReceiptForms?
    let from: AddressForms
    let to: AddressForms
    let amount: AmountForms
    let fee: AmountForms
    let total: AmountForms
    /// The sender's balance once the payment is through, if nothing else moved it.
    let balanceAfter: AmountForms
    let gasPrice: GasPriceForms
    let gasLimit: UInt64
    let nonce: UInt64
}
