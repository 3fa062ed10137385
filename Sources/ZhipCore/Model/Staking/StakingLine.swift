public import ZilliqaKit

/// One labelled fact of a pool or of a position in it, as every display shows it (the CLI's
/// `stake pools`, `stake info` and `stake status`, the Staking and Review scenes): written once.
///
/// ```swift
/// StakingLine.facts(facts, of: pool)        // commission, total stake, minimum stake, unbonding, price
/// StakingLine.position(position, in: pool)  // staked, unbonding…, claimable, rewards
/// ```
public struct StakingLine: Sendable, Hashable {
    /// What the value is, e.g. `commission`.
    public let label: String
    /// The value in words, e.g. `10 %`.
    public let value: String

    public init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }

    /// `1000.5 ZIL`: exact to the wei.
    public static func zil(_ amount: Wei) -> String {
        amount.formatted(in: .zil) + " " + WeiUnit.zil.symbol
    }

    /// The pool, its kind, its LST and whether the portal retired it.
    public static func pool(_ pool: StakingPool) -> [StakingLine] {
        var lines = [StakingLine("pool", pool.label), StakingLine("kind", pool.kindName)]
        if let lst = pool.lst { lines.append(StakingLine("LST", lst.label)) }
        if pool.isRetired { lines.append(StakingLine("retired", "the portal lists it as no longer active")) }
        return lines
    }

    /// The facts a pool read: commission, total stake, minimum, unbonding, and a liquid pool's price.
    public static func facts(_ facts: StakingPoolFacts, of pool: StakingPool) -> [StakingLine] {
        var lines = [
            StakingLine("commission", facts.commissionText),
            StakingLine("total stake", zil(facts.totalStake)),
            StakingLine("minimum stake", zil(facts.minimum)),
            StakingLine("unbonding", StakingText.unbonding(facts.unbondingBlocks)),
        ]
        if let price = facts.price, let lst = pool.lst {
            lines.append(StakingLine("price", StakingText.price(price, lst)))
        }
        return lines
    }

    /// What the account holds in the pool, each unstake unbonding and when, what it can claim, its rewards.
    public static func position(_ position: StakingPosition, in pool: StakingPool) -> [StakingLine] {
        var staked = zil(position.staked)
        if let units = position.lstBalance, let lst = pool.lst { staked = "\(lst.text(of: units)), worth \(staked)" }
        var lines = [StakingLine("staked", staked)]
        for claim in position.pending {
            lines.append(StakingLine("unbonding", StakingText.pending(claim, in: position)))
        }
        lines.append(StakingLine("claimable", zil(position.claimable)))
        if let rewards = position.rewards { lines.append(StakingLine("rewards", zil(rewards))) }
        return lines
    }
}
