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
            ("from", summary.from + (summary.account == .evm ? " (EVM account)" : "")),
            (
                summary.token?.isApproval == true ? "spender" : "to",
                summary.to + lodging + (summary.recipientNote.map { " (\($0))" } ?? "")
            ),
        ]
        if let hex = summary.toHex { lines.append(("to (hex)", hex)) }
        if let claim = summary.escrowClaim {
            lines = [lines[0]] + Self.claimLines(claim)
        } else if let staking = summary.staking {
            lines = [lines[0]] + Self.stakingLines(staking)
        } else if let token = summary.token {
            lines += [
                ("token", token.token.label),
                (token.isApproval ? "allowance" : "amount", token.amountText),
                ("token balance", token.token.text(of: token.balance)),
            ]
        } else {
            lines.append(("amount", AmountText.zil(summary.amount)))
        }
        let network: String
        var type: [(label: String, value: String)] = []
        switch summary.details {
        case .legacy(let legacy):
            lines += [
                ("fee", AmountText.zil(summary.fee) + " (\(Self.feeBasis(legacy)))"),
                ("gas limit", String(legacy.gasLimit) + (legacy.gasLimitNote.map { " (\($0))" } ?? "")),
            ]
            network = summary.network.description
        case .evm(let evm):
            lines += Self.feeLines(evm.quote)
            type = [("type", Self.typeName(evm.quote.fee))]
            network = "\(summary.network.description), EVM chain \(evm.chainID)"
        }
        return lines + [
            (summary.token == nil ? "total" : "total in ZIL", AmountText.zil(summary.total)),
            ("balance", AmountText.zil(summary.balance)),
            ("balance after", AmountText.zil(summary.balanceAfter)),
        ] + type + [
            ("nonce", String(summary.nonce) + (summary.nonceIsUsed ? Self.usedNonceNote : "")),
            ("network", network),
        ]
    }

    /// How a legacy fee is reckoned: 50 gas at the gas price, or the escrow's flat 21000 EVM gas.
    private static func feeBasis(_ legacy: PaymentSummary.LegacyDetails) -> String {
        let price = AmountText.li(legacy.gasPrice)
        guard legacy.paysEscrowFee else { return "\(Payment.gasCharged) gas x gas price \(price)" }
        return "the escrow's flat 21000 EVM gas at gas price \(price)"
    }

    /// Said beside a nonce the account has already used: re-running a send whose answer was lost.
    static let usedNonceNote =
        " (already used by a confirmed transaction: if it was this payment, sending finds it and pays nothing"
        + " more; any other payment with this nonce is refused)"

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
                "\(AmountText.zil(claim.lodged)) (\(claim.lodged.weiString) wei), which the escrow pays the new address"
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
    var question: String {
        if let staking = summary.staking {
            return "\(StakingText.review(staking).prefix(1).uppercased())\(StakingText.review(staking).dropFirst())? "
                + "Type yes to \(staking.call.action.name): "
        }
        if let claim = summary.escrowClaim {
            return "Claim the \(AmountText.zil(claim.lodged)) \(claim.oldAddress.bech32) lodged into "
                + "\(claim.newAddress.checksummed)? Type yes to claim: "
        }
        if let token = summary.token {
            return token.isApproval
                ? "Allow \(summary.to) to move \(token.amountText)? Type yes to approve: "
                : "Send \(token.amountText) to \(summary.to)? Type yes to send: "
        }
        let amount = AmountText.zil(summary.amount)
        guard !summary.lodgesIntoEscrow else {
            return "Lodge \(amount) into the migration escrow? Type yes to lodge: "
        }
        return "Send \(amount) to \(summary.to)? Type yes to send: "
    }

    /// An EVM payment's fee it will be charged (`21000 gas x 4761.9048 gwei`, and a type 2
    /// payment's max and priority fees), then the most it can be.
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
}
