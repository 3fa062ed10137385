public import Foundation
import Synchronization
public import ZilliqaKit

/// A call ``ScriptedTransport`` is holding: the client is waiting for the node's answer until
/// the test responds to it or refuses it.
///
/// ```swift
/// let call = try await transport.nextHeldCall()           // CreateTransaction, signed and sent
/// #expect(viewModel.state.isSending)
/// call.respond(.accepting(call.request))                 // the node takes it
/// // or: call.refuse(.timedOut)                          // the answer is lost
/// ```
/// A held call is settled once: the first ``respond(_:)`` or ``refuse(_:)`` wins and returns
/// true; later ones, and any after the calling task was cancelled, do nothing and return false.
public final class HeldCall: Sendable, CustomStringConvertible {
    /// How a held call ended.
    public enum Outcome: Sendable, Hashable {
        /// Still waiting.
        case pending
        /// The test answered with this.
        case answered(RPCAnswer)
        /// The test failed the call with this transport error.
        case refused(TransportError)
        /// The task waiting for the answer was cancelled.
        case cancelled
    }

    private enum Waiter {
        /// The call arrived; the client has not started waiting yet.
        case notYet
        case waiting(CheckedContinuation<RPCAnswer, any Error>)
        case done
    }

    /// The held call (for a batch, its first call of a held method).
    public let request: RPCRequest
    /// The whole body it came in: a batch's other calls are answered from the fixtures.
    public let body: RPCRequestBody
    /// The body byte for byte, as the client sent it.
    public let bytes: Data

    private let state = Mutex<(waiter: Waiter, outcome: Outcome)>((.notYet, .pending))

    init(request: RPCRequest, body: RPCRequestBody, bytes: Data) {
        self.request = request
        self.body = body
        self.bytes = bytes
    }

    /// How the call ended, or ``Outcome/pending``.
    public var outcome: Outcome { state.withLock { $0.outcome } }

    /// True until the call is answered, refused or cancelled.
    public var isPending: Bool { outcome == .pending }

    public var description: String { "HeldCall(\(request.method), id \(request.id.encodedText), \(outcome))" }

    /// Answers the held call (each held call of a batch) with `answer`.
    /// - Returns: true when this settled the call; false when it was settled already.
    @discardableResult
    public func respond(_ answer: RPCAnswer) -> Bool {
        settle(.answered(answer)) { $0.resume(returning: answer) }
    }

    /// Fails the whole body with `error`, as the network would: `.timedOut` is an answer that
    /// never came (the client may send the same bytes again), `.connectionRefused` a node that
    /// is gone.
    /// - Returns: true when this settled the call; false when it was settled already.
    @discardableResult
    public func refuse(_ error: TransportError) -> Bool {
        settle(.refused(error)) { $0.resume(throwing: error) }
    }

    // MARK: - The transport's side

    /// Called from within the client's wait: resumes `continuation` when the call is settled,
    /// at once if that already happened (a cancellation that came first, say).
    func wait(with continuation: CheckedContinuation<RPCAnswer, any Error>) {
        let settledAlready: Outcome? = state.withLock { state in
            guard case .notYet = state.waiter else { return state.outcome }
            state.waiter = .waiting(continuation)
            return nil
        }
        switch settledAlready {
        case nil, .pending?: break
        case .answered(let answer)?: continuation.resume(returning: answer)
        case .refused(let error)?: continuation.resume(throwing: error)
        case .cancelled?: continuation.resume(throwing: CancellationError())
        }
    }

    /// The client's task was cancelled: it stops waiting with `CancellationError`.
    func cancel() {
        _ = settle(.cancelled) { $0.resume(throwing: CancellationError()) }
    }

    private func settle(_ outcome: Outcome, resume: (CheckedContinuation<RPCAnswer, any Error>) -> Void) -> Bool {
        let (settled, continuation) = state.withLock { state -> (Bool, CheckedContinuation<RPCAnswer, any Error>?) in
            guard state.outcome == .pending else { return (false, nil) }
            state.outcome = outcome
            let waiter = state.waiter
            state.waiter = .done
            if case .waiting(let continuation) = waiter { return (true, continuation) }
            return (true, nil)
        }
        if let continuation { resume(continuation) }
        return settled
    }
}

extension JSONValue {
    /// Compact JSON text, for descriptions.
    var encodedText: String { String(decoding: encodedBytes(), as: UTF8.self) }
}
