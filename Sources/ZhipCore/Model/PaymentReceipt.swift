/// A mined payment's receipt from either account, as the wait shows it: whether it went through,
/// the block, the gas it used and the fee it was charged.
public struct PaymentReceipt: Sendable, Hashable {
    /// True when the amount moved.
    public let succeeded: Bool
    /// The block (a legacy transaction's epoch) that has it.
    public let block: UInt64
    /// The gas it used.
    public let gasUsed: UInt64
    /// What the account was charged for that gas, or nil when the payment is not known.
    public let feeCharged: ZILAmount?
    /// Why nothing moved, in one clause after "confirmed as failed in block N"; nil when it succeeded.
    public let failure: String?
    /// What a mined staking call did, read from the pool's events in the receipt; nil for any
    /// other payment, and for a call that failed.
    public let staking: StakingOutcome?

    public init(
        succeeded: Bool, block: UInt64, gasUsed: UInt64, feeCharged: ZILAmount?, failure: String?,
        staking: StakingOutcome? = nil
    ) {
        self.staking = staking
        self.succeeded = succeeded
        self.block = block
        self.gasUsed = gasUsed
        self.feeCharged = feeCharged
        self.failure = failure
    }
}
