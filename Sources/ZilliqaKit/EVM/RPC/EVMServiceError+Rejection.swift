extension EVMServiceError {
    /// The case for an error the node sent to an `eth_` call of `method`, recognised by code and
    /// message as Zilliqa 2.0 v0.21.8 writes them (`zq2-eth-api.md` sections 0 and 2.2); nil when
    /// only a shared ``ZilliqaServiceError`` fits (rate limiting, or an error not recognised).
    ///
    /// ```swift
    /// EVMServiceError(rejection: RPCError(code: -32602, message: "Provided gas price is too low"),
    ///                 method: "eth_sendRawTransaction")   // .gasPriceTooLow
    /// ```
    public init?(rejection error: RPCError, method: String) {
        let message = error.message.lowercased()
        let numbers = ZilliqaServiceError.numbers(in: error.message)
        let first = numbers.first.flatMap { UInt64($0) }
        let second = numbers.second.flatMap { UInt64($0) }
        switch error.code {
        case RPCErrorCode.invalidParams where message.hasPrefix("insufficient funds"):
            // "Insufficient funds - txn cost <cost> but account balance <balance>", in wei.
            self = .insufficientFunds(cost: Self.wei(numbers.first), balance: Self.wei(numbers.second))
        case RPCErrorCode.internalError where message.hasPrefix("caller has insufficient funds"):
            // eth_estimateGas: "caller has insufficient funds - has: <balance>, needs: <value>".
            self = .insufficientFunds(cost: Self.wei(numbers.second), balance: Self.wei(numbers.first))
        case RPCErrorCode.invalidParams
        where (message.hasPrefix("txn nonce") && message.contains("too low"))
            || (message.hasPrefix("nonce (") && message.contains("lower than current")):
            self = .nonceTooLow(sent: first, current: second)
        case RPCErrorCode.invalidParams where message.hasPrefix("provided gas price is too low"):
            self = .gasPriceTooLow
        case RPCErrorCode.invalidParams where message.hasPrefix("provided gas price is too high"):
            self = .gasPriceTooHigh
        case RPCErrorCode.invalidParams where message.hasPrefix("txn has chain id"):
            self = .wrongChainID(signedFor: first, expected: second)
        case RPCErrorCode.invalidParams where message.hasPrefix("txn gas limit") && message.contains("block gas limit"):
            self = .gasLimitAboveBlock(offered: first, maximum: second)
        case RPCErrorCode.invalidParams where message.hasPrefix("insufficient evm txn gas supplied"):
            self = .gasLimitTooLow(offered: first, minimum: second)
        case RPCErrorCode.invalidParams
        where message.hasPrefix("transaction input size") || message.hasPrefix("init code size"):
            self = .inputTooLarge(size: first, limit: second)
        case RPCErrorCode.invalidParams where message.contains("mempool has been exceeded"):
            self = .poolFull(.transactions)
        case RPCErrorCode.invalidParams where message.contains("slots for all senders"):
            self = .poolFull(.senders)
        case RPCErrorCode.invalidParams where message.contains("kept per user"):
            self = .poolFull(.perSender)
        case RPCErrorCode.invalidParams
        where message.hasPrefix("invalid params") || message.hasPrefix("too many arguments"):
            self = .invalidParams(method: method)
        case RPCErrorCode.executionError where Self.executes(method):
            // "execution reverted[: <reason>]", data = the revert bytes.
            do throws(EVMServiceError) {
                self = .executionReverted(method: method, data: try EVMAnswer.revertData(error.data, method: method))
            } catch {
                self = error
            }
        case RPCErrorCode.transactionRejected
        where Self.executes(method) && (message.hasPrefix("out of gas") || message.hasPrefix("evm error")):
            self = .executionHalted(method: method, message: Self.firstLine(error.message))
        case RPCErrorCode.internalError where message.hasPrefix("range of blocks exceeds"):
            // eth_getLogs past the node's max_blocks_to_fetch; the service adds the range asked.
            self = .logRangeTooLarge(from: nil, to: nil, cap: first)
        case RPCErrorCode.internalError where message.hasPrefix("`from` is greater than `to`"):
            self = .logRangeReversed(from: first, to: second)
        case RPCErrorCode.internalError where message.hasPrefix("invalid transaction with starting byte"):
            self = .unsupportedTransactionType(firstByte: numbers.first.flatMap { UInt8($0) })
        case RPCErrorCode.methodNotFound:
            self = .methodNotFound(method: method)
        case RPCErrorCode.invalidRequest where message.hasSuffix("is disabled"):
            self = .methodDisabled(method: method)
        case RPCErrorCode.rateLimited where message == "invalid input":
            // -32000 is also Zilliqa 2.0's code for a block tag or number it has no block for.
            self = .blockNotFound(method: method)
        case RPCErrorCode.internalError:
            // Panics carry a backtrace after the first line: only that line is kept.
            self = .nodeFailure(method: method, message: Self.firstLine(error.message))
        default:
            return nil
        }
    }

    /// The error to throw for `error`, the node's answer to `method`: the recognised EVM case,
    /// else the shared ``ZilliqaServiceError/rateLimited``, else ``ZilliqaServiceError/rpc(code:message:)``.
    static func thrown(for error: RPCError, method: String) -> any Error {
        if let evm = EVMServiceError(rejection: error, method: method) { return evm }
        if case .rateLimited = ZilliqaServiceError(rejection: error) { return ZilliqaServiceError.rateLimited }
        return ZilliqaServiceError.rpc(code: error.code, message: error.message)
    }

    /// True for the methods that run the EVM without a transaction, whose reverts and halts are answers.
    private static func executes(_ method: String) -> Bool { method == "eth_call" || method == "eth_estimateGas" }

    /// The first line of `message`, made safe to show.
    private static func firstLine(_ message: String) -> String {
        message.prefix { $0 != "\n" && $0 != "\r" }.sanitizedForDisplay()
    }

    private static func wei(_ digits: String?) -> Wei? { digits.flatMap { UInt128($0) }.map { Wei(wei: $0) } }
}

extension RPCErrorCode {
    /// 3: the EVM reverted an `eth_call` or `eth_estimateGas` ("execution reverted"), the revert
    /// bytes in the error's `data`.
    public static let executionError = 3
    /// -32003: the EVM halted an `eth_call` or `eth_estimateGas` (out of gas, an invalid opcode).
    public static let transactionRejected = -32003
}
