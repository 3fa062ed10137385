public import ZilliqaKit

/// Why the wallet will not sign a staking transaction: each is found before signing, from the
/// pool's own answers or its simulated call. Nothing was signed.
public enum StakingRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stake is below the pool's minimum delegation (the pool would revert `AmountTooLow`).
    case belowMinimum(amount: Wei, minimum: Wei, pool: StakingPool)
    /// An unstake of nothing, or the account holds nothing in the pool to unstake.
    case nothingToUnstake(StakingPool)
    /// The unstake asks more than the account holds in the pool (in the pool's unit).
    case unstakeAboveHeld(requested: UInt256, held: UInt256, pool: StakingPool)
    /// Nothing has unbonded yet: `claim()` would pay nothing and still cost its fee. The next
    /// unbonding claim and the blocks left until it, if any.
    case nothingToClaim(StakingPool, next: DelegationPendingClaim?, blocksLeft: UInt64?)
    /// A non-liquid pool has no rewards for the account to withdraw.
    case noRewards(StakingPool)
    /// Rewards are withdrawn from non-liquid pools only (a liquid pool's rewards raise its LST's price).
    case liquidPoolHasNoRewardWithdrawal(StakingPool)
    /// The pool refused the simulated call: its custom error when it is one of the pools', else the reason.
    case reverted(StakingPool, DelegationError?, ABIRevertReason)

    public var description: String {
        switch self {
        case .belowMinimum(let amount, let minimum, let pool):
            "\(amount.formatted(in: .zil)) ZIL is below \(pool.label)'s minimum stake of "
                + "\(minimum.formatted(in: .zil)) ZIL: stake at least that; nothing was signed"
        case .nothingToUnstake(let pool):
            "nothing to unstake from \(pool.label): the account holds no stake there "
                + "(zhip-cli stake status shows every position); nothing was signed"
        case .unstakeAboveHeld(let requested, let held, let pool):
            "the unstake asks \(Self.text(requested, in: pool)) and the account holds \(Self.text(held, in: pool)) "
                + "in \(pool.label): unstake at most that, or use --all; nothing was signed"
        case .nothingToClaim(let pool, let next, let blocksLeft):
            "nothing has unbonded in \(pool.label) yet, and a claim would pay nothing and still cost its fee"
                + Self.nextClaim(next, blocksLeft: blocksLeft, pool: pool) + "; nothing was signed"
        case .noRewards(let pool):
            "\(pool.label) holds no rewards for this account to withdraw: a withdrawal would pay nothing and still "
                + "cost its fee; nothing was signed"
        case .liquidPoolHasNoRewardWithdrawal(let pool):
            "\(pool.label) is a liquid pool: its rewards raise the price of \(pool.unstakeUnit) instead of being "
                + "withdrawn; unstake to take them; nothing was signed"
        case .reverted(let pool, let error, let reason):
            "\(pool.label) refused the call when it was simulated: " + Self.words(error, reason, pool)
                + "; nothing was signed"
        }
    }

    /// `units` in the pool's unit, with it: `12.5 stZIL`, `100 ZIL`.
    static func text(_ units: UInt256, in pool: StakingPool) -> String {
        if let lst = pool.lst { return lst.text(of: units) }
        return "\(units.formatted(decimals: 18)) ZIL"
    }

    private static func nextClaim(_ next: DelegationPendingClaim?, blocksLeft: UInt64?, pool: StakingPool) -> String {
        guard let next else { return " (no unstake is unbonding: unstake first)" }
        let blocks = blocksLeft.map { " in \($0) blocks" } ?? ""
        return
            " (the next, \(next.amount.formatted(decimals: 18)) ZIL, unbonds at block \(next.unbondedAtBlock)\(blocks);"
            + " claim then)"
    }

    /// The pool's error in words.
    private static func words(_ error: DelegationError?, _ reason: ABIRevertReason, _ pool: StakingPool) -> String {
        switch error {
        case .amountTooLow(let amount)?:
            "AmountTooLow: \(amount.formatted(decimals: 18)) ZIL is below the pool's minimum (a non-liquid pool also "
                + "refuses a partial unstake that leaves less than it: unstake everything, or less)"
        case .requestedAmountTooHigh(let requested, let available)?:
            "RequestedAmountTooHigh: asked \(requested.formatted(decimals: 18)) ZIL, and "
                + "\(available.formatted(decimals: 18)) ZIL is available"
        case .transferFailed(let recipient, let amount)?:
            "TransferFailed: it could not pay \(amount.formatted(decimals: 18)) ZIL to \(recipient.checksummed)"
        case .paused?: "EnforcedPause: the pool is paused; try again when its operator resumes it"
        case .insufficientTokenBalance(_, let balance, let needed)?:
            "ERC20InsufficientBalance: the account holds \(text(balance, in: pool)) and the unstake burns "
                + "\(text(needed, in: pool))"
        case nil: "\(reason)"
        }
    }
}
