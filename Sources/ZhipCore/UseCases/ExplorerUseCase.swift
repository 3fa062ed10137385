public import ZilliqaKit

/// Which block explorer links a network's transactions and addresses: the one the person set for
/// the network, else the network's own (``ZilliqaKit/Network/presetExplorer``), else none.
///
/// ```swift
/// let explorers = Container.shared.explorerUseCase()
/// try explorers.setExplorer(Explorer(url: url), for: .devnet)
/// let link = try explorers.explorer(for: .devnet)?.transaction(hash.hex)
/// ```
public protocol ExplorerUseCase: Sendable {
    /// The explorer of `network`: the one set for it, else its preset one; nil when it has neither.
    func explorer(for network: Network) throws(PersistenceError) -> Explorer?

    /// Makes `explorer` the one of `network`; nil goes back to the network's own.
    func setExplorer(_ explorer: Explorer?, for network: Network) throws(PersistenceError)
}

extension ExplorerUseCase {
    /// The link to the transaction `hash` (`0x…`) on `network`'s explorer, if it has one; a
    /// settings file that cannot be read gives the network's own explorer's.
    public func transactionLink(_ hash: String, on network: Network) -> String? {
        ((try? explorer(for: network)) ?? network.presetExplorer)?.transaction(hash).absoluteString
    }
}
