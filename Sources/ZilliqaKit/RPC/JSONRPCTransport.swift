public import Foundation

/// Carries one JSON-RPC request body to a Zilliqa node and brings back the response body.
///
/// The one seam between ZilliqaKit and the network: everything above it (``JSONRPCClient``,
/// ``JSONRPCZilliqaService``) only sees bytes, so tests and tools can put a scripted or
/// recorded transport here, and nothing above knows which transport it has.
/// ```swift
/// let transport = HTTPTransport(url: Network.testnet.url)
/// let answer = try await transport.send(Data(#"{"id":"1","jsonrpc":"2.0","method":"GetNetworkId","params":[""]}"#.utf8))
/// ```
public protocol JSONRPCTransport: Sendable {
    /// Sends `body` (a JSON-RPC request or batch) and returns the body of the answer.
    ///
    /// - Throws: ``TransportError`` when no answer arrived or the answer was not a success;
    ///   `CancellationError` may also pass through when the calling task is cancelled.
    func send(_ body: Data) async throws -> Data

    /// Sends `body` and returns the body of the answer, read up to `limit`.
    ///
    /// - Throws: as ``send(_:)``, and ``TransportError/responseTooLarge(limit:)`` when the answer
    ///   is longer than `limit`.
    func send(_ body: Data, limit: ResponseSizeLimit) async throws -> Data
}

extension JSONRPCTransport {
    /// Reads the whole answer with ``send(_:)`` and refuses it when it is longer than `limit`:
    /// right for transports whose answers are already in memory. A transport that reads from the
    /// network stops reading at the limit instead (``HTTPTransport`` does).
    public func send(_ body: Data, limit: ResponseSizeLimit) async throws -> Data {
        let answer = try await send(body)
        guard answer.count <= limit.bytes else { throw TransportError.responseTooLarge(limit: limit.bytes) }
        return answer
    }
}
