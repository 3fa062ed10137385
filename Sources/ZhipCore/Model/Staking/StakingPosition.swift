public import ZilliqaKit

/// An account's position in one pool, read at one head block: what it has staked (for a liquid
/// pool, its LST balance at the pool's price), its unstakes still unbonding with the block each
/// unbonds at, what it can claim now and, for a non-liquid pool, its rewards.
///
/// ```swift
/// for claim in position.pending { print(claim.amount, position.blocksLeft(claim)) }
/// ```
public struct StakingPosition: Sendable, Hashable {
    /// The ZIL the stake is worth: a liquid pool's LST balance × price ÷ 10^18 (rounded down), a
    /// non-liquid pool's `getDelegatedAmount()`.
    public let staked: Wei
    /// A liquid pool's LST balance in its smallest units; nil for non-liquid.
    public let lstBalance: UInt256?
    /// `getPendingClaims()`: the unstakes still unbonding, oldest first.
    public let pending: [DelegationPendingClaim]
    /// `getClaimable()`: unbonded and claimable now.
    public let claimable: Wei
    /// A non-liquid pool's `rewards()`: what the account can withdraw; nil for liquid.
    public let rewards: Wei?
    /// The head block when read: what ``blocksLeft(_:)`` counts from.
    public let headBlock: UInt64

    public init(
        staked: Wei, lstBalance: UInt256?, pending: [DelegationPendingClaim], claimable: Wei, rewards: Wei?,
        headBlock: UInt64
    ) {
        self.staked = staked
        self.lstBalance = lstBalance
        self.pending = pending
        self.claimable = claimable
        self.rewards = rewards
        self.headBlock = headBlock
    }

    /// True when the account has nothing in the pool: no stake, nothing unbonding, claimable or to withdraw.
    public var isEmpty: Bool {
        staked == .zero && (lstBalance ?? .zero).isZero && pending.isEmpty && claimable == .zero
            && (rewards ?? .zero) == .zero
    }

    /// The blocks from the head until `claim` can be claimed (0 when it can be already).
    public func blocksLeft(_ claim: DelegationPendingClaim) -> UInt64 {
        guard let block = claim.unbondedAtBlock.uint64Value else { return .max }
        return block > headBlock ? block - headBlock : 0
    }

    /// The wei `units` of a liquid pool's LST are worth at `price` (wei per 10^18 units), rounded
    /// down as the contract rounds; ``ZilliqaKit/Wei/max`` past it.
    public static func value(ofLST units: UInt256, at price: Wei) -> Wei {
        let (product, overflow) = units.multipliedReportingOverflow(by: UInt256(price.wei))
        guard !overflow, let divided = try? product.quotientAndRemainder(dividingBy: oneLST) else { return .max }
        return Wei(wei: divided.quotient.uint128Value ?? .max)
    }

    /// The LST units `wei` buys at `price` (wei per 10^18 units), rounded down; nil for a zero price.
    public static func lst(for wei: Wei, at price: Wei) -> UInt256? {
        let (product, overflow) = UInt256(wei.wei).multipliedReportingOverflow(by: oneLST)
        guard !overflow, let divided = try? product.quotientAndRemainder(dividingBy: UInt256(price.wei)) else {
            return nil
        }
        return divided.quotient
    }

    /// 10^18: one LST in its smallest units, the scale of `getPrice()`.
    public static let oneLST = UInt256(UInt64(1_000_000_000_000_000_000))
}
