import ZhipCore
import ZilliqaKit

/// A pool in `--json`: `{"address": "0x…", "name": "PlunderSwap", "kind": "liquid", "lst": {…}, "retired": false}`,
/// and, once read, its facts and the account's position.
struct StakePoolReport: Encodable {
    /// A pool's facts in `--json`.
    struct Facts: Encodable {
        let commission: String
        let commissionNumerator: String
        let commissionDenominator: String
        let totalStake: WeiForms
        let minimumStake: WeiForms
        let unbondingBlocks: UInt64
        let unbondingTime: String
        /// A liquid pool's LST price: wei and ZIL per whole LST.
        let price: WeiForms?
        let lstSupply: String?

        init(_ facts: StakingPoolFacts) {
            commission = facts.commissionText
            commissionNumerator = facts.commission.numerator.description
            commissionDenominator = facts.commission.denominator.description
            totalStake = WeiForms(facts.totalStake)
            minimumStake = WeiForms(facts.minimum)
            unbondingBlocks = facts.unbondingBlocks
            unbondingTime = UnbondingTime.words(forBlocks: facts.unbondingBlocks)
            price = facts.price.map(WeiForms.init)
            lstSupply = facts.lstSupply?.description
        }
    }

    /// An unstake still unbonding in `--json`.
    struct Pending: Encodable {
        let amount: WeiForms
        let block: String
        let blocksLeft: UInt64
        let estimate: String

        init(_ claim: DelegationPendingClaim, in position: StakingPosition) {
            amount = WeiForms(Wei.atMost(claim.amount))
            block = claim.unbondedAtBlock.description
            blocksLeft = position.blocksLeft(claim)
            estimate = UnbondingTime.words(forBlocks: blocksLeft)
        }
    }

    /// The account's position in `--json`.
    struct Position: Encodable {
        let staked: WeiForms
        let lstBalance: TokenAmountJSON?
        let pending: [Pending]
        let claimable: WeiForms
        let rewards: WeiForms?
        let headBlock: UInt64

        init(_ position: StakingPosition, pool: StakingPool) {
            staked = WeiForms(position.staked)
            lstBalance = position.lstBalance.flatMap { units in pool.lst.map { TokenAmountJSON(units: units, of: $0) } }
            pending = position.pending.map { Pending($0, in: position) }
            claimable = WeiForms(position.claimable)
            rewards = position.rewards.map(WeiForms.init)
            headBlock = position.headBlock
        }
    }

    let address: String
    let name: String?
    let kind: String
    let lst: TokenReport?
    let retired: Bool
    var facts: Facts?
    var position: Position?
    /// Why the pool could not be read, when it could not.
    var error: String?

    init(_ pool: StakingPool) {
        address = pool.address.checksummed
        name = pool.name
        kind = pool.lst == nil ? "nonLiquid" : "liquid"
        lst = pool.lst.map(TokenReport.init)
        retired = pool.isRetired
    }

    init(_ reading: StakingPoolReading) {
        self.init(reading.pool)
        switch reading.outcome {
        case .success(let state):
            facts = Facts(state.facts)
            position = state.position.map { Position($0, pool: reading.pool) }
        case .failure(let failure):
            error = failure.description
        }
    }
}
