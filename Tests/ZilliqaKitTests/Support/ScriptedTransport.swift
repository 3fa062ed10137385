import Foundation
import ZilliqaKit

/// What a scripted method answers to one request.
enum ScriptedReply: Sendable {
    /// A `result` whose JSON text is given, e.g. `#"{"balance":"100","nonce":1}"#` or `#""1""#`.
    case result(String)
    /// An `error` object.
    case error(code: Int, message: String)
    /// No answer at all: the whole request fails with this transport error.
    case transportFailure(TransportError)
}

/// One request as a scripted method sees it.
struct ScriptedCall: Sendable {
    /// The method, e.g. `GetBalance`.
    let method: String
    /// The string parameters, in order (a transaction object is left out).
    let stringParams: [String]
    /// How many times this method has been asked so far, this time included (from 1).
    let count: Int
}

/// A transport that answers each JSON-RPC method from a closure and records every body it got.
///
/// Batches are answered in reverse order, so that tests prove answers are matched by id.
/// ```swift
/// let transport = ScriptedTransport(["GetNetworkId": { _ in .result(#""333""#) }])
/// let service = JSONRPCZilliqaService(transport: transport, retry: .never)
/// ```
actor ScriptedTransport: JSONRPCTransport {
    typealias Handler = @Sendable (ScriptedCall) -> ScriptedReply

    private let handlers: [String: Handler]
    private let raw: (@Sendable (Data) throws -> Data)?
    private var counts: [String: Int] = [:]
    /// Every request body received, in order.
    private(set) var bodies: [Data] = []

    /// Answers each method from its handler; an unscripted method gets -32601.
    init(_ handlers: [String: Handler]) {
        self.handlers = handlers
        raw = nil
    }

    /// Answers every request with `respond(body)`, whatever it asks.
    init(raw respond: @escaping @Sendable (Data) throws -> Data) {
        handlers = [:]
        raw = respond
    }

    /// Answers every request with `text`.
    init(rawAnswer text: String) {
        self.init(raw: { _ in Data(text.utf8) })
    }

    func send(_ body: Data) async throws -> Data {
        bodies.append(body)
        if let raw { return try raw(body) }
        let request = try JSONSerialization.jsonObject(with: body)
        if let batch = request as? [[String: Any]] {
            var answers: [String] = []
            for item in batch { answers.append(try answer(item)) }
            return Data(("[" + answers.reversed().joined(separator: ",") + "]").utf8)
        }
        guard let single = request as? [String: Any] else { throw TransportError.other("not a JSON-RPC request") }
        return Data(try answer(single).utf8)
    }

    /// The methods of each request received: one name, or several for a batch.
    func methods() throws -> [[String]] {
        try bodies.map { body in
            let request = try JSONSerialization.jsonObject(with: body)
            let items = (request as? [[String: Any]]) ?? [(request as? [String: Any]) ?? [:]]
            return items.map { $0["method"] as? String ?? "?" }
        }
    }

    private func answer(_ request: [String: Any]) throws -> String {
        let method = request["method"] as? String ?? ""
        let params = (request["params"] as? [Any] ?? []).compactMap { $0 as? String }
        let count = (counts[method] ?? 0) + 1
        counts[method] = count
        let reply =
            handlers[method]?(ScriptedCall(method: method, stringParams: params, count: count))
            ?? .error(code: -32601, message: "METHOD_NOT_FOUND: \(method)")
        let id = String(
            decoding: try JSONSerialization.data(withJSONObject: request["id"] ?? NSNull(), options: .fragmentsAllowed),
            as: UTF8.self)
        switch reply {
        case .result(let json):
            return #"{"id":\#(id),"jsonrpc":"2.0","result":\#(json)}"#
        case .error(let code, let message):
            let quoted = String(
                decoding: try JSONSerialization.data(withJSONObject: message, options: .fragmentsAllowed), as: UTF8.self
            )
            return #"{"error":{"code":\#(code),"data":null,"message":\#(quoted)},"id":\#(id),"jsonrpc":"2.0"}"#
        case .transportFailure(let error):
            throw error
        }
    }
}

/// Records the waits a retry or polling policy asks for, instead of waiting.
actor SleepLog {
    private(set) var durations: [Duration] = []

    func record(_ duration: Duration) { durations.append(duration) }

    /// A sleep function that records and returns at once.
    nonisolated var sleep: @Sendable (Duration) async throws -> Void {
        { duration in await self.record(duration) }
    }
}
