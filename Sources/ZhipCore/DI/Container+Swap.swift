/// The swap domain: where each network's exchange is.
extension Container {
    /// The exchange of each network through ``evmService``: a ``DefaultSwapExchangeUseCase`` over the
    /// container's preferences.
    public var swapExchangeUseCase: Factory<any SwapExchangeUseCase> {
        self { DefaultSwapExchangeUseCase(evmService: self.evmService(), preferences: self.preferences()) }
    }
}
