public import ZilliqaKit

/// The rules a staking transaction meets before the wallet signs it, written once: a stake at
/// least the pool's minimum, an unstake of something the account holds, a claim of something
/// unbonded, a reward withdrawal of rewards there are (`claim()` and a withdrawal of nothing do not
/// revert: they pay 0 and still cost their fee, docs/zq2-staking.md §2, §6), and gas under a ceiling.
///
/// ```swift
/// try StakingRules.check(call, facts: facts, position: position)   // before simulating
/// ```
public enum StakingRules {
    /// The most gas a stake, unstake or claim may take: what Zilliqa's staking portal signs every
    /// staking call with (2,000,000, `zq2-staking src/contexts/stakingOperations.tsx:341`).
    public static let maximumGas: UInt64 = 2_000_000
    /// The most gas a non-liquid pool's reward withdrawal may take: it walks the pool's staking
    /// history since the account's last withdrawal, one step per entry (`NonLiquidDelegation.sol:669-740`),
    /// so a long history needs more than the portal's 2,000,000; past this one the wallet refuses
    /// rather than sign a fee that large (a tenth of Zilliqa 2.0's 84,000,000 block gas limit).
    public static let maximumRewardWithdrawalGas: UInt64 = 8_400_000

    /// The ceiling of `action`'s gas.
    public static func maximumGas(for action: StakingAction) -> UInt64 {
        if case .withdrawRewards = action { maximumRewardWithdrawalGas } else { maximumGas }
    }

    /// The amount an unstake of `.all` resolves to, or the stake's held amount: a liquid pool's
    /// LST balance, a non-liquid pool's delegated ZIL.
    public static func held(in position: StakingPosition) -> UInt256 {
        position.lstBalance ?? UInt256(position.staked.wei)
    }

    /// True when `position` holds something to unstake.
    public static func canUnstake(_ position: StakingPosition) -> Bool { !held(in: position).isZero }

    /// True when something has unbonded in `position` for a claim to pay.
    public static func canClaim(_ position: StakingPosition) -> Bool { position.claimable > .zero }

    /// True when `pool` is non-liquid and `position` has rewards to withdraw.
    public static func canWithdrawRewards(from pool: StakingPool, _ position: StakingPosition) -> Bool {
        pool.lst == nil && (position.rewards ?? .zero) > .zero
    }

    /// Refuses `call` when the pool's answers show it would fail or pay nothing.
    public static func check(_ call: StakingCall, facts: StakingPoolFacts, position: StakingPosition)
        throws(StakingRefusal)
    {
        switch call.action {
        case .stake(let amount):
            guard amount >= facts.minimum else {
                throw .belowMinimum(amount: amount, minimum: facts.minimum, pool: call.pool)
            }
        case .unstake(let asked):
            guard canUnstake(position) else { throw .nothingToUnstake(call.pool) }
            let held = held(in: position)
            guard case .exactly(let amount) = asked else { return }
            guard !amount.isZero else { throw .nothingToUnstake(call.pool) }
            guard amount <= held else { throw .unstakeAboveHeld(requested: amount, held: held, pool: call.pool) }
        case .claim:
            guard !canClaim(position) else { return }
            let next = position.pending.first
            throw .nothingToClaim(call.pool, next: next, blocksLeft: next.map(position.blocksLeft))
        case .withdrawRewards:
            guard call.pool.lst == nil else { throw .liquidPoolHasNoRewardWithdrawal(call.pool) }
            guard canWithdrawRewards(from: call.pool, position) else { throw .noRewards(call.pool) }
        }
    }
}
