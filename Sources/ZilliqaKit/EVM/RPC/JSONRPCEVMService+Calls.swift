/// Contract reads: `eth_call` (one, or many in one batch), `eth_estimateGas` with calldata and
/// `eth_getLogs`, read with the same retries as every read and within their own bounds.
extension JSONRPCEVMService {
    /// The most bytes of an `eth_call` answer read: the hex of ``EVMAnswer/maximumCallBytes`` and
    /// 4 KiB for the rest (260 KiB in all), as ``codeResponseLimit``.
    public static let callResponseLimit = ResponseSizeLimit(bytes: 2 * EVMAnswer.maximumCallBytes + 4096)

    /// Reads at most ``callResponseLimit``; a revert is ``EVMServiceError/executionReverted(method:data:)``.
    public func call(_ request: EVMCallRequest, at block: EVMBlockTag) async throws -> [UInt8] {
        let call = EVMRequest.call(request, at: block)
        do {
            return try EVMAnswer.callOutput(try await read(call, limit: Self.callResponseLimit))
        } catch ZilliqaServiceError.transport(.responseTooLarge) {
            throw EVMServiceError.answerTooLarge(method: call.method, limit: EVMAnswer.maximumCallBytes)
        }
    }

    /// One JSON-RPC batch of `eth_call`s, retried as a whole; each outcome is what ``call(_:at:)``
    /// returns or throws for it. The batch's answer is read up to ``ResponseSizeLimit/batch(of:)``.
    public func calls(_ requests: [EVMCallRequest], at block: EVMBlockTag) async throws -> [Result<[UInt8], any Error>]
    {
        try await batch(leading: [], requests, at: block).calls
    }

    /// `eth_chainId` first, then the calls, in one JSON-RPC batch retried as a whole.
    public func chainIDAndCalls(_ requests: [EVMCallRequest], at block: EVMBlockTag) async throws -> EVMCallBatch {
        let answered = try await batch(leading: [EVMRequest.chainID], requests, at: block)
        return EVMCallBatch(
            chainID: try Self.quantity(answered.leading[0], EVMRequest.chainID), outcomes: answered.calls)
    }

    /// `eth_chainId`, `eth_blockNumber`, then the calls at `latest`, in one JSON-RPC batch retried as a whole.
    public func chainIDHeadAndCalls(_ requests: [EVMCallRequest]) async throws -> EVMCallBatch {
        let answered = try await batch(leading: [EVMRequest.chainID, EVMRequest.blockNumber], requests, at: .latest)
        return EVMCallBatch(
            chainID: try Self.quantity(answered.leading[0], EVMRequest.chainID), outcomes: answered.calls,
            blockNumber: try Self.quantity(answered.leading[1], EVMRequest.blockNumber))
    }

    /// `leading` (questions without parameters) then `requests` as `eth_call`s at `block`, in one
    /// batch retried as a whole: the leading answers as they came, each call's outcome on its own.
    private func batch(leading: [JSONRPCCall], _ requests: [EVMCallRequest], at block: EVMBlockTag) async throws
        -> (leading: [Result<JSONValue, RPCError>], calls: [Result<[UInt8], any Error>])
    {
        let all = leading + requests.map { EVMRequest.call($0, at: block) }
        let outcomes = try await retry.run { try await client.batch(all, as: JSONValue.self) }
        let calls = outcomes.dropFirst(leading.count).map { outcome in
            Result { () throws -> [UInt8] in try EVMAnswer.callOutput(try Self.value(of: outcome, method: "eth_call")) }
        }
        return (Array(outcomes.prefix(leading.count)), calls)
    }

    /// A leading question's answer as a quantity.
    private static func quantity(_ outcome: Result<JSONValue, RPCError>, _ call: JSONRPCCall) throws -> UInt64 {
        try EVMAnswer.quantity(try value(of: outcome, method: call.method), method: call.method)
    }

    public func estimateGas(_ request: EVMCallRequest) async throws -> UInt64 {
        let call = EVMRequest.estimateGas(request)
        return try EVMAnswer.quantity(try await read(call), method: call.method)
    }

    /// A range wider than the node takes comes back with the range asked in the error.
    public func logs(_ filter: EVMLogFilter) async throws -> [EVMLog] {
        do {
            return try EVMAnswer.logs(try await read(EVMRequest.logs(filter)))
        } catch EVMServiceError.logRangeTooLarge(_, _, let cap) {
            throw EVMServiceError.logRangeTooLarge(from: filter.fromBlock, to: filter.toBlock, cap: cap)
        }
    }
}
