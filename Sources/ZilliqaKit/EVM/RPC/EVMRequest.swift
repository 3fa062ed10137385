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

    static func sendRawTransaction(_ transaction: SignedEVMTransaction) -> JSONRPCCall {
        call("eth_sendRawTransaction", [EVMHex.data(transaction.raw)])
    }

    static func transaction(_ hash: EVMHash) -> JSONRPCCall { call("eth_getTransactionByHash", [hash.hex]) }

    static func receipt(_ hash: EVMHash) -> JSONRPCCall { call("eth_getTransactionReceipt", [hash.hex]) }

    private static func call(_ method: String, _ params: [any Encodable & Sendable] = []) -> JSONRPCCall {
        JSONRPCCall(method, params: params, emptyParams: .emptyArray)
    }

    /// `0x` and 40 lowercase hex digits, as every EVM node reads them.
    private static func parameter(_ address: EVMAddress) -> String { "0x" + address.hex }
}
