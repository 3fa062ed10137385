public import ZilliqaKit

extension SentTransaction {
    /// The hash an explorer pages the transaction by: an EVM hash as it is, a legacy id with `0x`
    /// (Zilliqa 2.0 serves every transaction by its hash on `eth_`, `docs/zq2-explorers.md`).
    public var explorerHash: String {
        switch self {
        case .legacy(let id): "0x" + id.hex
        case .evm(let hash): hash.hex
        }
    }

    /// The transaction's page on `network`'s explorer (``ExplorerUseCase``), nil when it has none.
    public func explorerLink(
        on network: Network, explorers: any ExplorerUseCase = Container.shared.explorerUseCase()
    ) -> String? {
        explorers.transactionLink(explorerHash, on: network)
    }
}
