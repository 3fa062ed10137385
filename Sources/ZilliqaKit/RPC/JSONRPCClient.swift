import Foundation

/// Sends JSON-RPC 2.0 calls over a ``JSONRPCTransport``, one at a time or as one batch, and
/// decodes each `result` into the type asked for.
///
/// One attempt per call: retrying is the caller's decision (``JSONRPCZilliqaService`` decides).
/// ```swift
/// let client = JSONRPCClient(transport: HTTPTransport(url: Network.mainnet.url))
/// let id = try await client.call(JSONRPCCall("GetNetworkId"), as: String.self).get()   // "1"
/// let balances = try await client.batch(addresses.map { JSONRPCCall("GetBalance", params: [$0.hex]) },
///                                       as: AccountBalance.self)   // one HTTP request
/// ```
public struct JSONRPCClient: Sendable {
    /// What carries the requests.
    public let transport: any JSONRPCTransport

    public init(transport: any JSONRPCTransport) {
        self.transport = transport
    }

    /// Sends `call` and returns its decoded result, or the error object the node sent; the
    /// answer is read up to `limit` (a call whose answer is known to be small may ask for less).
    ///
    /// - Throws: ``ZilliqaServiceError/transport(_:)`` when no answer arrived,
    ///   ``ZilliqaServiceError/invalidResponse(_:)`` when the answer is not JSON-RPC, and
    ///   `CancellationError` when the task was cancelled.
    public func call<Value: Decodable>(
        _ call: JSONRPCCall, as type: Value.Type = Value.self, limit: ResponseSizeLimit = .singleCall
    ) async throws -> Result<Value, RPCError> {
        try await perform(prepare(call), as: type, limit: limit)
    }

    /// Sends all `calls` in one request (a JSON-RPC batch) and returns each one's outcome in
    /// the order of `calls`, whatever order the node answered in. No calls, no request.
    ///
    /// - Throws: as ``call(_:as:)``, for the batch as a whole.
    public func batch<Value: Decodable>(
        _ calls: [JSONRPCCall], as type: Value.Type = Value.self
    ) async throws -> [Result<Value, RPCError>] {
        guard !calls.isEmpty else { return [] }
        let ids = calls.indices.map { String($0 + 1) }
        let body = try JSONRPCMessage.encode(batch: calls, ids: ids)
        let answer = try await exchange(body, limit: .batch(of: calls.count))
        return try JSONRPCMessage.decodeBatchResponse(answer, ids: ids, methods: calls.map(\.method), as: type)
    }

    // MARK: - One encoded request, sent as often as needed

    /// A request already written out, so that a retry sends exactly the same bytes.
    struct PreparedCall: Sendable {
        let method: String
        let id: String
        let body: Data
    }

    /// `call` written out with the id "1".
    func prepare(_ call: JSONRPCCall) throws(ZilliqaServiceError) -> PreparedCall {
        let id = "1"
        return PreparedCall(method: call.method, id: id, body: try JSONRPCMessage.encode(call, id: id))
    }

    /// Sends `prepared.body` once and decodes the answer, read up to `limit`.
    func perform<Value: Decodable>(
        _ prepared: PreparedCall, as type: Value.Type, limit: ResponseSizeLimit = .singleCall
    ) async throws -> Result<Value, RPCError> {
        let answer = try await exchange(prepared.body, limit: limit)
        return try JSONRPCMessage.decodeResponse(answer, id: prepared.id, method: prepared.method, as: type)
    }

    /// The transport's answer to `body`, read up to `limit`, its failures as
    /// ``ZilliqaServiceError/transport(_:)`` (a cancelled task as `CancellationError`).
    private func exchange(_ body: Data, limit: ResponseSizeLimit) async throws -> Data {
        do {
            return try await transport.send(body, limit: limit)
        } catch let error as TransportError {
            if error == .cancelled, Task.isCancelled { throw CancellationError() }
            throw ZilliqaServiceError.transport(error)
        } catch let error as CancellationError {
            throw error
        } catch {
            throw ZilliqaServiceError.transport(.other(String(describing: error)))
        }
    }
}
