public import ZilliqaKit

/// The devnet's JSON-RPC 2.0 endpoint without the HTTP around it: a request body in, a
/// response body out. Batches (a JSON array of requests) are answered with an array.
///
/// ```swift
/// let handler = JSONRPCHandler(methods: DevnetMethods(ledger: ledger))
/// let answer = handler.handle(body: Array(#"{"id":"1","jsonrpc":"2.0","method":"GetNetworkId","params":[""]}"#.utf8))
/// // {"id":"1","jsonrpc":"2.0","result":"222"}
/// ```
/// A request without an `id` is answered with `"id": null` (the devnet has no notifications).
public struct JSONRPCHandler: Sendable {
    /// The methods requests are dispatched to.
    public let methods: DevnetMethods

    public init(methods: DevnetMethods) {
        self.methods = methods
    }

    /// The response body for a request body.
    public func handle(body: [UInt8]) -> [UInt8] {
        handle(parsing: body).encodedBytes()
    }

    /// The response for a request body, as JSON.
    public func handle(parsing body: [UInt8]) -> JSONValue {
        handle(parsed: try? JSONValue(parsing: body))
    }

    /// The response for an already parsed body; nil stands for a body that is not JSON.
    public func handle(parsed request: JSONValue?) -> JSONValue {
        guard let request else { return Self.response(id: .null, outcome: .failure(.notJSON)) }
        if case .array(let batch) = request {
            guard !batch.isEmpty else {
                return Self.response(id: .null, outcome: .failure(.invalidRequest("an empty batch")))
            }
            return .array(batch.map(handle(request:)))
        }
        return handle(request: request)
    }

    /// The response to one request object.
    public func handle(request: JSONValue) -> JSONValue {
        guard let members = request.objectValue else {
            return Self.response(id: .null, outcome: .failure(.invalidRequest("a request is a JSON object")))
        }
        let id = members["id"] ?? .null
        guard members["jsonrpc"] == .string("2.0") else {
            return Self.response(id: id, outcome: .failure(.invalidRequest("\"jsonrpc\" must be \"2.0\"")))
        }
        guard let method = members["method"]?.stringValue else {
            return Self.response(id: id, outcome: .failure(.invalidRequest("\"method\" must be a string")))
        }
        let params: [JSONValue]
        switch members["params"] {
        case nil, .null?: params = []
        case .array(let elements)?: params = elements
        default:
            return Self.response(
                id: id, outcome: .failure(.invalidParams("params are given by position, as an array")))
        }
        let outcome = Result { () throws(DevnetRPCError) -> JSONValue in try methods.call(method, params: params) }
        return Self.response(id: id, outcome: outcome)
    }

    /// The method names a parsed body calls (several for a batch), for fault targeting.
    public static func methodNames(in request: JSONValue?) -> [String] {
        switch request {
        case .array(let batch)?: batch.compactMap { $0["method"]?.stringValue }
        case let single?: single["method"]?.stringValue.map { [$0] } ?? []
        case nil: []
        }
    }

    /// The first param of each call to `method` in a parsed body (several for a batch; nil for a
    /// call without params), to record the transactions an injected fault kept from being processed.
    static func firstParams(ofCallsTo method: String, in request: JSONValue?) -> [JSONValue?] {
        let calls: [JSONValue] =
            switch request {
            case .array(let batch)?: batch
            case let single?: [single]
            case nil: []
            }
        return calls.filter { $0["method"]?.stringValue == method }.map { $0["params"]?.arrayValue?.first }
    }

    static func response(id: JSONValue, outcome: Result<JSONValue, DevnetRPCError>) -> JSONValue {
        switch outcome {
        case .success(let result): ["id": id, "jsonrpc": "2.0", "result": result]
        case .failure(let error): ["id": id, "jsonrpc": "2.0", "error": error.json]
        }
    }
}
