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
            shares = zipped(outcome.shares, outcome.call.pool.lst).map { TokenAmountJSON(units: $0, of: $1) }
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
        expectedLST = zipped(preview.expectedLST, preview.call.pool.lst).map { TokenAmountJSON(units: $0, of: $1) }
        expectedZIL = preview.expectedZIL.map(WeiForms.init)
        paid = preview.payout.map(WeiForms.init)
        unbondingBlocks = preview.facts.unbondingBlocks
    }
}

/// Both values, or nil.
private func zipped<A, B>(_ first: A?, _ second: B?) -> (A, B)? {
    guard let first, let second else { return nil }
    return (first, second)
}
