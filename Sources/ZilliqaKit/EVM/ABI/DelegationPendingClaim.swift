/// One unstaked amount still unbonding, as `getPendingClaims()` lists it: claimable from block
/// ``unbondedAtBlock`` on (the contract's `blockNumber <= block.number`).
public struct DelegationPendingClaim: Sendable, Hashable {
    /// The first block at which ``amount`` can be claimed.
    public let unbondedAtBlock: UInt256
    /// The wei claimable then.
    public let amount: UInt256

    /// The claim that unbonds at this block with this amount.
    public init(unbondedAtBlock: UInt256, amount: UInt256) {
        self.unbondedAtBlock = unbondedAtBlock
        self.amount = amount
    }
}

extension Delegation {
    /// The most entries ``pendingClaims(_:)`` reads: a pool lists one per unstake still
    /// unbonding, and a wallet's delegator unstakes far fewer times in one unbonding period.
    public static let maximumPendingClaims = 1024

    /// The claims in a `getPendingClaims()` answer (`uint256[2][]`, each `[blockNumber, amount]`),
    /// oldest first.
    /// - Throws: ``ABIError/tooManyEntries(count:maximum:)`` past ``maximumPendingClaims``, and the
    ///   bounds errors of ``ABIReader/uint256Tuples(at:width:maximumCount:)`` for a malformed answer.
    public static func pendingClaims(_ answer: [UInt8]) throws(ABIError) -> [DelegationPendingClaim] {
        try ABIReader(answer).uint256Tuples(width: 2, maximumCount: maximumPendingClaims).map { pair in
            DelegationPendingClaim(unbondedAtBlock: pair[0], amount: pair[1])
        }
    }
}
