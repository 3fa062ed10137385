public import ZhipCore
public import ZilliqaKit

extension Container {
    /// Makes this container talk to the node through `transport`: ``ZhipCore/Container/zilliqaService``
    /// becomes the real ``ZilliqaKit/JSONRPCZilliqaService`` over it (and ``ZhipCore/Container/evmService``
    /// the real ``ZilliqaKit/JSONRPCEVMService``, as one node serves both APIs), retrying as `attempts` says and
    /// waiting between tries on this container's ``ZhipCore/Container/clock`` (an `ImmediateClock`
    /// makes retries instant). With `network`, that network is registered too; without, the saved
    /// one is used (see ``Seed/network``), else mainnet. What was made for the old service (the
    /// transactions use case) is made again.
    ///
    /// ```swift
    /// let node = RecordedTransport(["GetBalance": .result(["balance": "0", "nonce": 0])])
    /// Container.shared.useTransport(node, network: .testnet)
    /// ```
    public func useTransport(_ transport: any JSONRPCTransport, network: Network? = nil, attempts: Int = 3) {
        if let network { self.network.register { .success(network) } }
        zilliqaService.register {
            JSONRPCZilliqaService(transport: transport, retry: RetryPolicy(on: self.clock(), attempts: attempts))
        }
        evmService.register {
            JSONRPCEVMService(
                transport: transport, retry: RetryPolicy(on: self.clock(), attempts: attempts))
        }
        networkDidChange()
    }
}
