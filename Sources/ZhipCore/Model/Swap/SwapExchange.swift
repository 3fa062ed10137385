public import ZilliqaKit

/// Where a network's Uniswap V2 exchange is (PlunderSwap on Zilliqa 2.0): its router, the factory
/// and WZIL the router names (`factory()`, `WETH()`), and the hash its pairs' addresses are made with
/// (`INIT_CODE_PAIR_HASH()`), so a pair's reserves are asked with no look-up of its address.
///
/// ```swift
/// let exchange = SwapExchange.plunderSwapMainnet
/// let pair = exchange.pair(of: exchange.wzil, and: usdt.contract)
/// ```
public struct SwapExchange: Sendable, Hashable {
    public let router: EVMAddress
    public let factory: EVMAddress
    public let wzil: EVMAddress
    /// keccak256 of the pair's creation code, 32 bytes.
    public let initCodeHash: [UInt8]

    public init(router: EVMAddress, factory: EVMAddress, wzil: EVMAddress, initCodeHash: [UInt8]) {
        self.router = router
        self.factory = factory
        self.wzil = wzil
        self.initCodeHash = initCodeHash
    }

    /// PlunderSwap on mainnet, as its documentation publishes it (docs/plunderswap.md).
    public static let plunderSwapMainnet = SwapExchange(
        router: PlunderSwap.mainnetRouter, factory: PlunderSwap.mainnetFactory, wzil: PlunderSwap.mainnetWZIL,
        initCodeHash: PlunderSwap.initCodeHash)

    /// The pair of `a` and `b` (CREATE2, as the router finds it: `PlunderLibrary.pairFor`).
    public func pair(of a: EVMAddress, and b: EVMAddress) -> EVMAddress {
        UniswapV2Pair.address(factory: factory, tokens: a, b, initCodeHash: initCodeHash)
    }
}
