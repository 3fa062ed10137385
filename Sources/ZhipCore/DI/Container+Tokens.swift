/// The tokens domain.
extension Container {
    /// The tokens listed on ``network``: a ``DefaultTokenListUseCase`` over the container's
    /// preferences, made at each resolution so it follows the network setting.
    public var tokenListUseCase: Factory<any TokenListUseCase> {
        self { DefaultTokenListUseCase(preferences: self.preferences(), networkSetting: self.network()) }
    }
}
