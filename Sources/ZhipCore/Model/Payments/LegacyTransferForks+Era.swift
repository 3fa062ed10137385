public import ZilliqaKit

extension LegacyTransferForks {
    /// What `network` does with legacy transfers, asked at most once and never of a public node by a
    /// probe: from the known forks on mainnet and testnet (``eraAsOfNow(chainID:)``), else from the
    /// node's answer to the probe (``ZilliqaKit/ZilliqaService/legacyTransfers(chainID:)``); nil
    /// when the node's answer did not tell (unreachable, rate limited). The one way the app, the
    /// send flows and the account choice learn the era.
    ///
    /// ```swift
    /// let era = await LegacyTransferForks.era(on: .mainnet, asking: service)   // .escrowOnly, nothing sent
    /// ```
    public static func era(on network: Network, asking service: any ZilliqaService) async -> LegacyTransfers? {
        if let known = eraAsOfNow(chainID: network.chainID) { return known }
        return try? await service.legacyTransfers(chainID: network.chainID)
    }
}
