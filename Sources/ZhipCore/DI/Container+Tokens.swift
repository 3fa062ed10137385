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
