public import Foundation
public import ZilliqaKit

/// One JSON-RPC call as a transport received it: its id, method and params, read back from the
/// bytes the real client encoded. Test transports answer it; baselines compare it.
///
/// ```swift
/// let body = try RPCRequestBody(parsing: bytes)
/// body.calls.map(\.method)      // ["GetBalance", "GetBalance"] for a batch of two
/// ```
public struct RPCRequest: Sendable, Hashable {
    /// The id the client chose; an answer must carry it back.
    public let id: JSONValue
    /// The method, e.g. `CreateTransaction`.
    public let method: String
    /// The params as sent (Zilliqa's methods take an array; `[""]` when there are none).
    public let params: JSONValue

    public init(id: JSONValue, method: String, params: JSONValue) {
        self.id = id
        self.method = method
        self.params = params
    }

    /// The first positional parameter, where most of Zilliqa's methods put their one argument.
    public var firstParam: JSONValue? { params.arrayValue?.first }
}

/// A whole request body: one call, or a batch of calls that must be answered as a batch.
public struct RPCRequestBody: Sendable, Hashable {
    /// The calls in the order they were sent.
    public let calls: [RPCRequest]
    /// True when the body was a JSON array (a batch), even of one call.
    public let isBatch: Bool

    /// Reads a request body the JSON-RPC client sent.
    /// - Throws: ``TransportError/other(_:)`` naming what was wrong, when the bytes are not a
    ///   JSON-RPC request or batch (a bug in the client, never expected from ZilliqaKit).
    public init(parsing body: Data) throws(TransportError) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Array(body))
        } catch {
            throw .other("the request body is not JSON")
        }
        switch value {
        case .array(let elements):
            guard !elements.isEmpty else { throw .other("the request is an empty batch") }
            calls = try elements.map { element throws(TransportError) in try Self.call(from: element) }
            isBatch = true
        default:
            calls = [try Self.call(from: value)]
            isBatch = false
        }
    }

    private static func call(from value: JSONValue) throws(TransportError) -> RPCRequest {
        guard case .object(let members) = value else { throw .other("a request is not a JSON object") }
        guard let method = members["method"]?.stringValue else { throw .other("a request has no method") }
        return RPCRequest(id: members["id"] ?? .null, method: method, params: members["params"] ?? .array([]))
    }
}
