public import Foundation
import Synchronization
public import ZilliqaKit

/// A transport that holds the calls of the methods a test names until the test responds to or
/// refuses each one, and answers every other call like ``RecordedTransport``. The window between
/// signing and the node's answer becomes observable: a scene showing "sending", a cancel that
/// must not be possible, an answer that is lost and sent again.
///
/// ```swift
/// let node = ScriptedTransport(holding: ["CreateTransaction"], answering: [
///     "GetNetworkId": .result("333"), "GetBalance": .result(["balance": "100000000000000", "nonce": 4]),
/// ])
/// Container.shared.useTransport(node)
/// let sending = Task { await signScene.didTapConfirm() }
/// let call = try await node.nextHeldCall()
/// #expect(signScene.state.isSending)
/// call.respond(.accepting(call.request))
/// await sending.value
/// ```
/// A body is held when any of its calls is of a held method; its other calls are answered from
/// the fixtures once the test settles it. The wallet's era probe (``RPCRequest/isLegacyTransferProbe``)
/// is not held: it is answered at once with `probeAnswer` (by default as a node that still
/// takes legacy transfers answers it), so that what is held is the payment. Cancelling the task that waits ends the call with
/// `CancellationError` at once, and it leaves ``held``.
public final class ScriptedTransport: JSONRPCTransport, RequestRecording {
    public let log = RequestLog()
    /// The methods whose calls are held.
    public let heldMethods: Set<String>
    /// What the era probe is answered.
    public let probeAnswer: RPCAnswer
    private let answers: AnswerBook
    private let calls = Mutex<[HeldCall]>([])

    /// Holds the calls of `methods`; answers the era probe with `probeAnswer`, and each other
    /// method from `fixtures`, else through `responder`, else fails it as unrecorded (see
    /// ``RecordedTransport``).
    public init(
        holding methods: Set<String> = ["CreateTransaction"], answering fixtures: [String: RPCAnswer] = [:],
        otherwise responder: RPCResponder? = nil, probeAnswer: RPCAnswer = .probeRefusedForGasLimit
    ) {
        heldMethods = methods
        self.probeAnswer = probeAnswer
        answers = AnswerBook(fixtures: fixtures, responder: responder, owner: "ScriptedTransport")
    }

    /// The calls waiting for the test, oldest first.
    public var held: [HeldCall] { calls.withLock { $0.filter(\.isPending) } }

    /// Every call that was held, settled or not, oldest first.
    public var everHeld: [HeldCall] { calls.withLock { $0 } }

    /// The oldest call waiting for the test (of `method`, when given), once there is one.
    /// - Throws: ``WaitTimedOut`` when none arrives within `timeout`.
    public func nextHeldCall(
        method: String? = nil, timeout: Duration = .seconds(30), fileID: String = #fileID, line: Int = #line
    ) async throws -> HeldCall {
        var found: HeldCall?
        try await wait(
            until: {
                found = held.first { method == nil || $0.request.method == method }
                return found != nil
            }, timeout: timeout, isolation: nil, fileID: fileID, line: line)
        guard let found else { throw WaitTimedOut(timeout: timeout, fileID: fileID, line: line) }
        return found
    }

    public func send(_ body: Data) async throws -> Data {
        let parsed = try log.record(body)
        if parsed.calls.count == 1, let probe = parsed.calls.first, probe.isLegacyTransferProbe {
            return RPCAnswer.responseBody(answering: parsed, with: [probeAnswer])
        }
        guard let heldRequest = parsed.calls.first(where: { heldMethods.contains($0.method) }) else {
            return try await answers.responseBody(for: parsed)
        }
        let call = HeldCall(request: heldRequest, body: parsed, bytes: body)
        calls.withLock { $0.append(call) }
        let answer = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<RPCAnswer, any Error>) in
                call.wait(with: continuation)
            }
        } onCancel: {
            call.cancel()
        }
        var replies: [RPCAnswer] = []
        for request in parsed.calls {
            replies.append(heldMethods.contains(request.method) ? answer : try await answers.answer(request))
        }
        return RPCAnswer.responseBody(answering: parsed, with: replies)
    }
}
