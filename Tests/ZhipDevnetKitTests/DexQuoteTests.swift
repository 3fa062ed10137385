import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The router's and pairs' views on the seeded pairs, against `Fixtures/dex-fixtures.json`
/// (the Solidity's formulas evaluated in Python with fee 35, CREATE2 with eth-utils).
@Suite("PlunderSwap on the devnet: addresses, reserves and quotes")
struct DexQuoteTests {
    private typealias F = DexFixture

    @Test("the DEX's router, factory and WZIL are at the documented tag addresses")
    func addresses() throws {
        let (_, _, dex) = try F.chain()

        #expect(dex.router == (try F.address("router")))
        #expect(dex.factory == (try F.address("factory")))
        #expect(dex.wzil == (try F.address("wzil")))
    }

    @Test("the factory's getPair answers the pair's CREATE2 address, in either order")
    func getPair() throws {
        let (handler, _, dex) = try F.chain()
        let wzil = try F.evm("wzil")
        let token = try F.evm("tokenT")

        let forward = F.call(handler, dex.factory, UniswapV2Factory.getPairCall(token, wzil))
        let backward = F.call(handler, dex.factory, UniswapV2Factory.getPairCall(wzil, token))

        let pair = TokenFixture.topic(try F.evm("pairT"))
        #expect(forward["result"] == pair)
        #expect(backward["result"] == pair)
    }

    @Test("a seeded pair's getReserves answers the seeded amounts in token order and the head's time")
    func reserves() throws {
        let (handler, ledger, _) = try F.chain()

        let answer = F.call(handler, try F.address("pairT"), UniswapV2Pair.getReserves.encodedCall)

        let bytes = try Hex.decode(Hex.stripPrefix(try #require(answer["result"]?.stringValue)))
        let (reserve0, reserve1) = try UniswapV2Pair.reserves(in: bytes)
        let tokenFirst = try F.text("addresses", "pairTIsToken0") == "true"
        #expect((tokenFirst ? reserve0 : reserve1) == (try F.number("seeds", "tUnits")))
        #expect((tokenFirst ? reserve1 : reserve0) == (try F.number("seeds", "tZil")))
        let time = try ABIReader(bytes).uint256(at: 2)
        #expect(time == UInt256(ledger.summary().latestBlock.timestamp / 1_000_000 % (1 << 32)))
    }

    @Test("getAmountsOut of 1 ZIL through WZIL → T answers the fixture's amounts")
    func amountsOut() throws {
        let (handler, _, dex) = try F.chain()
        let path = [try F.evm("wzil"), try F.evm("tokenT")]

        let answer = F.call(
            handler, dex.router, UniswapV2Router.getAmountsOutCall(amountIn: 1_000_000_000_000_000_000, path: path))

        #expect(try F.amounts(in: answer) == (try F.amounts("exactZilIn")))
    }

    @Test("getAmountsIn of 10 TUSD out of WZIL → T answers the fixture's amounts")
    func amountsIn() throws {
        let (handler, _, dex) = try F.chain()
        let path = [try F.evm("wzil"), try F.evm("tokenT")]

        let answer = F.call(handler, dex.router, UniswapV2Router.getAmountsInCall(amountOut: 10_000_000, path: path))

        #expect(try F.amounts(in: answer) == (try F.amounts("exactTokenOut")))
    }

    @Test("getAmountsOut and getAmountsIn through two pairs (T → WZIL → U) answer the fixture's amounts")
    func threeStepPath() throws {
        let (handler, _, dex) = try F.chain()
        let path = [try F.evm("tokenT"), try F.evm("wzil"), try F.evm("tokenU")]

        let out = F.call(handler, dex.router, UniswapV2Router.getAmountsOutCall(amountIn: 1_000_000, path: path))
        let into = F.call(
            handler, dex.router, UniswapV2Router.getAmountsInCall(amountOut: 1_000_000_000_000_000_000, path: path))

        #expect(try F.amounts(in: out) == (try F.amounts("throughWzil")))
        #expect(try F.amounts(in: into) == (try F.amounts("throughWzilIn")))
    }

    @Test("a path of one address reverts with PlunderLibrary: INVALID_PATH")
    func shortPath() throws {
        let (handler, _, dex) = try F.chain()

        let answer = F.call(
            handler, dex.router, UniswapV2Router.getAmountsOutCall(amountIn: 1, path: [try F.evm("wzil")]))

        #expect(answer["error"]?["code"] == 3)
        #expect(answer["error"]?["message"] == "execution reverted: PlunderLibrary: INVALID_PATH")
    }

    @Test("an amount of 0 reverts with PlunderLibrary: INSUFFICIENT_INPUT_AMOUNT")
    func zeroInput() throws {
        let (handler, _, dex) = try F.chain()
        let path = [try F.evm("wzil"), try F.evm("tokenT")]

        let answer = F.call(handler, dex.router, UniswapV2Router.getAmountsOutCall(amountIn: 0, path: path))

        #expect(answer["error"]?["message"] == "execution reverted: PlunderLibrary: INSUFFICIENT_INPUT_AMOUNT")
    }

    @Test("a pair the factory never made has no code: the quote reverts with no data")
    func missingPair() throws {
        let (handler, _, dex) = try F.chain()
        let path = [try F.evm("tokenT"), try F.evm("tokenU")]

        let answer = F.call(handler, dex.router, UniswapV2Router.getAmountsOutCall(amountIn: 1, path: path))

        #expect(answer["error"]?["message"] == "execution reverted")
    }

    @Test("WETH() and factory() answer WZIL and the factory; eth_getCode is non-empty at all four addresses")
    func viewsAndCode() throws {
        let (handler, _, dex) = try F.chain()

        let weth = F.call(handler, dex.router, UniswapV2Router.weth.encodedCall)
        let factory = F.call(handler, dex.router, UniswapV2Router.factory.encodedCall)

        #expect(weth["result"] == TokenFixture.topic(try F.evm("wzil")))
        #expect(factory["result"] == TokenFixture.topic(try F.evm("factory")))
        for key in ["router", "factory", "wzil", "pairT"] {
            let code = EthFixture.call(handler, "eth_getCode", [.string(try F.text("addresses", key)), "latest"])
            #expect(code["result"]?.stringValue?.count ?? 0 > 2, "\(key): \(code)")
        }
    }
}

extension ABIFunction {
    /// The call data of a function without arguments.
    var encodedCall: [UInt8] { (try? callData([])) ?? selector }
}
