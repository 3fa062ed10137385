public import Foundation

/// A ``JSONRPCTransport`` over several nodes of one network (``FailoverNodes``): reads move to the
/// next node when one does not answer, sends never go to a second node once they may have reached
/// one. One for reads and one for sends share the same ``FailoverNodes``.
///
/// ```swift
/// let nodes = FailoverNodes(network: network, timeout: .seconds(30))
/// let evm = JSONRPCEVMService(
///     transport: FailoverTransport(nodes, role: .reads), sendTransport: FailoverTransport(nodes, role: .sends))
/// ```
public struct FailoverTransport: JSONRPCTransport {
    /// What a transport carries, and so when it may move to another node.
    public enum Role: Sendable {
        /// Reads: moved on after a transport failure, HTTP 429 or 5xx.
        case reads
        /// Sends: moved on only after a refused connection.
        case sends
    }

    /// The nodes and what is known of them.
    public let nodes: FailoverNodes
    /// What this transport carries.
    public let role: Role

    public init(_ nodes: FailoverNodes, role: Role) {
        self.nodes = nodes
        self.role = role
    }

    public func send(_ body: Data) async throws -> Data {
        try await send(body, limit: .singleCall)
    }

    public func send(_ body: Data, limit: ResponseSizeLimit) async throws -> Data {
        switch role {
        case .reads: try await nodes.read(body, limit: limit)
        case .sends: try await nodes.send(body, limit: limit)
        }
    }
}
