/// The names domain: ZilNames' `.zil` names.
extension Container {
    /// `.zil` names on ``network`` through ``evmService``: a ``DefaultNameServiceUseCase`` over the
    /// container's preferences, made at each resolution so it follows the network setting.
    public var nameServiceUseCase: Factory<any NameServiceUseCase> {
        self {
            DefaultNameServiceUseCase(
                evmService: self.evmService(), networkSetting: self.network(), preferences: self.preferences())
        }
    }
}
