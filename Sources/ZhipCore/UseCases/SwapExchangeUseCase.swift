public import ZilliqaKit

/// Where the wallet's network swaps: PlunderSwap's published mainnet contracts built in; testnet's
/// router built in and its factory, WZIL and pair hash read from it once; any other network's router
/// set by the person (`zhip-cli settings set dex ROUTER`), the rest read from it (`WETH()`,
/// `factory()`, then the factory's `INIT_CODE_PAIR_HASH()`) and kept.
///
/// ```swift
/// let exchange = try await Container.shared.swapExchangeUseCase().exchange(for: network)
/// try await swaps.setRouter(router, for: .devnet)      // zhip-cli settings set dex
/// ```
public protocol SwapExchangeUseCase: Sendable {
    /// The exchange of `network`.
    /// - Throws: ``SwapExchangeError/notSet(network:)`` for a network with none built in or set;
    ///   the node's failure reading testnet's; the settings' failure.
    func exchange(for network: Network) async throws(SwapExchangeError) -> SwapExchange

    /// Sets `network`'s exchange to the one of `router`, read from it (two round trips), and keeps it.
    /// - Throws: ``SwapExchangeError/fixed(network:)`` for mainnet; ``SwapExchangeError/notARouter(_:_:)``
    ///   when the router's answers do not read as a V2 router's; the node's or the settings' failure.
    /// The router of `network` the wallet already knows, asking no node: mainnet's, or the one kept.
    func knownRouter(for network: Network) -> EVMAddress?

    @discardableResult
    func setRouter(_ router: EVMAddress, for network: Network) async throws(SwapExchangeError) -> SwapExchange
}

/// Why the exchange of a network is not known, each with what to do.
public enum SwapExchangeError: Error, Sendable, CustomStringConvertible {
    case notSet(network: String)
    case fixed(network: String)
    case notARouter(EVMAddress, String)
    case node(TransactionsError)
    case settings(PersistenceError)

    public var description: String {
        switch self {
        case .notSet(let network):
            "no exchange is known on \(network): set its router with 'zhip-cli settings set dex ROUTER'"
        case .fixed(let network):
            "\(network) swaps on PlunderSwap, whose contracts are built in: nothing to set"
        case .notARouter(let router, let why):
            "\(router.checksummed) does not answer as a Uniswap V2 router (\(why)): check the address"
        case .node(let error): "\(error)"
        case .settings(let error): "\(error)"
        }
    }
}
