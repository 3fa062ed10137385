public import ZilliqaKit

/// What an intent learned from its reads: the call data and ZIL value it settles on, the node's gas
/// estimate, and what the review shows of it (a token balance, what is lodged in the escrow, a
/// pool's facts and the account's position).
///
/// ```swift
/// let reading = try intent.reading(answers, from: sender, gasLimit: nil, chainID: 32769)
/// reading.gasEstimate   // 51000 for a token transfer
/// ```
public struct IntentReading: Sendable, Hashable {
    /// The call data the transaction carries: empty for a ZIL transfer.
    public var calldata: [UInt8]
    /// The ZIL the call carries (a stake's amount); zero for a transfer, whose value is its amount.
    public var value: Wei
    /// The node's `eth_estimateGas` of the call; nil when a gas limit was given, or for a transfer.
    public var gasEstimate: UInt64?
    /// The sender's balance of the token moved, when read.
    public var tokenBalance: UInt256?
    /// What the claim's old address has lodged in the migration escrow.
    public var lodged: Wei?
    /// A staking call's pool facts and position, and the call as it is signed.
    public var staking: StakingPreview?
    /// A swap's quote and the approval it still needs.
    public var swap: SwapPreview?

    public init(
        calldata: [UInt8], value: Wei = .zero, gasEstimate: UInt64? = nil, tokenBalance: UInt256? = nil,
        lodged: Wei? = nil, staking: StakingPreview? = nil, swap: SwapPreview? = nil
    ) {
        self.calldata = calldata
        self.value = value
        self.gasEstimate = gasEstimate
        self.tokenBalance = tokenBalance
        self.lodged = lodged
        self.staking = staking
        self.swap = swap
    }
}

/// The gas a transaction may be given, and why: at least what its call data costs before it runs
/// (a transfer's 21000), at most the block's or the intent's own ceiling.
public struct PaymentGasBounds: Sendable, Hashable {
    public let least: UInt64
    public let most: UInt64
    /// Why less than ``least`` is refused: `what an EVM transfer needs`.
    public let leastWhy: String
    /// Why more than ``most`` is refused, and what to do.
    public let mostWhy: String

    public init(least: UInt64, most: UInt64, leastWhy: String, mostWhy: String) {
        self.least = least
        self.most = most
        self.leastWhy = leastWhy
        self.mostWhy = mostWhy
    }
}

/// What a mined transaction did beyond its status, read from its receipt by its intent.
public struct PaymentOutcome: Sendable, Hashable {
    /// The token's `Transfer` logs against the amount asked.
    public var token: TokenTransferOutcome?
    /// The escrow's `Released` logs.
    public var escrowClaim: EscrowClaimOutcome?
    /// The pool's logs.
    public var staking: StakingOutcome?
    /// What a swap brought in.
    public var swap: SwapOutcome?

    public init(
        token: TokenTransferOutcome? = nil, escrowClaim: EscrowClaimOutcome? = nil, staking: StakingOutcome? = nil,
        swap: SwapOutcome? = nil
    ) {
        self.token = token
        self.escrowClaim = escrowClaim
        self.staking = staking
        self.swap = swap
    }

    /// What the person should look at, when the receipt differs from what was asked.
    public var warning: String? { token?.warning ?? escrowClaim?.warning ?? staking?.warning ?? swap?.warning }
}
