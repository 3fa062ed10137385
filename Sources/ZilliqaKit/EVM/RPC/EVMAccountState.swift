/// What a wallet needs of an EVM account, read in one batched request (``EVMService/accountState(of:)``).
///
/// ```swift
/// let state = try await service.accountState(of: address)
/// state.balance          // at the head
/// state.nextNonce        // the nonce to sign the next transaction with
/// state.isFrozen         // a swept ("blocked recipient") account: never send to or from it
/// state.chainID          // the node's own EVM chain id: sign for it only
/// ```
public struct EVMAccountState: Sendable, Hashable {
    /// The balance at the head (`latest`).
    public let balance: Wei
    /// The nonce at the head (`latest`): how many of its transactions are mined.
    public let nonce: UInt64
    /// The nonce with the answering node's pooled transactions of the account (`pending`).
    public let pendingNonce: UInt64
    /// The network's gas price now (`eth_gasPrice`).
    public let gasPrice: Wei
    /// The EVM chain id of the node that answered (`eth_chainId`): a wallet signs for it only.
    public let chainID: UInt64

    public init(balance: Wei, nonce: UInt64, pendingNonce: UInt64, gasPrice: Wei, chainID: UInt64) {
        self.balance = balance
        self.nonce = nonce
        self.pendingNonce = pendingNonce
        self.gasPrice = gasPrice
        self.chainID = chainID
    }

    /// The nonce for the next transaction: the larger of ``nonce`` and ``pendingNonce`` (a
    /// wallet should also take its own record of what it sent, when that is larger).
    public var nextNonce: UInt64 { max(nonce, pendingNonce) }

    /// True for an account Zilliqa 2.0 swept as a blocked recipient: its nonce is the largest there
    /// is, so nothing can be sent from it, and a transfer to it is mined with status 0x0.
    public var isFrozen: Bool { nonce == .max }
}
