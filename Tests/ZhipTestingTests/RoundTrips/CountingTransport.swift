import Foundation
import Synchronization
import ZilliqaKit

/// A transport that counts the HTTP requests it carries (a JSON-RPC batch is one), then sends each
/// on `transport`: what a payment's round trips are counted with.
final class CountingTransport: JSONRPCTransport {
    private let transport: any JSONRPCTransport
    private let sent = Mutex(0)

    init(_ transport: any JSONRPCTransport) {
        self.transport = transport
    }

    /// The requests sent so far.
    var requests: Int { sent.withLock { $0 } }

    func send(_ body: Data) async throws -> Data {
        sent.withLock { $0 += 1 }
        return try await transport.send(body)
    }

    func send(_ body: Data, limit: ResponseSizeLimit) async throws -> Data {
        sent.withLock { $0 += 1 }
        return try await transport.send(body, limit: limit)
    }
}
