/// The transactions domain: one composite use case and its four narrow facets.
extension Container {
    // MARK: - Composite use cases

    /// Balances, gas price and legacy receipts on ``network`` through ``zilliqaService``: a
    /// ``DefaultTransactionsUseCase`` with the container's preferences, date provider and clock.
    /// `.perContainer`, made again after ``switchNetwork(to:)``. Tests register `FakeTransactionsUseCase`
    /// here and every facet below sees it:
    /// ```swift
    /// Container.shared.transactionsUseCase.register { FakeTransactionsUseCase() }
    /// ```
    public var transactionsUseCase: Factory<any TransactionsUseCase> {
        self {
            DefaultTransactionsUseCase(
                zilliqaService: self.zilliqaService(), networkSetting: self.network(),
                preferences: self.preferences(), dateProvider: self.dateProvider(), clock: self.clock())
        }.perContainer
    }

    // MARK: - Narrow use cases
    //
    // Each resolves to ``transactionsUseCase`` (`.unique`: the composite is the one kept), so
    // one object backs them all and a fake registered on the composite reaches every facet
    // that is not registered itself.

    /// The cached balance; resolves to ``transactionsUseCase``.
    public var balanceCacheUseCase: Factory<any BalanceCacheUseCase> {
        self { self.transactionsUseCase() }
    }

    /// The network's minimum gas price; resolves to ``transactionsUseCase``.
    public var gasPriceUseCase: Factory<any GasPriceUseCase> {
        self { self.transactionsUseCase() }
    }

    /// An account's live balance; resolves to ``transactionsUseCase``.
    public var fetchBalanceUseCase: Factory<any FetchBalanceUseCase> {
        self { self.transactionsUseCase() }
    }

    /// Waiting for a transaction's receipt; resolves to ``transactionsUseCase``.
    public var transactionReceiptUseCase: Factory<any TransactionReceiptUseCase> {
        self { self.transactionsUseCase() }
    }
}
