/// The tokens domain.
extension Container {
    /// The tokens listed on ``network``: a ``DefaultTokenListUseCase`` over the container's
    /// preferences, made at each resolution so it follows the network setting.
    public var tokenListUseCase: Factory<any TokenListUseCase> {
        self { DefaultTokenListUseCase(preferences: self.preferences(), networkSetting: self.network()) }
    }
}

extension Container {
    /// Token metadata and balances on ``network`` through ``evmService`` (ZRC-2 tokens through
    /// ``zilliqaService``): a
    /// ``DefaultTokenReadingUseCase`` over the container's preferences and date provider, made at
    /// each resolution so it follows the network setting.
    public var tokenReadingUseCase: Factory<any TokenReadingUseCase> {
        self {
            DefaultTokenReadingUseCase(
                evmService: self.evmService(), zilliqaService: self.zilliqaService(), networkSetting: self.network(),
                preferences: self.preferences(),
                dateProvider: self.dateProvider())
        }
    }
}

extension Container {
    /// The allowances an account granted of its listed tokens, on ``network``: a
    /// ``DefaultTokenAllowancesUseCase`` over ``evmService`` and the container's preferences.
    public var tokenAllowancesUseCase: Factory<any TokenAllowancesUseCase> {
        self {
            DefaultTokenAllowancesUseCase(
                evmService: self.evmService(), networkSetting: self.network(), preferences: self.preferences())
        }
    }
}
