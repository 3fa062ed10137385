public import ZilliqaKit

/// What a staking transaction asks a pool to do: stake ZIL, unstake (LST for a liquid pool, ZIL
/// for a non-liquid one), claim what has unbonded, or withdraw a non-liquid pool's rewards.
///
/// ```swift
/// let call = StakingCall(pool: pool, action: .stake(try Wei("1000", unit: .zil)))
/// let unstake = StakingCall(pool: pool, action: .unstake(.all))   // resolved when prepared
/// ```
public enum StakingAction: Sendable, Hashable {
    /// `stake()` with this much ZIL as the value.
    case stake(Wei)
    /// `unstake(amount)`: the pool's unit (LST smallest units, or wei).
    case unstake(StakingUnstakeAmount)
    /// `claim()`: every unbonded claim.
    case claim
    /// `withdrawAllRewards()`: a non-liquid pool's rewards.
    case withdrawRewards

    /// `stake`, `unstake`, `claim` or `withdraw-rewards`, as the CLI names the action.
    public var name: String {
        switch self {
        case .stake: "stake"
        case .unstake: "unstake"
        case .claim: "claim"
        case .withdrawRewards: "withdraw-rewards"
        }
    }
}

/// How much an unstake takes: an exact amount in the pool's unit, or all the account holds there
/// (resolved to an exact amount when the payment is prepared).
public enum StakingUnstakeAmount: Sendable, Hashable {
    case exactly(UInt256)
    case all
}

/// One staking action on one pool: what ``EVMPaymentIntent/staking(_:)`` sends.
public struct StakingCall: Sendable, Hashable {
    public let pool: StakingPool
    public let action: StakingAction

    public init(pool: StakingPool, action: StakingAction) {
        self.pool = pool
        self.action = action
    }

    /// The wei sent with the call: the stake for `stake`, else 0.
    public var value: Wei {
        if case .stake(let amount) = action { amount } else { .zero }
    }

    /// The call data; nil for an unstake of `.all` not yet resolved to an amount.
    public var calldata: [UInt8]? {
        switch action {
        case .stake: Delegation.stake.selector
        case .unstake(.exactly(let amount)): Delegation.unstakeCall(amount: amount)
        case .unstake(.all): nil
        case .claim: Delegation.claim.selector
        case .withdrawRewards: Delegation.withdrawAllRewards.selector
        }
    }

    /// This call with an unstake of `.all` made `.exactly(held)`.
    public func resolved(held: UInt256) -> StakingCall {
        guard case .unstake(.all) = action else { return self }
        return StakingCall(pool: pool, action: .unstake(.exactly(held)))
    }
}
