import Foundation
import ZilliqaKit

/// Answers one call from what the test knows: used by ``RecordedTransport`` and
/// ``ScriptedTransport`` for every call that has no recorded answer. It sees the whole request
/// (id, method, params) and may throw a ``ZilliqaKit/TransportError`` to fail the whole body,
/// as a lost connection would.
///
/// ```swift
/// let responder: RPCResponder = { request in
///     request.method == "GetBalance" ? .result(["balance": "0", "nonce": 0]) : .error(code: -32601, message: "no")
/// }
/// ```
public typealias RPCResponder = @Sendable (RPCRequest) async throws -> RPCAnswer

/// Recorded answers by method, then a responder for the rest: how the test transports answer
/// calls they do not hold.
struct AnswerBook: Sendable {
    let fixtures: [String: RPCAnswer]
    let responder: RPCResponder?
    /// The transport's type name, for the error naming an unanswered method.
    let owner: String

    /// The answer to `request`.
    /// - Throws: ``ZilliqaKit/TransportError/other(_:)`` naming the method when nothing answers
    ///   it, or what the responder throws.
    func answer(_ request: RPCRequest) async throws -> RPCAnswer {
        if let answer = fixtures[request.method] { return answer }
        if let responder { return try await responder(request) }
        throw TransportError.other(
            "\(owner) has no answer for \(request.method): record one under \"\(request.method)\" or answer it"
                + " in a responder")
    }

    /// The response body answering every call of `body`, each one by ``answer(_:)``.
    func responseBody(for body: RPCRequestBody) async throws -> Data {
        var answers: [RPCAnswer] = []
        for call in body.calls { answers.append(try await answer(call)) }
        return RPCAnswer.responseBody(answering: body, with: answers)
    }
}
