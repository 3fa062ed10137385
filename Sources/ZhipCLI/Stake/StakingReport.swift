import ZhipCore
import ZilliqaKit

/// A staking call in `--json`: `"staking": {"action": "stake", "pool": {…}, "does": "stake 1000 ZIL with …",
/// "expectedLST": {…}, "expectedZIL": {…}, "paid": {…}, "unbondingBlocks": 5, "outcome": {…}}`, `outcome` (from
/// the receipt's events) absent until mined.
struct StakingReport: Encodable {
    /// What the receipt's events say: the ZIL staked, unstaked, claimed or paid, and the LST minted or burned.
    struct Outcome: Encodable {
        let event: String
        let amount: WeiForms
        let shares: TokenAmountJSON?
        let summary: String
        let warning: String?

        init(_ outcome: StakingOutcome) {
            event = String(outcome.expectedEvent.abiEvent.signature.prefix { $0 != "(" })
            amount = WeiForms(outcome.amount)
            shares = outcome.shares.flatMap { units in
                outcome.call.pool.lst.map { TokenAmountJSON(units: units, of: $0) }
            }
            summary = outcome.summary
            warning = outcome.warning
        }
    }

    let action: String
    let pool: StakePoolReport
    let does: String
    let expectedLST: TokenAmountJSON?
    let expectedZIL: WeiForms?
    let paid: WeiForms?
    let unbondingBlocks: UInt64
    var outcome: Outcome?

    init(_ preview: StakingPreview) {
        action = preview.call.action.name
        pool = StakePoolReport(preview.call.pool)
        does = StakingText.review(preview)
        expectedLST = preview.expectedLST.flatMap { units in
            preview.call.pool.lst.map { TokenAmountJSON(units: units, of: $0) }
        }
        expectedZIL = preview.expectedZIL.map(WeiForms.init)
        paid = preview.payout.map(WeiForms.init)
        unbondingBlocks = preview.facts.unbondingBlocks
    }
}
