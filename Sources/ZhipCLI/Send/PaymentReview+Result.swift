import ZhipCore
import ZilliqaKit

extension PaymentReview {
    /// The result of `sent` for people: its id (legacy) or hash (EVM), the receipt (or that it was
    /// not waited for), and the money; for a token transfer, what its `Transfer` logs say moved; for
    /// an escrow claim, what it claimed and what its `Released` log says the escrow paid.
    func resultLines(
        _ sent: SentTransaction, receipt: AnyReceipt?, moved: TokenTransferOutcome? = nil,
        claimed: EscrowClaimOutcome? = nil, staked: StakingOutcome? = nil
    ) -> [(label: String, value: String)] {
        let status: [(label: String, value: String)]
        switch receipt {
        case .legacy(let receipt)?: status = ReceiptForms(receipt).lines
        case .evm(let receipt, _)?:
            status = [
                ("status", receipt.succeeded ? "confirmed in block \(receipt.blockNumber)" : "failed"),
                ("fee charged", feeCharged(receipt).map { AmountText.zil($0) } ?? "unknown"),
            ]
        case nil:
            let lookUp = TransactionStatusCommand.invocation(of: sent, on: summary.network)
            status = [("status", "sent; not waiting for its receipt (look it up with \(lookUp))")]
        }
        var money = [("to", summary.to), ("amount", AmountText.zil(summary.amount))]
        if let token = summary.token {
            money = [
                (token.isApproval ? "spender" : "to", summary.to), ("token", token.token.label),
                (token.isApproval ? "allowance" : "amount asked", token.amountText),
            ]
            if let moved { money.append(("amount moved", token.token.text(of: moved.moved))) }
        }
        if let claim = summary.escrowClaim {
            money = Array(Self.claimLines(claim).dropFirst())
            if let claimed {
                money.append(("amount paid", "\(AmountText.zil(claimed.paid)) (\(claimed.paid.weiString) wei)"))
            }
        }
        if let staking = summary.staking {
            money = Array(Self.stakingLines(staking).dropFirst())
            if let staked { money.insert(("outcome", staked.summary), at: 0) }
        }
        let explorer = sent.explorerLink(on: summary.network).map { [("explorer", $0)] } ?? []
        guard case .legacy = sent else { return [("hash", sent.description)] + status + money + explorer }
        return [("id", sent.description)] + status + money + [
            ("fee", AmountText.zil(summary.fee)), ("balance after", AmountText.zil(summary.balanceAfter)),
        ] + explorer
    }

    /// The JSON result of `sent`; for a token transfer, what its `Transfer` logs say moved; for an
    /// escrow claim, what its `Released` log says the escrow paid.
    func report(
        _ sent: SentTransaction, receipt: AnyReceipt?, moved: TokenTransferOutcome? = nil,
        claimed: EscrowClaimOutcome? = nil, staked: StakingOutcome? = nil
    ) -> PaymentReport {
        var report = PaymentReport(summary, status: "sent")
        if let staked { report.staking?.outcome = StakingReport.Outcome(staked) }
        if let claimed { report.escrowClaim?.paid = WeiForms(claimed.paid) }
        if let moved {
            report.amountMoved = TokenAmountJSON(units: moved.moved, of: moved.token)
            report.transferOutcome = moved.comparison.rawValue
        }
        switch sent {
        case .legacy(let id): report.id = id.hex
        case .evm(let hash): report.hash = hash.hex
        }
        report.explorer = sent.explorerLink(on: summary.network)
        switch receipt {
        case .legacy(let receipt)?:
            report.status = "confirmed"
            report.receipt = ReceiptForms(receipt)
        case .evm(let receipt, _)?:
            report.status = receipt.succeeded ? "confirmed" : "failed"
            report.feeCharged = feeCharged(receipt).map(ZILAmountForms.init)
            report.blockNumber = receipt.blockNumber
            report.gasUsed = receipt.gasUsed
            report.effectiveGasPrice = WeiForms(receipt.effectiveGasPrice)
        case nil: break
        }
        return report
    }

    /// What an EVM payment was charged for the gas `receipt` says it used.
    private func feeCharged(_ receipt: EVMTransactionReceipt) -> ZILAmount? {
        guard case .evm(let evm) = summary.details else { return nil }
        return .wei(evm.quote.feeCharged(forGasUsed: receipt.gasUsed))
    }
}
