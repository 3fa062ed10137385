/// The balances domain: one composite use case and its three narrow facets.
extension Container {
    // MARK: - Composite use cases

    /// Balances and the gas price on ``network`` through ``zilliqaService``: a
    /// ``DefaultBalancesUseCase`` with the container's preferences, date provider and clock.
    /// `.perContainer`, made again after ``switchNetwork(to:)``. Tests register `FakeBalancesUseCase`
    /// here and every facet below sees it:
    /// ```swift
    /// Container.shared.balancesUseCase.register { FakeBalancesUseCase() }
    /// ```
    public var balancesUseCase: Factory<any BalancesUseCase> {
        self {
            DefaultBalancesUseCase(
                zilliqaService: self.zilliqaService(), networkSetting: self.network(),
                preferences: self.preferences(), dateProvider: self.dateProvider(), clock: self.clock())
        }.perContainer
    }

    // MARK: - Narrow use cases
    //
    // Each resolves to ``balancesUseCase`` (`.unique`: the composite is the one kept), so
    // one object backs them all and a fake registered on the composite reaches every facet
    // that is not registered itself.

    /// The cached balance; resolves to ``balancesUseCase``.
    public var balanceCacheUseCase: Factory<any BalanceCacheUseCase> {
        self { self.balancesUseCase() }
    }

    /// The network's minimum gas price; resolves to ``balancesUseCase``.
    public var gasPriceUseCase: Factory<any GasPriceUseCase> {
        self { self.balancesUseCase() }
    }

    /// An account's live balance; resolves to ``balancesUseCase``.
    public var fetchBalanceUseCase: Factory<any FetchBalanceUseCase> {
        self { self.balancesUseCase() }
    }
}
