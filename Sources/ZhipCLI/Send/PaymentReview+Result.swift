import ZhipCore
import ZilliqaKit

/// What `send` prints once the payment is sent: its id or hash, its receipt (or how to look it up
/// with --no-wait), what it moved or allowed, and what the receipt says its intent did.
extension PaymentReview {
    /// The human form of the result.
    func resultLines(_ sent: SentTransaction, receipt: PaymentReceipt?) -> [(label: String, value: String)] {
        let status: [(label: String, value: String)]
        switch receipt?.mined {
        case .legacy(let mined)?: status = ReceiptForms(mined).lines
        case .evm(let mined)?:
            status = [
                ("status", mined.succeeded ? "confirmed in block \(mined.blockNumber)" : "failed"),
                ("fee charged", receipt?.feeCharged.map { AmountText.zil($0) } ?? "unknown"),
            ]
        case nil:
            let lookUp =
                summary.network.map { TransactionStatusCommand.invocation(of: sent, on: $0) }
                ?? "'zhip-cli tx status \(sent)'"
            status = [("status", "sent; not waiting for its receipt (look it up with \(lookUp))")]
        }
        let outcome = receipt?.outcome
        var money = [("to", summary.to), ("amount", AmountText.zil(summary.amount))]
        if let token = summary.token {
            money = [
                (token.isApproval ? "spender" : "to", summary.to), ("token", token.token.label),
                (token.isApproval ? "allowance" : "amount asked", token.amountText),
            ]
            if let moved = outcome?.token { money.append(("amount moved", token.token.text(of: moved.moved))) }
        }
        if let swap = summary.swap {
            money = [("router", summary.to), SwapText.lines(swap)[0]]
            if let swapped = outcome?.swap { money.append(("received", swap.to.text(of: swapped.received))) }
        }
        if let claim = summary.escrowClaim {
            money = Array(Self.claimLines(claim).dropFirst())
            if let claimed = outcome?.escrowClaim {
                money.append(("amount paid", "\(AmountText.zil(claimed.paid)) (\(claimed.paid.weiString) wei)"))
            }
        }
        if let staking = summary.staking {
            money = Array(Self.stakingLines(staking).dropFirst())
            if let staked = outcome?.staking { money.insert(("outcome", staked.summary), at: 0) }
        }
        let explorer = summary.network.flatMap { sent.explorerLink(on: $0) }.map { [("explorer", $0)] } ?? []
        guard case .legacy = sent else { return [("hash", sent.description)] + status + money + explorer }
        return [("id", sent.description)] + status + money + [
            ("fee", summary.fee.map(AmountText.zil) ?? "unknown"),
            ("balance after", summary.balanceAfter.map(AmountText.zil) ?? "unknown"),
        ] + explorer
    }

    /// The JSON form of the result, `status` "sent", "confirmed" or "failed" (or "interrupted" and
    /// "unknown", with the `tx status` command that looks it up).
    func report(_ sent: SentTransaction, receipt: PaymentReceipt?, status: String = "sent") -> PaymentReport {
        var report = PaymentReport(summary, status: status)
        let outcome = receipt?.outcome
        if let staked = outcome?.staking { report.staking?.outcome = StakingReport.Outcome(staked) }
        if let claimed = outcome?.escrowClaim { report.escrowClaim?.paid = WeiForms(claimed.paid) }
        if let swapped = outcome?.swap { report.received = swapped.received.description }
        if let moved = outcome?.token {
            report.amountMoved = TokenAmountJSON(units: moved.moved, of: moved.token)
            report.transferOutcome = moved.comparison.rawValue
        }
        switch sent {
        case .legacy(let id): report.id = id.hex
        case .evm(let hash): report.hash = hash.hex
        }
        report.explorer = summary.network.flatMap { sent.explorerLink(on: $0) }
        if status == "interrupted" || status == "unknown", let network = summary.network {
            report.lookUp = TransactionStatusCommand.invocation(of: sent, on: network)
        }
        switch receipt?.mined {
        case .legacy(let mined)?:
            report.status = "confirmed"
            report.receipt = ReceiptForms(mined)
        case .evm(let mined)?:
            report.status = mined.succeeded ? "confirmed" : "failed"
            report.feeCharged = receipt?.feeCharged.map(ZILAmountForms.init)
            report.blockNumber = mined.blockNumber
            report.gasUsed = mined.gasUsed
            report.effectiveGasPrice = WeiForms(mined.effectiveGasPrice)
        case nil: break
        }
        return report
    }

    /// What a receipt that failed says: `confirmed as failed in block 7: …`.
    func failureWords(_ receipt: PaymentReceipt) -> String {
        switch receipt.mined {
        case .legacy(let mined): "confirmed as failed in block \(mined.epochNumber): \(mined.failureWords)"
        case .evm(let mined):
            "mined as failed (status 0) in block \(mined.blockNumber): the fee was charged, the amount did not move"
        }
    }
}
