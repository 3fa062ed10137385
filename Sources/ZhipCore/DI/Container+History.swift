/// The history domain.
extension Container {
    /// An account's transactions on ``network`` through ``evmService``: a ``DefaultHistoryUseCase``
    /// over the container's preferences, token list, staking pools, explorers, contacts and name
    /// service (the counterparties' names), reading the swaps of PlunderSwap's router on the network
    /// and of the router set with `settings set dex` (``SwapExchangeUseCase/knownRouter(for:)``), made at each
    /// resolution so it follows the network setting. Tests register a fake here:
    /// ```swift
    /// Container.shared.historyUseCase.register { FakeHistoryUseCase() }
    /// ```
    public var historyUseCase: Factory<any HistoryUseCase> {
        self {
            let network = self.network()
            let swaps = self.swapExchangeUseCase()
            return DefaultHistoryUseCase(
                evmService: self.evmService(), networkSetting: network, preferences: self.preferences(),
                tokenList: self.tokenListUseCase(), staking: self.stakingUseCase(),
                explorers: self.explorerUseCase(), contacts: { self.contactsUseCase().knownCounterparties },
                // PlunderSwap's router is the use case's own, per network; the one set joins it here.
                names: self.nameServiceUseCase(),
                routers: { (try? network.get()).flatMap { swaps.knownRouter(for: $0) }.map { [$0] } ?? [] })
        }
    }
}
