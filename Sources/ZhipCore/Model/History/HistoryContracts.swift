import ZilliqaKit

/// The contracts whose logs a history page reads: the tokens listed on the network, the staking
/// pools and the DEX routers the wallet knows, by address.
struct HistoryContracts: Sendable {
    /// The listed tokens, by contract.
    let tokens: [EVMAddress: Token]
    /// The staking pools the wallet knows (the portal's list and those added).
    let pools: Set<EVMAddress>
    /// The DEX routers whose swaps are read (PlunderSwap's on the network, and those the swap settings add).
    var routers: Set<EVMAddress> = []

    /// The swap `transaction` is when `account` sent it to a known router and it asks for one paid
    /// to the account; nil otherwise (a swap paid to another address is an ordinary call).
    func swapCall(of transaction: EVMSearchedTransaction, by account: EVMAddress) -> UniswapV2SwapCall? {
        guard transaction.from == account, let router = transaction.to, routers.contains(router),
            let call = UniswapV2SwapCall(callData: transaction.input), call.recipient == account
        else { return nil }
        return call
    }
}
