import ZhipCore
import ZilliqaKit

/// `send --json`, for either account: which account paid, the id (legacy) or hash (EVM), the
/// receipt's figures (absent with --no-wait), and the exact amounts (Qa or wei, and ZIL); for a
/// token, the token, the amount asked and the amount its `Transfer` logs moved, in units and text.
///
/// ```json
/// {"account":"legacy","amount":{"qa":"1500000000000","zil":"1.5"},"balanceAfter":{…},"fee":{…},"from":{…},
///  "gasLimit":50,"gasPrice":{"li":"2000","qa":"2000000000"},"id":"…","network":"devnet","nonce":1,
///  "receipt":{"cumulativeGas":50,"epochNumber":1,"success":true},"status":"confirmed","to":{…},"total":{…}}
/// {"account":"evm","amount":{"wei":"1500000000000000000","zil":"1.5"},"blockNumber":7,"chainId":32769,…}
/// ```
struct PaymentReport: Encodable {
    /// An address: a legacy one in all its forms, an EVM one as EIP-55 text.
    enum AddressJSON: Encodable {
        case legacy(AddressForms)
        case evm(String)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .legacy(let forms): try container.encode(forms)
            case .evm(let text): try container.encode(text)
            }
        }
    }

    /// `legacy` or `evm`: which account paid.
    let account: String
    /// A replacement's (`tx speedup`, `tx cancel`): what it replaces and whether the node took it.
    var replacement: ReplacementJSON?
    /// The legacy transaction's id.
    var id: String?
    /// The EVM transaction's hash, `0x` and 64 hex digits.
    var hash: String?
    /// With --json interrupted, or when the node's answer was lost: the command that looks the transaction up.
    var lookUp: String?
    /// The network's name; absent for a transaction signed offline for a chain id alone.
    let network: String?
    /// The EVM chain id signed into the transaction.
    let chainId: UInt64?
    /// The transaction's page on the network's block explorer; absent when the network has none.
    var explorer: String?
    /// `confirmed`, `failed` (an EVM payment mined with status 0) or `sent` (with --no-wait).
    var status: String
    /// The legacy receipt.
    var receipt: ReceiptForms?
    let from: AddressJSON
    let to: AddressJSON
    /// The recipient's (spender's) name: `contact Alice`, `alice.zil`; absent when it was given by address.
    let toName: String?
    let amount: ZILAmountForms
    /// What the payment is charged when it uses all its gas.
    let fee: ZILAmountForms?
    /// An EVM payment's gasLimit × the price a gas at most: what the balance had to cover beside the amount.
    let maximumFee: ZILAmountForms?
    /// amount + fee.
    let total: ZILAmountForms?
    /// The sender's balance once the payment is through, if nothing else moved it.
    let balanceAfter: ZILAmountForms?
    /// An EVM payment's gasUsed × the price a gas charged (ZhipCore's
    /// ``ZhipCore/PreparedEVMPayment/feeCharged(forGasUsed:)``, not the receipt's effectiveGasPrice,
    /// which Zilliqa 2.0 reports as the max fee); absent until mined.
    var feeCharged: ZILAmountForms?
    /// A legacy payment's gas price.
    let gasPrice: GasPriceForms?
    let gasLimit: UInt64
    /// An EVM payment's type: 2 (EIP-1559) or 0 (legacy).
    let type: Int?
    let nonce: UInt64?
    var blockNumber: UInt64?
    var gasUsed: UInt64?
    /// As the EVM receipt reports it.
    var effectiveGasPrice: WeiForms?
    /// The token a token payment moves or allows; absent for ZIL (whose ``amount`` is then what moves).
    let token: TokenReport?
    /// `transfer` or `approve`: what a token payment calls; absent for ZIL.
    let tokenCall: String?
    /// The token amount asked (a transfer's) or allowed (an approval's).
    let amountAsked: TokenAmountJSON?
    /// The total of the token's `Transfer` logs from the sender to the recipient in the receipt;
    /// absent until mined.
    var amountMoved: TokenAmountJSON?
    /// How ``amountMoved`` compares with ``amountAsked``: `equal`, `less`, `more` or `none` (no
    /// such log); absent until mined.
    var transferOutcome: String?
    /// What a migration escrow claim claims, and what the escrow paid; absent for any other payment.
    var escrowClaim: EscrowClaimReport?
    /// What a staking call does, and what its receipt's events say it did; absent for any other payment.
    var staking: StakingReport?
    /// A swap's quote as reviewed (``SwapReport``); absent for any other payment.
    let swap: SwapReport?
    /// What a mined swap brought in, in the output's smallest units; absent until mined.
    var received: String?
    /// Why a mined EVM call failed, in the contract's words (the call run again on the state before
    /// its block); absent unless it failed and the contract said.
    var failureReason: String?

    /// The report of `summary`'s payment, `status` so far.
    init(_ summary: PaymentSummary, status: String) {
        account = summary.account.rawValue
        network = summary.network?.displayName
        self.status = status
        amount = ZILAmountForms(summary.amount)
        toName = summary.counterpartyName?.description
        fee = summary.fee.map(ZILAmountForms.init)
        maximumFee = summary.maximumFee.map(ZILAmountForms.init)
        total = summary.total.map(ZILAmountForms.init)
        balanceAfter = summary.balanceAfter.map(ZILAmountForms.init)
        nonce = summary.nonce
        token = summary.token.map { TokenReport($0.token) }
        tokenCall = summary.token.map { $0.isApproval ? "approve" : "transfer" }
        let sender = summary.sender ?? EVMAddress.zero
        amountAsked = summary.token.map { TokenAmountJSON(units: $0.amount, of: $0.token) }
        escrowClaim = summary.escrowClaim.map(EscrowClaimReport.init)
        staking = summary.staking.map(StakingReport.init)
        swap = summary.swap.map(SwapReport.init)
        switch summary.details {
        case .legacy(let legacy):
            (from, to) = (
                .legacy(AddressForms(Address(sender))), .legacy(AddressForms(Address(summary.counterparty)))
            )
            (chainId, gasPrice, gasLimit, type) = (nil, GasPriceForms(legacy.gasPrice), legacy.gasLimit, nil)
        case .evm(let evm):
            (from, to) = (.evm(summary.from ?? sender.checksummed), .evm(summary.to))
            (chainId, gasPrice, gasLimit, type) = (evm.chainID, nil, evm.quote.gasLimit, evm.typeNumber)
        }
    }
}
