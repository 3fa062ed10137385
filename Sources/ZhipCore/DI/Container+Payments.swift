/// The payments domain.
extension Container {
    /// Payments from either account on ``network`` through ``zilliqaService`` and ``evmService``: a
    /// ``DefaultPaymentsUseCase`` with the container's preferences and clock, made at each resolution
    /// so it follows the network setting. Tests register a fake here:
    /// ```swift
    /// Container.shared.paymentsUseCase.register { FakePaymentsUseCase() }
    /// ```
    public var paymentsUseCase: Factory<any PaymentsUseCase> {
        self {
            DefaultPaymentsUseCase(
                zilliqaService: self.zilliqaService(), evmService: self.evmService(), networkSetting: self.network(),
                preferences: self.preferences(), clock: self.clock(), dateProvider: self.dateProvider())
        }
    }
}
