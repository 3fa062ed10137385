/// The functions and events of a Zilliqa 2.0 staking pool (Zilliqa/delegated_staking's
/// `IDelegation`, and the liquid and non-liquid pools' extras), and their call data.
/// Facts and sources: `docs/zq2-staking.md`.
/// ```swift
/// let data = Delegation.unstakeCall(amount: shares)          // liquid: LST shares; non-liquid: ZIL
/// let claims = try Delegation.pendingClaims(answer)          // getPendingClaims(), called with `from`
/// ```
public enum Delegation {
    /// `stake()`: 3a4b66f1, payable: stakes the ZIL sent.
    public static let stake = ABIFunction(name: "stake", parameters: [])
    /// `unstake(uint256)`: 2e17de78; answers the ZIL unstaked.
    public static let unstake = ABIFunction(name: "unstake", parameters: [.uint256])
    /// `claim()`: 4e71d92d: pays the caller every unbonded claim (nothing, without reverting, when none is).
    public static let claim = ABIFunction(name: "claim", parameters: [])
    /// `stakeRewards()`: cf9d0b5f (non-liquid: restakes the caller's rewards).
    public static let stakeRewards = ABIFunction(name: "stakeRewards", parameters: [])
    /// `unbondingPeriod()`: 6cf6d675, the unbonding period in blocks.
    public static let unbondingPeriod = ABIFunction(name: "unbondingPeriod", parameters: [])
    /// `getMinDelegation()`: 69b635b6, the least ZIL (in wei) one stake may delegate.
    public static let getMinDelegation = ABIFunction(name: "getMinDelegation", parameters: [])
    /// `getCommission()`: e65d6b49, `(numerator, denominator)`.
    public static let getCommission = ABIFunction(name: "getCommission", parameters: [])
    /// `getStake()`: fc0e3d90, the pool's whole stake in wei.
    public static let getStake = ABIFunction(name: "getStake", parameters: [])
    /// `getClaimable()`: ee28b744, the caller's unbonded ZIL (call with `from`).
    public static let getClaimable = ABIFunction(name: "getClaimable", parameters: [])
    /// `getPendingClaims()`: 00817970, the caller's unbonding claims as `[block, amount]` (call with `from`).
    public static let getPendingClaims = ABIFunction(name: "getPendingClaims", parameters: [])

    /// Liquid pools: `getLST()`: b61a9f90, the address of the pool's liquid staking token.
    public static let getLST = ABIFunction(name: "getLST", parameters: [])
    /// Liquid pools: `getPrice()`: 98d5fdca, the wei one LST (10^18 units) is worth.
    public static let getPrice = ABIFunction(name: "getPrice", parameters: [])

    /// Non-liquid pools: `getDelegatedAmount()`: 9a25562a, the caller's stake (call with `from`).
    public static let getDelegatedAmount = ABIFunction(name: "getDelegatedAmount", parameters: [])
    /// Non-liquid pools: `rewards()`: 9ec5a894, the caller's withdrawable rewards (call with `from`).
    public static let rewards = ABIFunction(name: "rewards", parameters: [])
    /// Non-liquid pools: `withdrawAllRewards()`: 45114ee5, walking the caller's whole history.
    public static let withdrawAllRewards = ABIFunction(name: "withdrawAllRewards", parameters: [])
    /// Non-liquid pools: `withdrawAllRewards(uint64)`: e33044be, walking `1 + additionalSteps` entries.
    public static let withdrawAllRewardsInSteps = ABIFunction(name: "withdrawAllRewards", parameters: [.uint64])
    /// Non-liquid pools: `withdrawRewards(uint256)`: 9342c8f4, withdrawing part of the rewards.
    public static let withdrawRewards = ABIFunction(name: "withdrawRewards", parameters: [.uint256])
    /// Non-liquid pools: `getAdditionalSteps()`: 4c48738b, the steps a whole withdrawal may walk (call with `from`).
    public static let getAdditionalSteps = ABIFunction(name: "getAdditionalSteps", parameters: [])

    /// `Staked(address indexed delegator, uint256 amount, bytes data)`: a63da2f4…
    public static let stakedEvent = ABIEvent(name: "Staked", parameters: [.address, .uint256, .bytes])
    /// `Unstaked(address indexed delegator, uint256 amount, bytes data)`: 34202928…
    public static let unstakedEvent = ABIEvent(name: "Unstaked", parameters: [.address, .uint256, .bytes])
    /// `Claimed(address indexed delegator, uint256 amount, bytes data)`: 56cd420e…
    public static let claimedEvent = ABIEvent(name: "Claimed", parameters: [.address, .uint256, .bytes])
    /// Non-liquid pools: `RewardPaid(address indexed delegator, uint256 reward)`: e2403640…
    public static let rewardPaidEvent = ABIEvent(name: "RewardPaid", parameters: [.address, .uint256])

    /// The call data of `unstake(amount)`: LST shares for a liquid pool, wei for a non-liquid one.
    public static func unstakeCall(amount: UInt256) -> [UInt8] {
        unstake.encoded([.uint256(amount)])
    }

    /// The call data of `withdrawRewards(amount)`.
    public static func withdrawRewardsCall(amount: UInt256) -> [UInt8] {
        withdrawRewards.encoded([.uint256(amount)])
    }

    /// The call data of `withdrawAllRewards(additionalSteps)`, for a history too long for one transaction.
    public static func withdrawAllRewardsCall(additionalSteps: UInt64) -> [UInt8] {
        withdrawAllRewardsInSteps.encoded([.uint64(additionalSteps)])
    }
}
