/// The EVM payments domain.
extension Container {
    /// Payments from the wallet's EVM account on ``network`` through ``evmService``: a
    /// ``DefaultEVMPaymentsUseCase`` with the container's preferences, made at each resolution so
    /// it follows the network setting. Tests register a fake here:
    /// ```swift
    /// Container.shared.evmPaymentsUseCase.register { MyFakeEVMPayments() }
    /// ```
    public var evmPaymentsUseCase: Factory<any EVMPaymentsUseCase> {
        self {
            DefaultEVMPaymentsUseCase(
                evmService: self.evmService(), zilliqaService: self.zilliqaService(), networkSetting: self.network(),
                preferences: self.preferences(), clock: self.clock())
        }
    }
}
