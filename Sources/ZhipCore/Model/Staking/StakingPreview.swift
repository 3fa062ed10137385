public import ZilliqaKit

/// What a staking transaction was prepared against, for its review: the call (an unstake of `.all`
/// resolved to the amount), the pool's facts and the account's position before it, and what the
/// call is expected to give, worked out as the contract rounds (down).
public struct StakingPreview: Sendable, Hashable {
    /// The call signed.
    public let call: StakingCall
    public let facts: StakingPoolFacts
    /// The account's position in the pool before the call.
    public let position: StakingPosition

    public init(call: StakingCall, facts: StakingPoolFacts, position: StakingPosition) {
        self.call = call
        self.facts = facts
        self.position = position
    }

    /// A liquid stake's LST at the price read (about: the pool taxes its rewards first).
    public var expectedLST: UInt256? {
        guard case .stake(let amount) = call.action, let price = facts.price else { return nil }
        return StakingPosition.lst(for: amount, at: price)
    }

    /// The ZIL an unstake enqueues: a liquid pool's LST at its price (about), a non-liquid pool's amount.
    public var expectedZIL: Wei? {
        guard case .unstake(.exactly(let amount)) = call.action else { return nil }
        if let price = facts.price { return StakingPosition.value(ofLST: amount, at: price) }
        return amount.uint128Value.map { Wei(wei: $0) }
    }

    /// What the call pays the account now: the claimable ZIL of a claim, the rewards of a withdrawal.
    public var payout: Wei? {
        switch call.action {
        case .claim: position.claimable
        case .withdrawRewards: position.rewards
        case .stake, .unstake: nil
        }
    }
}
