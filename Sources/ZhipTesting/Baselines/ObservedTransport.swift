public import Foundation
public import ZilliqaKit

/// A ``ZilliqaKit/JSONRPCTransport`` that logs every call into a ``TrafficTap`` before sending
/// it on the transport it wraps; the answer (or failure) is the wrapped transport's.
public struct ObservedTransport: JSONRPCTransport {
    /// The transport that really sends.
    public let wrapped: any JSONRPCTransport
    /// Where calls are logged.
    public let tap: TrafficTap

    public init(wrapping transport: any JSONRPCTransport, into tap: TrafficTap) {
        wrapped = transport
        self.tap = tap
    }

    public func send(_ body: Data) async throws -> Data {
        log(body)
        return try await wrapped.send(body)
    }

    /// Logs the calls and sends them on with `limit`, so that the wrapped transport stops reading where it would alone.
    public func send(_ body: Data, limit: ResponseSizeLimit) async throws -> Data {
        log(body)
        return try await wrapped.send(body, limit: limit)
    }

    private func log(_ body: Data) {
        // A body that is not JSON-RPC holds no call to log; the wrapped transport decides what it gets.
        if let parsed = try? RPCRequestBody(parsing: body) {
            for call in parsed.calls { tap.record(call) }
        }
    }
}
