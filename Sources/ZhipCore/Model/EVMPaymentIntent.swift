public import ZilliqaKit

/// What an EVM payment does with its recipient: pays it ZIL (the value), moves a token to it
/// (`transfer(to, amount)` to the token's contract, value 0), lets it spend the sender's token
/// (`approve(spender, amount)`; amount 0 revokes), or claims from the migration escrow (the
/// recovery tool's call data to ``ZilliqaKit/MigrationEscrow/address``, value 0). The draft's `to`
/// is the token's recipient or spender, never the contract the transaction is sent to; for a
/// claim it is the escrow.
///
/// ```swift
/// var draft = EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(.zero))
/// draft.intent = .tokenTransfer(usdt, amount: try usdt.units("12.5"))
/// ```
public enum EVMPaymentIntent: Sendable, Hashable {
    /// ZIL, the draft's `amount`.
    case zil
    /// `amount` of `token`'s smallest unit to the draft's recipient.
    case tokenTransfer(Token, amount: UInt256)
    /// `amount` of `token` the draft's recipient (the spender) may move from the sender; 0 revokes.
    case tokenApproval(Token, amount: UInt256)
    /// The migration escrow's `claim` with the recovery tool's call data (docs/zq2-escrow.md).
    case escrowClaim(EscrowClaimCalldata)
    /// A call to a delegation pool (docs/zq2-staking.md): stake (the value), unstake, claim or
    /// withdraw rewards; the draft's `to` is the pool.
    case staking(StakingCall)

    /// The token, or nil for ZIL.
    public var token: Token? {
        switch self {
        case .zil, .escrowClaim, .staking: nil
        case .tokenTransfer(let token, _), .tokenApproval(let token, _): token
        }
    }

    /// The token amount asked, in its smallest unit, or nil for ZIL.
    public var tokenAmount: UInt256? {
        switch self {
        case .zil, .escrowClaim, .staking: nil
        case .tokenTransfer(_, let amount), .tokenApproval(_, let amount): amount
        }
    }

    /// True for an approval of every unit there is (2^256 - 1): the spender may move all the
    /// sender ever holds of the token.
    public var isUnlimitedApproval: Bool {
        if case .tokenApproval(_, let amount) = self { amount == .max } else { false }
    }

    /// The escrow claim, or nil.
    public var escrowClaim: EscrowClaimCalldata? {
        if case .escrowClaim(let claim) = self { claim } else { nil }
    }

    /// The staking call, or nil.
    public var staking: StakingCall? {
        if case .staking(let call) = self { call } else { nil }
    }

    /// The call data sent to the token's contract for `recipient` (the claim's own for a claim); empty for ZIL.
    public func calldata(for recipient: EVMAddress) -> [UInt8] {
        switch self {
        case .zil: []
        case .escrowClaim(let claim): claim.bytes
        case .staking(let call): call.calldata ?? []
        case .tokenTransfer(_, let amount): ERC20.transferCall(to: recipient, amount: amount)
        case .tokenApproval(_, let amount): ERC20.approveCall(spender: recipient, amount: amount)
        }
    }

    /// The recipient and amount of the `transfer(to, amount)` call `data` is, or nil when it is not
    /// one (a plain transfer's empty data, another function, the wrong length).
    public static func tokenTransfer(in data: [UInt8]) -> (recipient: EVMAddress, amount: UInt256)? {
        guard data.count == 68, data.starts(with: ERC20.transfer.selector) else { return nil }
        let arguments = ABIReader(Array(data.dropFirst(4)))
        guard let recipient = try? arguments.address(at: 0), let amount = try? arguments.uint256(at: 1) else {
            return nil
        }
        return (recipient, amount)
    }

    /// The spender and amount of the `approve(spender, amount)` call `data` is, or nil when it is
    /// not one. Longer data is taken too, as Solidity's decoder takes it: the call still approved.
    public static func tokenApproval(in data: [UInt8]) -> (spender: EVMAddress, amount: UInt256)? {
        guard data.count >= 68, data.starts(with: ERC20.approve.selector) else { return nil }
        let arguments = ABIReader(Array(data[4..<68]))
        guard let spender = try? arguments.address(at: 0), let amount = try? arguments.uint256(at: 1) else {
            return nil
        }
        return (spender, amount)
    }

    /// The account the transaction itself is sent to: the token's contract, the escrow for a claim,
    /// or the recipient for ZIL.
    public func transactionTarget(for recipient: EVMAddress) -> EVMAddress {
        if escrowClaim != nil { return MigrationEscrow.address }
        if let staking { return staking.pool.address }
        return token?.contract ?? recipient
    }
}
