public import Foundation

/// One node of a ``FailoverNodes``: how messages name it and the transports that reach it.
public struct FailoverNode: Sendable {
    /// The node's URL as messages show it (``Network/displayURL``).
    public let name: String
    /// Carries reads (and the chain check).
    public let reads: any JSONRPCTransport
    /// Carries sends.
    public let sends: any JSONRPCTransport

    public init(name: String, reads: any JSONRPCTransport, sends: any JSONRPCTransport) {
        self.name = name
        self.reads = reads
        self.sends = sends
    }

    /// The node at `url` over ``HTTPTransport``s: reads share kept-alive connections, each send has
    /// a connection of its own (``HTTPTransport/ConnectionReuse/freshEachRequest``).
    public static func http(_ url: URL, timeout: Duration) -> FailoverNode {
        FailoverNode(
            name: Network.displayForm(of: url), reads: HTTPTransport(url: url, timeout: timeout),
            sends: HTTPTransport(url: url, timeout: timeout, connections: .freshEachRequest))
    }
}
