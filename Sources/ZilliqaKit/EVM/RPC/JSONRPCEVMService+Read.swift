/// ``EVMService/read(_:)`` as one JSON-RPC batch: every read in one HTTP request, retried as a
/// whole, each answer read as its lone request would be (code past ``EVMAnswer/maximumCodeBytes``
/// counting as code, a revert as ``EVMServiceError/executionReverted(method:data:)``).
extension JSONRPCEVMService {
    public func read(_ reads: [EVMRead]) async throws -> [EVMReadAnswer] {
        let calls = reads.map(\.call)
        let outcomes = try await retry.run { try await client.batch(calls, as: JSONValue.self) }
        return zip(reads, outcomes).map { read, outcome in
            EVMReadAnswer(
                read: read,
                outcome: Result { try Self.value(of: read, Self.value(of: outcome, method: read.call.method)) })
        }
    }

    /// What `value`, the result of `read`, says.
    private static func value(of read: EVMRead, _ value: JSONValue) throws -> EVMReadAnswer.Value {
        let method = read.call.method
        switch read {
        case .chainID, .blockNumber, .gasPrice, .balance, .transactionCount, .estimateGas:
            return .quantity(try EVMAnswer.quantity(value, method: method, as: UInt128.self))
        case .code:
            do {
                return .hasCode(try !EVMAnswer.code(value).isEmpty)
            } catch .malformedAnswer(_, _, .hex(.tooLong)) {
                return .hasCode(true)
            }
        case .call: return .data(try EVMAnswer.callOutput(value))
        case .transaction: return .transaction(try EVMAnswer.transaction(value))
        case .receipt: return .receipt(try EVMAnswer.receipt(value))
        case .block: return .block(try EVMAnswer.block(value))
        }
    }
}
