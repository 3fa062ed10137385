/// The staking domain.
extension Container {
    /// Delegation pools and positions on ``network`` through ``evmService``: a
    /// ``DefaultStakingUseCase`` over the container's preferences, made at each resolution so it
    /// follows the network setting.
    public var stakingUseCase: Factory<any StakingUseCase> {
        self {
            DefaultStakingUseCase(
                evmService: self.evmService(), tokenReading: self.tokenReadingUseCase(),
                preferences: self.preferences(), networkSetting: self.network())
        }
    }
}
