import Foundation
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// PlunderSwap's mainnet contracts answered by a ``FakeEVMService`` on the devnet, behind the Swap
/// scene and flow tests: one pair of WZIL and TUSD (6 decimals), the router's quotes set per amount
/// with ZilliqaKit's call encoders, every other router call (the swap simulated) answered as run.
struct SwapFixtures {
    static let exchange = SwapExchange.plunderSwapMainnet
    static let tusd: Token = {
        do {
            return try Token(
                contract: try EVMAddress("0x" + String(repeating: "cd", count: 20)), symbol: "TUSD", name: "Test USD",
                decimals: 6, evmChainID: Network.devnet.evmChainID)
        } catch {
            preconditionFailure("the fixture token is a token: \(error)")
        }
    }()
    static let wzil = exchange.wzil
    /// 10^18: one ZIL in wei.
    static let oneZIL = UInt256(1_000_000_000_000_000_000 as UInt128)

    let nodes: EVMSendFixtures
    var evm: FakeEVMService { nodes.evm }

    /// The sender holds 100 ZIL; the router's swap simulations run, estimated at 150000 gas.
    init() {
        nodes = EVMSendFixtures(balance: Wei(100, unit: .zil))
        evm.setCallAnswer(.success(Self.amountsAnswer([Self.oneZIL])), to: Self.exchange.router)
        evm.setGasEstimate(.success(150_000), to: Self.exchange.router)
        evm.setGasEstimate(.success(60_000), to: Self.tusd.contract)
        // An approval simulated: `true`.
        evm.setCallAnswer(.success(ABIValue.bool(true).word), to: Self.tusd.contract)
    }

    /// The router quotes `amountIn` of `path`'s first token for `amountOut` of its last, and the pair
    /// holds `reserveIn` and `reserveOut` of them.
    func quote(
        _ amountIn: UInt256, for amountOut: UInt256, path: [EVMAddress], reserveIn: UInt256, reserveOut: UInt256
    ) {
        evm.setCallAnswer(
            .success(Self.amountsAnswer([amountIn, amountOut])), to: Self.exchange.router,
            data: UniswapV2Router.getAmountsOutCall(amountIn: amountIn, path: path))
        let (token0, _) = UniswapV2Pair.sorted(path[0], path[1])
        let reserves = token0 == path[0] ? (reserveIn, reserveOut) : (reserveOut, reserveIn)
        evm.setCallAnswer(
            .success(reserves.0.bigEndianBytes + reserves.1.bigEndianBytes + ABIEncoding.word(1_700_000_000)),
            to: Self.exchange.pair(of: path[0], and: path[1]), data: UniswapV2Pair.getReserves.selector)
    }

    /// 1 ZIL for 3.0 TUSD at a pair of 1000 ZIL and 3000 TUSD: a price impact of about 0.4 %.
    func quoteOneZILForTUSD() {
        quote(
            Self.oneZIL, for: UInt256(2_988_000), path: [Self.wzil, Self.tusd.contract],
            reserveIn: UInt256(1_000_000_000_000_000_000_000 as UInt128), reserveOut: UInt256(3_000_000_000))
    }

    /// The router has no pair of `path`: it reverts the quote.
    func noPair(_ amountIn: UInt256, path: [EVMAddress]) {
        evm.setCallAnswer(
            .failure(.executionReverted(method: "eth_call", data: [])), to: Self.exchange.router,
            data: UniswapV2Router.getAmountsOutCall(amountIn: amountIn, path: path))
    }

    /// The sender holds `balance` TUSD units and allows the router `allowance` of them.
    func tokenAccount(balance: UInt256, allowance: UInt256) {
        let sender = EVMSendFixtures.sender
        evm.setCallAnswer(
            .success(balance.bigEndianBytes), to: Self.tusd.contract, data: ERC20.balanceOfCall(sender))
        evm.setCallAnswer(
            .success(allowance.bigEndianBytes), to: Self.tusd.contract,
            data: ERC20.allowanceCall(owner: sender, spender: Self.exchange.router))
    }

    /// A `uint256[]` answer: its offset, its count, then one word each.
    static func amountsAnswer(_ amounts: [UInt256]) -> [UInt8] {
        ABIEncoding.word(32) + ABIEncoding.word(UInt64(amounts.count)) + amounts.flatMap(\.bigEndianBytes)
    }

    /// The swap of `amount` (text in the input's unit) from `from` to `to`, counted from the fixed date.
    static func swap(_ amount: UInt256, from: SwapAsset, to: SwapAsset) -> TokenSwap {
        TokenSwap(
            from: from, to: to, terms: SwapTerms(amount: .exactIn(amount)), exchange: exchange, now: 1_700_000_000)
    }
}

/// An exchange use case that knows one exchange, or none.
struct FixedSwapExchangeUseCase: SwapExchangeUseCase {
    let exchange: SwapExchange?

    func exchange(for network: Network) async throws(SwapExchangeError) -> SwapExchange {
        guard let exchange else { throw .notSet(network: network.displayName) }
        return exchange
    }

    func knownRouter(for network: Network) -> EVMAddress? { exchange?.router }

    func setRouter(_ router: EVMAddress, for network: Network) async throws(SwapExchangeError) -> SwapExchange {
        throw .fixed(network: network.displayName)
    }
}
