public import ZilliqaKit

/// The drafts of the contract calls whose recipient and value the call itself says: a staking
/// call goes to its pool with its value, a migration escrow claim to the escrow with none. Written
/// once, so no caller picks a `to` or an `amount` the pipeline would then ignore.
///
/// ```swift
/// let draft = EVMPaymentDraft.staking(StakingCall(pool: pool, action: .claim), from: wallet.evmAddress)
/// ```
extension EVMPaymentDraft {
    /// `call` from `sender`: to the pool, the call's value as the amount.
    public static func staking(
        _ call: StakingCall, from sender: EVMAddress, nonce: UInt64? = nil, gasLimit: UInt64? = nil
    ) -> EVMPaymentDraft {
        var draft = EVMPaymentDraft(from: sender, to: sender, amount: .exactly(.zero), nonce: nonce, gasLimit: gasLimit)
        draft.make(call)
        return draft
    }

    /// `claim` from `sender`: to the migration escrow, value 0.
    public static func escrowClaim(_ claim: EscrowClaimCalldata, from sender: EVMAddress, nonce: UInt64? = nil)
        -> EVMPaymentDraft
    {
        EVMPaymentDraft(
            from: sender, to: MigrationEscrow.address, amount: .exactly(.zero), nonce: nonce,
            intent: .escrowClaim(claim))
    }

    /// This draft (its fee, nonce and gas as they are) made the staking call `call`.
    public mutating func make(_ call: StakingCall) {
        to = call.pool.address
        amount = .exactly(call.value)
        intent = .staking(call)
    }
}
