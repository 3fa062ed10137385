public import ZilliqaKit

/// The ``SwapExchangeUseCase`` of the app: the exchanges set kept in ``Preferences`` under
/// ``PreferencesKey/swapExchanges``, keyed by the network's name (a custom one's node URL), each
/// change one atomic update; the router's answers read through ``EVMService/read(_:)``.
///
/// ```swift
/// let swaps = DefaultSwapExchangeUseCase(evmService: service, preferences: preferences)
/// ```
public struct DefaultSwapExchangeUseCase: SwapExchangeUseCase {
    private let evmService: any EVMService
    private let preferences: Preferences

    public init(evmService: any EVMService, preferences: Preferences) {
        self.evmService = evmService
        self.preferences = preferences
    }

    public func exchange(for network: Network) async throws(SwapExchangeError) -> SwapExchange {
        if Self.isMainnet(network) { return .plunderSwapMainnet }
        let stored: [String: StoredSwapExchange]
        do { stored = try preferences.load(.swapExchanges, as: [String: StoredSwapExchange].self) ?? [:] } catch {
            throw .settings(error)
        }
        // A hand-edited entry that does not read counts as none, as `setRouter` never writes one.
        if let exchange = stored[Self.key(network)]?.exchange { return exchange }
        guard let builtIn = PlunderSwap.router(evmChainID: network.evmChainID) else {
            throw .notSet(network: network.displayName)
        }
        return try await setRouter(builtIn, for: network, allowBuiltIn: true)
    }

    public func knownRouter(for network: Network) -> EVMAddress? {
        if Self.isMainnet(network) { return PlunderSwap.mainnetRouter }
        let stored = try? preferences.load(.swapExchanges, as: [String: StoredSwapExchange].self)
        return stored?[Self.key(network)]?.exchange?.router
    }

    /// Mainnet by its name and chain: its exchange is the built-in one.
    private static func isMainnet(_ network: Network) -> Bool {
        network.evmChainID == Network.mainnet.evmChainID && network.displayName == Network.mainnet.displayName
    }

    @discardableResult
    public func setRouter(_ router: EVMAddress, for network: Network) async throws(SwapExchangeError)
        -> SwapExchange
    {
        try await setRouter(router, for: network, allowBuiltIn: false)
    }

    private func setRouter(_ router: EVMAddress, for network: Network, allowBuiltIn: Bool)
        async throws(SwapExchangeError) -> SwapExchange
    {
        if !allowBuiltIn, network.evmChainID == Network.mainnet.evmChainID {
            throw .fixed(network: network.displayName)
        }
        let routerAnswers = try await read([
            EVMCallRequest(to: router, data: UniswapV2Router.weth.selector),
            EVMCallRequest(to: router, data: UniswapV2Router.factory.selector),
        ])
        let wzil: EVMAddress
        let factory: EVMAddress
        do {
            wzil = try UniswapV2Router.address(in: try routerAnswers[0].data())
            factory = try UniswapV2Router.address(in: try routerAnswers[1].data())
        } catch {
            throw .notARouter(router, "WETH() and factory() did not answer addresses")
        }
        let hashAnswer = try await read([EVMCallRequest(to: factory, data: UniswapV2Factory.initCodePairHash.selector)])
        let hash: [UInt8]
        do { hash = try ABIReader(try hashAnswer[0].data()).bytes32() } catch {
            throw .notARouter(router, "its factory did not answer INIT_CODE_PAIR_HASH()")
        }
        let exchange = SwapExchange(router: router, factory: factory, wzil: wzil, initCodeHash: hash)
        do {
            try preferences.update(.swapExchanges, as: [String: StoredSwapExchange].self) { exchanges in
                var changed = exchanges ?? [:]
                changed[Self.key(network)] = StoredSwapExchange(exchange)
                exchanges = changed
            }
        } catch {
            throw .settings(error)
        }
        return exchange
    }

    /// One batch of `calls` at `latest`: the answers in order.
    private func read(_ calls: [EVMCallRequest]) async throws(SwapExchangeError) -> [EVMReadAnswer] {
        let answers: [EVMReadAnswer]
        do { answers = try await evmService.read(calls.map { .call($0, .latest) }) } catch {
            throw .node(TransactionsError(evmNode: error))
        }
        guard answers.count == calls.count else {
            throw .node(.evmService(.malformedAnswer(method: "eth_call", field: "result", problem: .missing)))
        }
        return answers
    }

    private static func key(_ network: Network) -> String { network.displayName }
}

/// An exchange as the preferences keep it: EIP-55 addresses and the pair hash in hex.
struct StoredSwapExchange: Codable, Sendable, Hashable {
    let router: String
    let factory: String
    let wzil: String
    let initCodeHash: String

    init(_ exchange: SwapExchange) {
        router = exchange.router.checksummed
        factory = exchange.factory.checksummed
        wzil = exchange.wzil.checksummed
        initCodeHash = Hex.encode(exchange.initCodeHash)
    }

    /// The exchange, nil when an entry does not read.
    var exchange: SwapExchange? {
        guard let router = try? EVMAddress(router), let factory = try? EVMAddress(factory),
            let wzil = try? EVMAddress(wzil), let hash = try? Hex.decode(initCodeHash), hash.count == 32
        else { return nil }
        return SwapExchange(router: router, factory: factory, wzil: wzil, initCodeHash: hash)
    }
}
