/// The clients of a JSON-RPC service: one for reads and one for sends, the same one unless a
/// transport for sends was given. ``JSONRPCZilliqaService`` and ``JSONRPCEVMService`` both make
/// theirs here, so both treat connections alike.
struct ServiceClients {
    let reads: JSONRPCClient
    let sends: JSONRPCClient

    init(transport: any JSONRPCTransport, sendTransport: (any JSONRPCTransport)?) {
        reads = JSONRPCClient(transport: transport)
        sends = sendTransport.map { JSONRPCClient(transport: $0) } ?? reads
    }

    /// The ``HTTPTransport``s for `network`'s node: reads share kept-alive connections, each send
    /// has a connection of its own (see ``HTTPTransport/ConnectionReuse/freshEachRequest``).
    static func httpTransports(for network: Network, timeout: Duration) -> (reads: HTTPTransport, sends: HTTPTransport)
    {
        (
            HTTPTransport(url: network.url, timeout: timeout),
            HTTPTransport(url: network.url, timeout: timeout, connections: .freshEachRequest)
        )
    }
}
