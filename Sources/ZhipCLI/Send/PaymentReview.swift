import ZhipCore
import ZilliqaKit

/// What `send` shows before asking, for a payment from either account, and reports after: ZhipCore's
/// ``ZhipCore/PaymentSummary`` in words (the interactive app's review shows the same lines) and in JSON.
struct PaymentReview {
    /// The payment as ZhipCore checked it.
    let summary: PaymentSummary

    /// The review for people: the figures, then what to be careful of.
    var lines: [(label: String, value: String)] {
        figures + (summary.lodgesIntoEscrow ? [("careful", EscrowLodging.claimWarning)] : [])
    }

    /// From, to, the amount, the fee, the total, the balance before and after, the nonce and the
    /// network, with the details of the paying account between them.
    var figures: [(label: String, value: String)] {
        let lodging = summary.lodgesIntoEscrow ? " (\(EscrowLodging.action))" : ""
        var lines: [(label: String, value: String)] = [
            (
                "from",
                summary.from.map { $0 + (summary.account == .evm ? " (EVM account)" : "") }
                    ?? Self.unknownSender(summary)
            ),
            (
                summary.isApproval ? "spender" : "to",
                summary.toNamed + lodging + (summary.recipientNote.map { " (\($0))" } ?? "")
            ),
        ]
        if let hex = summary.toHex { lines.append(("to (hex)", hex)) }
        if let replaced = summary.replacing {
            lines.insert(("replaces", ReplacementText.replaces(replaced, kind: summary.kind)), at: 0)
        }
        if let swap = summary.swap {
            lines = [lines[0], ("router", summary.to)] + SwapText.lines(swap)
        } else if let claim = summary.escrowClaim {
            lines = [lines[0]] + Self.claimLines(claim)
        } else if let staking = summary.staking {
            lines = [lines[0]] + Self.stakingLines(staking)
        } else if let token = summary.token {
            lines += [
                ("token", token.token.label),
                (token.isApproval ? "allowance" : "amount", token.amountText),
            ]
            if let balance = token.balance { lines.append(("token balance", token.token.text(of: balance))) }
        } else {
            lines.append(("amount", AmountText.zil(summary.amount)))
        }
        var network = summary.network?.description ?? "offline"
        var type: [(label: String, value: String)] = []
        switch summary.details {
        case .legacy(let legacy):
            lines += [
                ("fee", (summary.fee.map(AmountText.zil) ?? "unknown") + " (\(Self.feeBasis(legacy)))"),
                ("gas limit", String(legacy.gasLimit) + (legacy.gasLimitNote.map { " (\($0))" } ?? "")),
            ]
        case .evm(let evm):
            lines +=
                summary.fee == nil
                ? [Self.callFeeLine(evm.quote)] : Self.feeLines(evm.quote, estimated: evm.gasEstimated)
            type = [("type", Self.typeName(evm.quote.fee))]
            network += ", EVM chain \(evm.chainID)"
        }
        if let total = summary.total {
            lines.append((summary.token == nil ? "total" : "total in ZIL", AmountText.zil(total)))
        }
        if let balance = summary.balance { lines.append(("balance", AmountText.zil(balance))) }
        if let pending = summary.pending { lines.append(("held by pending sends", AmountText.zil(pending))) }
        if let after = summary.balanceAfter { lines.append(("balance after", AmountText.zil(after))) }
        return lines + type + [
            ("nonce", summary.nonce.map(String.init) ?? "the account's next, once the key is unlocked"),
            ("network", network),
        ]
    }

    /// What the review says of a paying account only the key tells.
    private static func unknownSender(_ summary: PaymentSummary) -> String {
        "the \(summary.account == .evm ? "EVM" : "legacy") account of the key: its address is known only once the key"
            + " is unlocked, after you confirm; the payment is checked against it before anything is signed"
    }

    /// A call's fee before the key is unlocked: its gas is estimated from the account.
    private static func callFeeLine(_ quote: EVMFeeQuote) -> (label: String, value: String) {
        (
            "fee",
            "the call's gas (eth_estimateGas, from the account) x \(gwei(quote.pricePerGasCharged)), in ZIL: shown"
                + " once the key is unlocked, and asked about again before anything is signed"
        )
    }

    private static func feeBasis(_ legacy: PaymentSummary.LegacyDetails) -> String {
        let price = AmountText.li(legacy.gasPrice)
        guard legacy.paysEscrowFee else { return "\(Payment.gasCharged) gas x gas price \(price)" }
        return "the escrow's flat 21000 EVM gas at gas price \(price)"
    }

    /// Said beside a nonce the account has already used: re-running a send whose answer was lost.
    /// What a migration escrow claim claims: the escrow called, the three facts checked before
    /// signing, and the amount lodged that it pays.
    static func claimLines(_ claim: PaymentSummary.EscrowClaimDetails) -> [(label: String, value: String)] {
        [
            ("to", "\(MigrationEscrow.address.checksummed) (the migration escrow's claim)"),
            (
                "old address",
                "\(claim.oldAddress.bech32) (\(claim.oldAddress.checksummed)), whose lodged ZIL is claimed"
            ),
            ("new address", "\(claim.newAddress.checksummed) (this wallet's EVM account: checked)"),
            ("chain id", "\(claim.chainID) (this network's: checked)"),
            (
                "lodged",
                claim.lodged.map {
                    "\(AmountText.zil($0)) (\($0.weiString) wei), which the escrow pays the new address"
                }
                    ?? "read once the key is unlocked"
            ),
        ]
    }

    /// What a staking call does, in ZhipCore's words, then the pool and the facts it was checked against.
    static func stakingLines(_ preview: StakingPreview) -> [(label: String, value: String)] {
        let pool = preview.call.pool
        var lines: [(label: String, value: String)] = [
            ("does", StakingText.review(preview)),
            ("pool", "\(pool.label), \(pool.kindName), commission \(preview.facts.commissionText)"),
        ]
        if case .stake(let amount) = preview.call.action { lines.append(("amount", AmountText.zil(amount))) }
        if let price = preview.facts.price, let lst = pool.lst {
            lines.append(("price", StakingText.price(price, lst)))
        }
        if let payout = preview.payout { lines.append(("paid", AmountText.zil(payout))) }
        lines.append(("unbonding", StakingText.unbonding(preview.facts.unbondingBlocks)))
        return lines
    }

    /// The question asked on the terminal.
    /// The question the review asks, worded for what the payment does, and what to answer.
    var question: String {
        let verb: String =
            switch summary.kind {
            case .approval: "approve"
            case .revocation: "revoke"
            case .staking: summary.staking?.call.action.name ?? "go on"
            case .escrowClaim: "claim"
            case .move: "move"
            default: summary.lodgesIntoEscrow ? "lodge" : "send"
            }
        return "\(summary.question) Type yes to \(verb): "
    }

    static func feeLines(_ quote: EVMFeeQuote, estimated: Bool = false) -> [(label: String, value: String)] {
        var basis =
            "\(quote.gasLimit) gas\(estimated ? " (the node's estimate)" : "") x " + gwei(quote.pricePerGasCharged)
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
}
