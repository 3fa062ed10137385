import ZilliqaKit

/// One pool as the Staking scene shows it: its label and kind, its facts (commission, minimum,
/// unbonding, a liquid pool's price) and the account's position in it (staked, LST balance, each
/// unstake unbonding, claimable, rewards), or why it could not be read, beside it; and which
/// actions make sense now (only what the position allows: a claim of something claimable, an
/// unstake of something held, a withdrawal of a non-liquid pool's rewards).
///
/// ```swift
/// let line = StakingPoolLine(reading)
/// line.facts       // [commission 10 %, total stake …, minimum stake 100 ZIL, unbonding …]
/// line.offersClaim // true once something has unbonded
/// ```
public struct StakingPoolLine: Sendable, Equatable {
    /// The pool.
    public let pool: StakingPool
    /// Its name with its contract, or the contract alone.
    public let label: String
    /// `liquid` or `non-liquid`.
    public let kind: String
    /// The pool's facts as read, empty when it could not be read.
    public let facts: [StakingLine]
    /// The account's position as read, empty when it could not be read.
    public let position: [StakingLine]
    /// Each unstake still unbonding, with when it can be claimed (``StakingText/pending(_:in:)``).
    public let pending: [String]
    /// Why the pool could not be read, shown beside it; nil when it was.
    public let errorMessage: String?
    /// True when a stake can be asked for: the pool was read and is not retired.
    public let offersStake: Bool
    /// True when the account holds something to unstake.
    public let offersUnstake: Bool
    /// True when something has unbonded and can be claimed.
    public let offersClaim: Bool
    /// True for a non-liquid pool with rewards to withdraw.
    public let offersRewardWithdrawal: Bool
    /// The position read, for the totals; nil when none was.
    let read: StakingPosition?

    /// The line of `reading`.
    public init(_ reading: StakingPoolReading) {
        let pool = reading.pool
        self.pool = pool
        label = reading.pool.label
        kind = reading.pool.kindName
        switch reading.outcome {
        case .success(let state):
            facts = StakingLine.facts(state.facts, of: pool)
            position = state.position.map { StakingLine.position($0, in: pool) } ?? []
            pending = state.position.map { read in read.pending.map { StakingText.pending($0, in: read) } } ?? []
            errorMessage = nil
            read = state.position
        case .failure(let error):
            facts = []
            position = []
            pending = []
            errorMessage = error.description
            read = nil
        }
        offersStake = errorMessage == nil && !pool.isRetired
        // The pipeline's own rules (StakingRules): offered only what it would not refuse.
        offersUnstake = read.map(StakingRules.canUnstake) ?? false
        offersClaim = read.map(StakingRules.canClaim) ?? false
        offersRewardWithdrawal = read.map { StakingRules.canWithdrawRewards(from: pool, $0) } ?? false
    }

    /// True when the line is worth showing: a pool still active, or a retired one the account still has something in.
    var isShown: Bool {
        !pool.isRetired || (read.map { !$0.isEmpty } ?? false)
    }
}
