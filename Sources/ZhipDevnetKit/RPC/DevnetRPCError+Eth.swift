import ZilliqaKit

// MARK: - The eth_ namespace (zq2-eth-api.md §0, §2.2): jsonrpsee's codes, ZQ2's texts

extension DevnetRPCError {
    /// A handler error that is not an `ErrorObject`: `-32603` with the error's text (§0).
    public static func ethInternal(_ text: String) -> DevnetRPCError {
        DevnetRPCError(code: Code.internalError, message: text)
    }

    /// Extra trailing params: `-32602 "too many arguments, want <max>"` (§0, ETH:231-247).
    public static func tooManyArguments(want count: Int) -> DevnetRPCError {
        DevnetRPCError(code: Code.invalidParams, message: "too many arguments, want \(count)")
    }

    /// A missing positional param: `-32602 "Invalid params"`, data `"No more params"` (§0).
    public static let noMoreParams = DevnetRPCError.invalidParams("No more params")

    /// A block id that resolves to no block (getBalance, getTransactionCount, getCode; §0).
    public static let invalidInput = DevnetRPCError(code: -32000, message: "Invalid input")

    /// An eth_ name that is not served: jsonrpsee's default (§0).
    public static let ethMethodNotFound = DevnetRPCError(code: Code.methodNotFound, message: "Method not found")

    /// eth_feeHistory with `pending` as newest (§1).
    public static let blockNotFound = DevnetRPCError.ethInternal("block not found")

    /// eth_feeHistory's percentiles out of order or range (§1).
    public static let rewardPercentiles = DevnetRPCError.ethInternal(
        "reward_percentiles must be in ascending order and within the range [0, 100]")

    /// `validate()`'s failures of an EVM transaction: `-32602` with `to_msg_string()` (§2.2 step 9).
    public static func ethRejected(_ text: String) -> DevnetRPCError {
        DevnetRPCError(code: Code.invalidParams, message: text)
    }

    /// What ZQ2 executes and the devnet does not: calldata, contract creation, a recipient with code.
    public static let ethContractsNotExecuted = DevnetRPCError(
        code: Code.internalError,
        message: "zhip-devnet does not execute contracts: it takes plain value transfers only"
            + " (no data, no contract creation, a recipient without code)")

    /// A state older than the devnet keeps (``Ledger/historyDepth`` blocks): ZQ2's words for a
    /// state that is not there (`api/eth.rs:277-279`).
    public static let statePruned = DevnetRPCError.ethInternal("State required to execute request does not exist")

    /// ZQ2's `RevertError` (`error.rs:69-100`): code 3, `"execution reverted"` and the reason when
    /// the bytes are an `Error(string)`, `data` the revert bytes in hex, left out when there are none.
    public static func executionReverted(_ data: [UInt8]) -> DevnetRPCError {
        var message = "execution reverted"
        if case .error(let reason) = ABIRevertReason(data: data) { message += ": " + reason }
        return DevnetRPCError(code: 3, message: message, data: data.isEmpty ? nil : "0x" + Hex.encode(data))
    }

    /// A call that needs more gas than its ceiling (`error.rs:20-33`).
    public static func outOfGas(allowance: UInt64) -> DevnetRPCError {
        DevnetRPCError(code: -32003, message: "out of gas: gas required exceeds allowance: \(allowance)")
    }
}
