/// What a legacy payment needs of the network and of its sender, read in one batched request
/// (``ZilliqaService/paymentState(of:)``): the node's chain id, its minimum gas price, the
/// sender's balance and nonce, and the chain's height.
///
/// ```swift
/// let state = try await service.paymentState(of: sender)   // one round trip
/// state.chainID           // 1 on mainnet: sign for it only
/// state.account.nonce     // the next transaction carries nonce + 1
/// state.blockHeight       // 36_400_000: the era follows from it where the forks are known
/// ```
public struct LegacyPaymentState: Sendable, Hashable {
    /// The node's chain id (`GetNetworkId`).
    public let chainID: UInt16
    /// The smallest gas price the node accepts (`GetMinimumGasPrice`).
    public let minimumGasPrice: Amount
    /// The sender's balance and nonce (`GetBalance`); zero and zero for an account never funded.
    public let account: AccountBalance
    /// The number of the chain's newest final block (`GetBlockchainInfo`'s `NumTxBlocks`), or
    /// nil when the node left it out or wrote something else.
    public let blockHeight: UInt64?

    public init(chainID: UInt16, minimumGasPrice: Amount, account: AccountBalance, blockHeight: UInt64?) {
        self.chainID = chainID
        self.minimumGasPrice = minimumGasPrice
        self.account = account
        self.blockHeight = blockHeight
    }
}
