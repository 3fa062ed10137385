import ZhipCore
import ZilliqaKit

/// A pool, its facts and a position in words, as `stake pools`, `stake info` and `stake status`
/// print them: ZhipCore's ``ZhipCore/StakingLine``s, as labelled lines.
enum StakeLines {
    /// `PlunderSwap (0x…)  liquid, LST pZIL (0x…)`.
    static func pool(_ pool: StakingPool) -> [(label: String, value: String)] {
        pairs(StakingLine.pool(pool))
    }

    /// The facts a pool read: commission, total stake, minimum, unbonding, price.
    static func facts(_ facts: StakingPoolFacts, of pool: StakingPool) -> [(label: String, value: String)] {
        pairs(StakingLine.facts(facts, of: pool))
    }

    /// What the account holds in the pool, what unbonds when, what it can claim, its rewards.
    static func position(_ position: StakingPosition, in pool: StakingPool) -> [(label: String, value: String)] {
        pairs(StakingLine.position(position, in: pool))
    }

    private static func pairs(_ lines: [StakingLine]) -> [(label: String, value: String)] {
        lines.map { ($0.label, $0.value) }
    }
}
