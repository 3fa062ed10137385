/// One question of an `eth_` batch (``EVMService/read(_:)``): what a payment asks the node in its
/// one round trip, each answered (or refused) on its own.
///
/// ```swift
/// let answers = try await service.read([.chainID, .balance(sender), .transactionCount(sender, .pending)])
/// let chainID = try answers[0].quantity()
/// ```
public enum EVMRead: Sendable, Hashable {
    /// `eth_chainId`.
    case chainID
    /// `eth_blockNumber`.
    case blockNumber
    /// `eth_gasPrice`.
    case gasPrice
    /// `eth_getBalance` at `latest`.
    case balance(EVMAddress)
    /// `eth_getTransactionCount` at the tag.
    case transactionCount(EVMAddress, EVMBlockTag)
    /// `eth_getCode` at `latest`: whether the account holds code.
    case code(EVMAddress)
    /// `eth_call` of the request at the tag.
    case call(EVMCallRequest, EVMBlockTag)
    /// `eth_estimateGas` of the request.
    case estimateGas(EVMCallRequest)
    /// `eth_getTransactionByHash`.
    case transaction(EVMHash)
    /// `eth_getTransactionReceipt`.
    case receipt(EVMHash)
    /// `eth_getBlockByNumber` at the tag, without its transactions.
    case block(EVMBlockTag)

    /// The JSON-RPC call that asks it.
    var call: JSONRPCCall {
        switch self {
        case .chainID: EVMRequest.chainID
        case .blockNumber: EVMRequest.blockNumber
        case .gasPrice: EVMRequest.gasPrice
        case .balance(let address): EVMRequest.balance(of: address, at: .latest)
        case .transactionCount(let address, let tag): EVMRequest.transactionCount(of: address, at: tag)
        case .code(let address): EVMRequest.code(at: address)
        case .call(let request, let tag): EVMRequest.call(request, at: tag)
        case .estimateGas(let request): EVMRequest.estimateGas(request)
        case .transaction(let hash): EVMRequest.transaction(hash)
        case .receipt(let hash): EVMRequest.receipt(hash)
        case .block(let tag): EVMRequest.block(tag)
        }
    }
}
