public import ZilliqaKit

/// A non-liquid pool's delegators (`NonLiquidDelegation.sol`'s staking history, kept as the
/// figures it yields): each one's stake, the rewards settled and not withdrawn, what it took of
/// the current period's rewards, and where its history starts and its last withdrawal walked to.
public struct DelegatorBook: Sendable, Hashable {
    /// Each delegator's stake (`getDelegatedAmount()`); none for 0.
    public internal(set) var stakes: [Address: UInt128] = [:]
    /// Taxed rewards of closed periods not withdrawn (`availableTaxedRewards`).
    public internal(set) var available: [Address: UInt128] = [:]
    /// What each took of the current period's rewards by a withdrawal (`taxedSinceLastStaking`).
    public internal(set) var taken: [Address: UInt128] = [:]
    /// The number of history entries: every stake and unstake by anyone appends one.
    public internal(set) var entries: UInt64 = 0
    /// The index of each delegator's first history entry.
    public internal(set) var firstEntry: [Address: UInt64] = [:]
    /// The entry each delegator's last withdrawal walked to (`lastStakingIndex`).
    public internal(set) var walkedTo: [Address: UInt64] = [:]

    public init() {}

    /// The pool's delegated total (`getDelegatedTotal()`), at most `UInt128.max` (a `--state` file's
    /// stakes past it are not a pool's, and must not trap).
    public var total: UInt128 {
        stakes.values.reduce(0) { sum, stake in
            let (next, overflow) = sum.addingReportingOverflow(stake)
            return overflow ? .max : next
        }
    }

    /// `delegator`'s share of `period`'s net rewards: `period × stake / total`, rounded down.
    func share(of period: UInt128, for delegator: Address) -> UInt128 {
        share(of: period, for: delegator, total: total)
    }

    /// The share with the total worked out once by the caller (a settlement walks every delegator).
    private func share(of period: UInt128, for delegator: Address, total: UInt128) -> UInt128 {
        guard total > 0, let stake = stakes[delegator] else { return 0 }
        return DelegationPoolModel.mulDiv(period, stake, total) ?? 0
    }

    /// Closes the current period: each delegator's share of `net` is settled, less what it took.
    mutating func settle(_ net: UInt128) {
        let total = total
        for delegator in stakes.keys {
            let share = share(of: net, for: delegator, total: total)
            let owed = share - min(taken[delegator] ?? 0, share)
            let (sum, overflow) = available[delegator, default: 0].addingReportingOverflow(owed)
            available[delegator] = overflow ? .max : sum
        }
        taken = [:]
    }

    /// The entries a whole withdrawal by `delegator` walks beyond the first (`getAdditionalSteps()`,
    /// `NonLiquidDelegation.sol:436-451`).
    func additionalSteps(_ delegator: Address) -> UInt64 {
        guard let first = walkedTo[delegator] ?? firstEntry[delegator] else { return 0 }
        return entries > first ? entries - first - 1 : 0
    }
}
