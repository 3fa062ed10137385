import Testing
import ZilliqaKit

/// Swap call data read back, on the call data eth-abi wrote (``DEXVectors/calls``).
@Suite("A router swap's call data read back: kind, path and recipient")
struct UniswapV2SwapCallTests {
    @Test("each of the nine swaps, with a path of 2 and of 3, reads as its kind, path and recipient")
    func everySwap() throws {
        let samples = try DEXSampleArguments()
        let kinds: [String: (UniswapV2SwapCall.Kind, [[EVMAddress]])] = [
            "swapExactETHForTokens": (.zilForTokens, samples.ethInPaths),
            "swapETHForExactTokens": (.zilForTokens, samples.ethInPaths),
            "swapExactETHForTokensSupportingFeeOnTransferTokens": (.zilForTokens, samples.ethInPaths),
            "swapExactTokensForETH": (.tokensForZIL, samples.ethOutPaths),
            "swapTokensForExactETH": (.tokensForZIL, samples.ethOutPaths),
            "swapExactTokensForETHSupportingFeeOnTransferTokens": (.tokensForZIL, samples.ethOutPaths),
            "swapExactTokensForTokens": (.tokensForTokens, samples.tokenPaths),
            "swapTokensForExactTokens": (.tokensForTokens, samples.tokenPaths),
            "swapExactTokensForTokensSupportingFeeOnTransferTokens": (.tokensForTokens, samples.tokenPaths),
        ]

        for (name, (kind, paths)) in kinds {
            for path in paths {
                let data = [UInt8](hex: try #require(DEXVectors.calls["\(name)/\(path.count)"]))

                let call = try #require(UniswapV2SwapCall(callData: data), "\(name)")

                #expect(call.kind == kind, "\(name)")
                #expect(call.path == path, "\(name)")
                #expect(call.recipient == samples.recipient, "\(name)")
            }
        }
    }

    @Test("a quote, an approval and cut call data are no swap")
    func notASwap() throws {
        let quote = [UInt8](hex: try #require(DEXVectors.calls["getAmountsOut/2"]))
        let swap = [UInt8](hex: try #require(DEXVectors.calls["swapExactETHForTokens/2"]))

        #expect(UniswapV2SwapCall(callData: quote) == nil)
        #expect(UniswapV2SwapCall(callData: ERC20.approveCall(spender: .zero, amount: 1)) == nil)
        #expect(UniswapV2SwapCall(callData: Array(swap.prefix(100))) == nil)
    }

    @Test("a path of one address, or of more than maximumPathLength, is refused")
    func pathBounds() throws {
        let samples = try DEXSampleArguments()
        let arguments = { (path: [EVMAddress]) -> [ABIValue] in
            [.uint256(1), .addresses(path), .address(samples.recipient), .uint256(samples.deadline)]
        }

        let one = try UniswapV2Router.swapExactETHForTokens.callData(arguments([samples.wzil]))
        let nine = try UniswapV2Router.swapExactETHForTokens.callData(
            arguments(Array(repeating: samples.tokenA, count: UniswapV2SwapCall.maximumPathLength + 1)))

        #expect(UniswapV2SwapCall(callData: one) == nil)
        #expect(UniswapV2SwapCall(callData: nine) == nil)
    }
}
