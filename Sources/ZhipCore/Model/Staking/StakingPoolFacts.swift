public import ZilliqaKit

/// What a pool says of itself: its commission, total stake, minimum delegation, unbonding period
/// and, for a liquid pool, its LST's price and supply (docs/zq2-staking.md §1–3).
///
/// ```swift
/// print(facts.commissionText, facts.minimum.formatted(in: .zil), facts.unbondingBlocks)
/// ```
public struct StakingPoolFacts: Sendable, Hashable {
    /// `getCommission()`: the share of rewards the pool keeps.
    public let commission: DelegationCommission
    /// `getStake()`: the whole pool's stake.
    public let totalStake: Wei
    /// `getMinDelegation()`: the least a stake may be.
    public let minimum: Wei
    /// `unbondingPeriod()`: the blocks an unstake waits before it can be claimed.
    public let unbondingBlocks: UInt64
    /// `getPrice()` of a liquid pool: the wei one LST (10^18 units) is worth, rounded down; nil for non-liquid.
    public let price: Wei?
    /// The LST's `totalSupply()` of a liquid pool; nil for non-liquid.
    public let lstSupply: UInt256?

    public init(
        commission: DelegationCommission, totalStake: Wei, minimum: Wei, unbondingBlocks: UInt64, price: Wei?,
        lstSupply: UInt256?
    ) {
        self.commission = commission
        self.totalStake = totalStake
        self.minimum = minimum
        self.unbondingBlocks = unbondingBlocks
        self.price = price
        self.lstSupply = lstSupply
    }

    /// The commission as a percentage, exact to 0.0001 % and rounded down below it: `10 %`, `7.25 %`.
    public var commissionText: String {
        let (scaled, overflow) = commission.numerator.multipliedReportingOverflow(by: UInt256(1_000_000))
        guard !overflow, let divided = try? scaled.quotientAndRemainder(dividingBy: commission.denominator) else {
            return "unknown"
        }
        return divided.quotient.formatted(decimals: 4) + " %"
    }
}
