public import Foundation
public import ZilliqaKit

/// How a test transport answers one call: a result, or a JSON-RPC error as the node writes it.
///
/// ```swift
/// .result(["balance": "1000000000000", "nonce": 3])
/// .error(code: -5, message: "Account is not created")
/// ```
public enum RPCAnswer: Sendable, Hashable {
    /// A successful answer whose `result` is this value.
    case result(JSONValue)
    /// A JSON-RPC error object with this code and message.
    case error(code: Int, message: String)

    /// The JSON-RPC response object answering `request`, carrying its id.
    public func response(to request: RPCRequest) -> JSONValue {
        var members: [String: JSONValue] = ["id": request.id, "jsonrpc": "2.0"]
        switch self {
        case .result(let value):
            members["result"] = value
        case .error(let code, let message):
            members["error"] = ["code": .integer(Int64(code)), "message": .string(message)]
        }
        return .object(members)
    }

    /// The response body answering `body` with `answers` (one per call, in order): a single
    /// object for a single call, an array for a batch.
    public static func responseBody(answering body: RPCRequestBody, with answers: [RPCAnswer]) -> Data {
        let responses = zip(body.calls, answers).map { request, answer in answer.response(to: request) }
        let value: JSONValue = body.isBatch ? .array(responses) : responses.first ?? .null
        return Data(value.encodedBytes())
    }
}
