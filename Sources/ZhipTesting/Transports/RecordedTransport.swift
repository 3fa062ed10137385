public import Foundation
public import ZilliqaKit

/// A transport that answers each JSON-RPC method by name from recorded answers, or through a
/// responder that sees the whole request, and keeps every request it was sent. Put it under the
/// real ``ZilliqaKit/JSONRPCZilliqaService``: the client, its encoding and its decoding all run.
///
/// ```swift
/// let node = RecordedTransport([
///     "GetNetworkId": .result("333"),
///     "GetBalance": .result(["balance": "100000000000000", "nonce": 4]),
/// ])
/// let service = JSONRPCZilliqaService(transport: node)
/// let account = try await service.balance(of: address)      // 100 ZIL, nonce 4
/// #expect(node.requests(method: "GetBalance").first?.firstParam == .string(address.hex))
/// ```
/// A batch is answered call by call, each with its own id. A method with no recorded answer and
/// no responder fails the whole body with ``ZilliqaKit/TransportError/other(_:)`` naming the
/// method (which ``ZilliqaKit/JSONRPCZilliqaService`` counts as transient and tries again, as it
/// would a real failure).
public final class RecordedTransport: JSONRPCTransport, RequestRecording {
    public let log = RequestLog()
    private let answers: AnswerBook

    /// Answers each method in `fixtures` with its answer; every other method through `responder`,
    /// or as unrecorded when there is none.
    public init(_ fixtures: [String: RPCAnswer], otherwise responder: RPCResponder? = nil) {
        answers = AnswerBook(fixtures: fixtures, responder: responder, owner: "RecordedTransport")
    }

    /// Answers every call through `responder`.
    ///
    /// ```swift
    /// let node = RecordedTransport { request in .result(request.firstParam ?? nil) }   // an echo
    /// ```
    public convenience init(responder: @escaping RPCResponder) {
        self.init([:], otherwise: responder)
    }

    /// Answers each method from its file in `directory` (`GetBalance.json` holds a response as a
    /// node writes it; see ``RPCAnswer/fixtures(in:)``), every other one through `responder`.
    /// - Throws: ``FixtureError`` naming the file that could not be read.
    public convenience init(fixturesIn directory: URL, otherwise responder: RPCResponder? = nil)
        throws(FixtureError)
    {
        self.init(try RPCAnswer.fixtures(in: directory), otherwise: responder)
    }

    public func send(_ body: Data) async throws -> Data {
        let parsed = try log.record(body)
        return try await answers.responseBody(for: parsed)
    }
}
