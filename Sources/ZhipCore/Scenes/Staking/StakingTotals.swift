public import ZilliqaKit

/// What the account has across every pool read, exact to the wei: staked (a liquid pool's LST at
/// its price), unbonding, claimable now, and non-liquid rewards to withdraw.
///
/// ```swift
/// StakingTotals(positions).lines   // [staked 1500 ZIL, unbonding 100 ZIL, claimable 0 ZIL, rewards 2.5 ZIL]
/// ```
public struct StakingTotals: Sendable, Equatable {
    public let staked: Wei
    public let unbonding: Wei
    public let claimable: Wei
    public let rewards: Wei

    /// The sums of `positions`, each at most ``ZilliqaKit/Wei/max``.
    public init(_ positions: [StakingPosition]) {
        staked = Wei.total(positions.map(\.staked))
        unbonding = Wei.total(positions.flatMap(\.pending).map { Wei.atMost($0.amount) })
        claimable = Wei.total(positions.map(\.claimable))
        rewards = Wei.total(positions.compactMap(\.rewards))
    }

    /// The totals in words, as the scene lists them.
    public var lines: [StakingLine] {
        [
            StakingLine("staked", StakingLine.zil(staked)), StakingLine("unbonding", StakingLine.zil(unbonding)),
            StakingLine("claimable", StakingLine.zil(claimable)), StakingLine("rewards", StakingLine.zil(rewards)),
        ]
    }
}
