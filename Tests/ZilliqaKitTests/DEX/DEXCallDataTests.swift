import Testing
import ZilliqaKit

/// Known answers from `Tests/ZilliqaKitTests/Fixtures/dex-fixtures.py` (eth-abi 6, eth-utils 6), pasted
/// into ``DEXVectors``: the DEX ABI's selectors, topics and call data are eth-abi's.
@Suite("Uniswap V2 router, factory, pair and WZIL call data against eth-abi")
struct DEXCallDataTests {
    @Test("every router, factory, pair and WZIL function has eth-utils' selector, and the script covers each")
    func selectors() throws {
        let samples = try DEXSampleArguments()
        let functions = samples.pathCalls.map(\.function) + samples.otherCalls.map(\.function)

        let selectors = Dictionary(uniqueKeysWithValues: functions.map { ($0.signature, Hex.encode($0.selector)) })

        #expect(selectors == DEXVectors.selectors)
    }

    @Test("the Swap, Sync, Deposit and Withdrawal topics are eth-utils' log topics")
    func topics() {
        let events = [
            UniswapV2Pair.swapEvent, UniswapV2Pair.syncEvent, WrappedNative.depositEvent,
            WrappedNative.withdrawalEvent, ERC20.transferEvent,
        ]

        let topics = Dictionary(uniqueKeysWithValues: events.map { ($0.signature, Hex.encode($0.topic)) })

        #expect(topics == DEXVectors.topics)
    }

    @Test("each swap and quote with a path of 2 and of 3 addresses is eth-abi's call data")
    func pathCalls() throws {
        let samples = try DEXSampleArguments()
        var checked = 0

        for (function, paths, arguments) in samples.pathCalls {
            for path in paths {
                let data = try function.callData(arguments(path))

                let expected = try #require(DEXVectors.calls["\(function.name)/\(path.count)"], "\(function.name)")
                #expect(Hex.encode(data) == expected, "\(function.name)/\(path.count)")
                checked += 1
            }
        }
        #expect(checked == 22)
    }

    @Test("addLiquidity, addLiquidityETH and the calls without a path are eth-abi's call data")
    func otherCalls() throws {
        for (function, arguments) in try DEXSampleArguments().otherCalls {
            let data = try function.callData(arguments)

            #expect(Hex.encode(data) == DEXVectors.calls[function.name], "\(function.name)")
        }
    }

    @Test("the call helpers write the same bytes as eth-abi")
    func helpers() throws {
        let samples = try DEXSampleArguments()
        let (path2, path3) = (samples.tokenPaths[0], samples.tokenPaths[1])

        let quotes = [
            UniswapV2Router.getAmountsOutCall(amountIn: samples.amountIn, path: path2),
            UniswapV2Router.getAmountsOutCall(amountIn: samples.amountIn, path: path3),
            UniswapV2Router.getAmountsInCall(amountOut: samples.amountOut, path: path2),
            UniswapV2Router.getAmountsInCall(amountOut: samples.amountOut, path: path3),
        ]

        #expect(
            quotes.map { Hex.encode($0) }
                == ["getAmountsOut/2", "getAmountsOut/3", "getAmountsIn/2", "getAmountsIn/3"].map {
                    DEXVectors.calls[$0] ?? ""
                })
        #expect(
            Hex.encode(UniswapV2Factory.getPairCall(samples.wzil, samples.tokenA)) == DEXVectors.calls["getPair"])
        #expect(Hex.encode(WrappedNative.depositCall) == DEXVectors.calls["deposit"])
        #expect(Hex.encode(WrappedNative.withdrawCall(amount: samples.amountIn)) == DEXVectors.calls["withdraw"])
    }

    @Test("a path passed where a number is due is refused, not encoded")
    func mismatch() throws {
        let samples = try DEXSampleArguments()

        #expect(throws: ABIError.self) {
            try UniswapV2Router.getAmountsOut.callData([.addresses(samples.tokenPaths[0]), .uint256(.zero)])
        }
    }
}
