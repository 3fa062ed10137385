/// The history domain.
extension Container {
    /// An account's transactions on ``network`` through ``evmService``: a ``DefaultHistoryUseCase``
    /// over the container's preferences, token list, staking pools, explorers, contacts and name
    /// service (the counterparties' names), made at each
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
                names: self.nameServiceUseCase())
        }
    }
}
