/// The history domain.
extension Container {
    /// An account's transactions on ``network`` through ``evmService``: a ``DefaultHistoryUseCase``
    /// over the container's preferences, token list, staking pools, explorers, contacts and name
    /// service (the counterparties' names), reading the swaps of PlunderSwap's router on the network
    /// (the swap settings' routers will join `routers`), made at each
    /// resolution so it follows the network setting. Tests register a fake here:
    /// ```swift
    /// Container.shared.historyUseCase.register { FakeHistoryUseCase() }
    /// ```
    public var historyUseCase: Factory<any HistoryUseCase> {
        self {
            DefaultHistoryUseCase(
                evmService: self.evmService(), networkSetting: self.network(), preferences: self.preferences(),
                tokenList: self.tokenListUseCase(), staking: self.stakingUseCase(),
                explorers: self.explorerUseCase(), contacts: { self.contactsUseCase().knownCounterparties },
                // PlunderSwap's router is the use case's own, per network; the swap settings' join here.
                names: self.nameServiceUseCase(), routers: { [] })
        }
    }
}
