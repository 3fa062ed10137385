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
        let calls = requests.map { EVMRequest.call($0, at: block) }
        let outcomes = try await retry.run { try await client.batch(calls, as: JSONValue.self) }
        return outcomes.map { outcome in
            Result { () throws -> [UInt8] in try EVMAnswer.callOutput(try Self.value(of: outcome, method: "eth_call")) }
        }
    }

    /// `eth_chainId` first, then the calls, in one JSON-RPC batch retried as a whole.
    public func chainIDAndCalls(_ requests: [EVMCallRequest], at block: EVMBlockTag) async throws -> EVMCallBatch {
        let calls = [EVMRequest.chainID] + requests.map { EVMRequest.call($0, at: block) }
        let outcomes = try await retry.run { try await client.batch(calls, as: JSONValue.self) }
        let chainID: UInt64 = try EVMAnswer.quantity(
            try Self.value(of: outcomes[0], method: EVMRequest.chainID.method), method: EVMRequest.chainID.method)
        return EVMCallBatch(
            chainID: chainID,
            outcomes: outcomes.dropFirst().map { outcome in
                Result { () throws -> [UInt8] in
                    try EVMAnswer.callOutput(try Self.value(of: outcome, method: "eth_call"))
                }
            })
    }

    /// `eth_chainId`, `eth_blockNumber`, then the calls at `latest`, in one JSON-RPC batch retried as a whole.
    public func chainIDHeadAndCalls(_ requests: [EVMCallRequest]) async throws -> EVMCallBatch {
        let calls = [EVMRequest.chainID, EVMRequest.blockNumber] + requests.map { EVMRequest.call($0, at: .latest) }
        let outcomes = try await retry.run { try await client.batch(calls, as: JSONValue.self) }
        let chainID: UInt64 = try EVMAnswer.quantity(
            try Self.value(of: outcomes[0], method: EVMRequest.chainID.method), method: EVMRequest.chainID.method)
        let head: UInt64 = try EVMAnswer.quantity(
            try Self.value(of: outcomes[1], method: EVMRequest.blockNumber.method),
            method: EVMRequest.blockNumber.method)
        return EVMCallBatch(
            chainID: chainID,
            outcomes: outcomes.dropFirst(2).map { outcome in
                Result { () throws -> [UInt8] in
                    try EVMAnswer.callOutput(try Self.value(of: outcome, method: "eth_call"))
                }
            }, blockNumber: head)
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
