/// The `eth_` calls the wallet makes, with their parameters exactly as Zilliqa 2.0 takes them
/// (`zq2-eth-api.md` sections 0 and 1): block tags as strings, addresses as lowercase `0x` hex,
/// quantities as minimal `0x` hex, `[]` for a method without parameters, and a one-element
/// array for the methods that take one value.
enum EVMRequest {
    static let chainID = call("eth_chainId")
    static let blockNumber = call("eth_blockNumber")
    static let gasPrice = call("eth_gasPrice")
    static let maxPriorityFeePerGas = call("eth_maxPriorityFeePerGas")

    static func balance(of address: EVMAddress, at block: EVMBlockTag) -> JSONRPCCall {
        call("eth_getBalance", [parameter(address), block.parameter])
    }

    static func transactionCount(of address: EVMAddress, at block: EVMBlockTag) -> JSONRPCCall {
        call("eth_getTransactionCount", [parameter(address), block.parameter])
    }

    static func code(at address: EVMAddress) -> JSONRPCCall {
        call("eth_getCode", [parameter(address), EVMBlockTag.latest.parameter])
    }

    /// A transfer's estimate, without a block parameter (as ethers and web3.py ask); `from` left
    /// out when unknown.
    static func estimateGas(from: EVMAddress?, to: EVMAddress, value: Wei) -> JSONRPCCall {
        var request = ["to": parameter(to), "value": EVMHex.quantity(value.wei)]
        if let from { request["from"] = parameter(from) }
        return call("eth_estimateGas", [request])
    }

    /// `eth_call` of `request` at `block`: `[{"from"?,"to","data","value"?}, block]`.
    static func call(_ request: EVMCallRequest, at block: EVMBlockTag) -> JSONRPCCall {
        call("eth_call", [parameter(request), block.parameter])
    }

    /// `eth_estimateGas` of `request`, without a block parameter (the node takes `latest`).
    static func estimateGas(_ request: EVMCallRequest) -> JSONRPCCall {
        call("eth_estimateGas", [parameter(request)])
    }

    /// `eth_getLogs` of `filter`: `[{"fromBlock","toBlock","address"?,"topics"?}]`, each topic
    /// position `null` (any) or one topic; no `address` for every contract, no `topics` for none.
    static func logs(_ filter: EVMLogFilter) -> JSONRPCCall {
        var object: [String: JSONValue] = [
            "fromBlock": .string(filter.fromBlock.parameter), "toBlock": .string(filter.toBlock.parameter),
        ]
        if let address = filter.address { object["address"] = .string(parameter(address)) }
        if !filter.topics.isEmpty {
            object["topics"] = .array(filter.topics.map { $0.map { .string($0.hex) } ?? .null })
        }
        return call("eth_getLogs", [JSONValue.object(object)])
    }

    /// `ots_searchTransactionsBefore`: `[address, block, pageSize]`, the numbers as JSON numbers (the
    /// node reads them as `u64` and `usize`, docs/zq2-ots.md); block 0 searches from the head.
    static func searchTransactionsBefore(_ address: EVMAddress, block: UInt64, pageSize: Int) -> JSONRPCCall {
        call("ots_searchTransactionsBefore", [parameter(address), block, max(0, pageSize)])
    }

    /// `ots_searchTransactionsAfter`: as ``searchTransactionsBefore(_:block:pageSize:)``; blocks
    /// strictly after `block`.
    static func searchTransactionsAfter(_ address: EVMAddress, block: UInt64, pageSize: Int) -> JSONRPCCall {
        call("ots_searchTransactionsAfter", [parameter(address), block, max(0, pageSize)])
    }

    /// `ots_getTransactionBySenderAndNonce`: `[address, nonce]`, the nonce a JSON number (`u64`,
    /// `api/ots.rs:209-212`).
    static func transactionBySenderAndNonce(_ sender: EVMAddress, nonce: UInt64) -> JSONRPCCall {
        call("ots_getTransactionBySenderAndNonce", [parameter(sender), nonce])
    }

    static func sendRawTransaction(_ transaction: SignedEVMTransaction) -> JSONRPCCall {
        call("eth_sendRawTransaction", [EVMHex.data(transaction.raw)])
    }

    /// `eth_getBlockByNumber [tag, false]`: the block without its transactions' objects.
    static func block(_ block: EVMBlockTag) -> JSONRPCCall { call("eth_getBlockByNumber", [block.parameter, false]) }

    static func transaction(_ hash: EVMHash) -> JSONRPCCall { call("eth_getTransactionByHash", [hash.hex]) }

    static func receipt(_ hash: EVMHash) -> JSONRPCCall { call("eth_getTransactionReceipt", [hash.hex]) }

    private static func call(_ method: String, _ params: [any Encodable & Sendable] = []) -> JSONRPCCall {
        JSONRPCCall(method, params: params, emptyParams: .emptyArray)
    }

    /// A transaction request as alloy reads it: calldata under `data` (the name ethers and web3.py
    /// send; alloy takes it as `input`), `from` and `value` only when given.
    private static func parameter(_ request: EVMCallRequest) -> [String: String] {
        var object = ["to": parameter(request.to), "data": EVMHex.data(request.data)]
        if let from = request.from { object["from"] = parameter(from) }
        if let value = request.value { object["value"] = EVMHex.quantity(value.wei) }
        return object
    }

    /// `0x` and 40 lowercase hex digits, as every EVM node reads them.
    private static func parameter(_ address: EVMAddress) -> String { "0x" + address.hex }
}
