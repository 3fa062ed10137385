import ZhipCore
import ZilliqaKit

/// A pool, its facts and a position in words, as `stake pools`, `stake info` and `stake status` print them.
enum StakeLines {
    /// `PlunderSwap (0x…)  liquid, LST pZIL (0x…)`.
    static func pool(_ pool: StakingPool) -> [(label: String, value: String)] {
        var lines: [(label: String, value: String)] = [("pool", pool.label), ("kind", pool.kindName)]
        if let lst = pool.lst { lines.append(("LST", lst.label)) }
        if pool.isRetired { lines.append(("retired", "the portal lists it as no longer active")) }
        return lines
    }

    /// The facts a pool read: commission, total stake, minimum, unbonding, price.
    static func facts(_ facts: StakingPoolFacts, of pool: StakingPool) -> [(label: String, value: String)] {
        var lines: [(label: String, value: String)] = [
            ("commission", facts.commissionText),
            ("total stake", AmountText.zil(facts.totalStake)),
            ("minimum stake", AmountText.zil(facts.minimum)),
            ("unbonding", StakingText.unbonding(facts.unbondingBlocks)),
        ]
        if let price = facts.price, let lst = pool.lst { lines.append(("price", StakingText.price(price, lst))) }
        return lines
    }

    /// What the account holds in the pool, what unbonds when, what it can claim, its rewards.
    static func position(_ position: StakingPosition, in pool: StakingPool) -> [(label: String, value: String)] {
        var staked = AmountText.zil(position.staked)
        if let units = position.lstBalance, let lst = pool.lst { staked = "\(lst.text(of: units)), worth \(staked)" }
        var lines: [(label: String, value: String)] = [("staked", staked)]
        for claim in position.pending { lines.append(("unbonding", StakingText.pending(claim, in: position))) }
        lines.append(("claimable", AmountText.zil(position.claimable)))
        if let rewards = position.rewards { lines.append(("rewards", AmountText.zil(rewards))) }
        return lines
    }
}
