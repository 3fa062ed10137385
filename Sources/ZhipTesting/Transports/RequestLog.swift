public import Foundation
import Synchronization
import ZilliqaKit

/// What a test transport was sent, in order: every body as the client wrote it, and the calls in
/// them. Shared by ``RecordedTransport``, ``ScriptedTransport`` and ``SilentTransport``.
///
/// ```swift
/// transport.requests.map(\.method)           // ["GetNetworkId", "GetBalance", "CreateTransaction"]
/// transport.requests(method: "GetBalance")   // each call of one method, batches included
/// transport.log.bodies.last?.isBatch         // whether the last body was a batch
/// ```
public final class RequestLog: Sendable {
    private struct Entry: Sendable {
        let bytes: Data
        let body: RPCRequestBody
    }

    private let entries = Mutex<[Entry]>([])

    init() {}

    /// Every body received, read back into its calls, in the order received.
    public var bodies: [RPCRequestBody] { entries.withLock { $0.map(\.body) } }

    /// Every body received, byte for byte: a retry of a signed transaction shows as the same bytes.
    public var bytes: [Data] { entries.withLock { $0.map(\.bytes) } }

    /// Every call received, a batch's calls one by one, in the order received.
    public var requests: [RPCRequest] { entries.withLock { $0.flatMap(\.body.calls) } }

    /// Reads `bytes` as a JSON-RPC body and keeps it.
    /// - Throws: ``ZilliqaKit/TransportError/other(_:)`` when the bytes are not a JSON-RPC
    ///   request; nothing is kept then.
    func record(_ bytes: Data) throws(TransportError) -> RPCRequestBody {
        let body = try RPCRequestBody(parsing: bytes)
        entries.withLock { $0.append(Entry(bytes: bytes, body: body)) }
        return body
    }
}

/// A transport that keeps a ``RequestLog`` of what it was sent; the accessors below read it.
public protocol RequestRecording: Sendable {
    /// Everything sent so far.
    var log: RequestLog { get }
}

extension RequestRecording {
    /// Every call sent, a batch's calls one by one, in order.
    public var requests: [RPCRequest] { log.requests }

    /// How many calls were sent (a batch of three counts three).
    public var requestCount: Int { log.requests.count }

    /// The calls of `method`, in order.
    public func requests(method: String) -> [RPCRequest] {
        log.requests.filter { $0.method == method }
    }
}
