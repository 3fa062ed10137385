import ZilliqaKit

/// The sample arguments `dex-fixtures.py` encoded (``DEXVectors``), as Swift values, and the
/// arguments it gave each function.
struct DEXSampleArguments {
    let wzil: EVMAddress
    let tokenA: EVMAddress
    let tokenB: EVMAddress
    let recipient: EVMAddress
    let amountIn: UInt256
    let amountOut: UInt256
    let amountMin: UInt256
    let amountMax: UInt256
    let deadline: UInt256

    init() throws {
        wzil = try EVMAddress(DEXVectors.mainnetWZIL)
        tokenA = try EVMAddress(DEXVectors.tokenA)
        tokenB = try EVMAddress(DEXVectors.tokenB)
        recipient = try EVMAddress(DEXVectors.recipient)
        amountIn = try UInt256(decimal: DEXVectors.amountIn)
        amountOut = try UInt256(decimal: DEXVectors.amountOut)
        amountMin = try UInt256(decimal: DEXVectors.amountMin)
        amountMax = try UInt256(decimal: DEXVectors.amountMax)
        deadline = try UInt256(decimal: DEXVectors.deadline)
    }

    /// The paths of 2 and 3 addresses the script gave a swap that takes ZIL, gives ZIL, or trades tokens.
    var ethInPaths: [[EVMAddress]] { [[wzil, tokenA], [wzil, tokenB, tokenA]] }
    var ethOutPaths: [[EVMAddress]] { [[tokenA, wzil], [tokenA, tokenB, wzil]] }
    var tokenPaths: [[EVMAddress]] { [[tokenA, tokenB], [tokenA, wzil, tokenB]] }

    /// Each router function that takes a path, the paths it was given, and its arguments for one.
    var pathCalls: [(function: ABIFunction, paths: [[EVMAddress]], arguments: ([EVMAddress]) -> [ABIValue])] {
        let (to, deadline) = (ABIValue.address(recipient), ABIValue.uint256(deadline))
        let (amountIn, amountOut) = (ABIValue.uint256(amountIn), ABIValue.uint256(amountOut))
        let (amountMin, amountMax) = (ABIValue.uint256(amountMin), ABIValue.uint256(amountMax))
        typealias Router = UniswapV2Router
        return [
            (Router.swapExactETHForTokens, ethInPaths, { [amountMin, .addresses($0), to, deadline] }),
            (Router.swapETHForExactTokens, ethInPaths, { [amountOut, .addresses($0), to, deadline] }),
            (Router.swapExactTokensForETH, ethOutPaths, { [amountIn, amountMin, .addresses($0), to, deadline] }),
            (Router.swapTokensForExactETH, ethOutPaths, { [amountOut, amountMax, .addresses($0), to, deadline] }),
            (Router.swapExactTokensForTokens, tokenPaths, { [amountIn, amountMin, .addresses($0), to, deadline] }),
            (Router.swapTokensForExactTokens, tokenPaths, { [amountOut, amountMax, .addresses($0), to, deadline] }),
            (Router.swapExactETHForTokensSupportingFee, ethInPaths, { [amountMin, .addresses($0), to, deadline] }),
            (
                Router.swapExactTokensForETHSupportingFee, ethOutPaths,
                { [amountIn, amountMin, .addresses($0), to, deadline] }
            ),
            (
                Router.swapExactTokensForTokensSupportingFee, tokenPaths,
                { [amountIn, amountMin, .addresses($0), to, deadline] }
            ),
            (Router.getAmountsOut, tokenPaths, { [amountIn, .addresses($0)] }),
            (Router.getAmountsIn, tokenPaths, { [amountOut, .addresses($0)] }),
        ]
    }

    /// The functions without a path and the arguments the script gave them.
    var otherCalls: [(function: ABIFunction, arguments: [ABIValue])] {
        [
            (
                UniswapV2Router.addLiquidity,
                [
                    .address(tokenA), .address(tokenB), .uint256(amountIn), .uint256(amountOut),
                    .uint256(amountMin), .uint256(.zero), .address(recipient), .uint256(deadline),
                ]
            ),
            (
                UniswapV2Router.addLiquidityETH,
                [
                    .address(tokenA), .uint256(amountIn), .uint256(amountMin), .uint256(.max), .address(recipient),
                    .uint256(deadline),
                ]
            ),
            (UniswapV2Router.weth, []), (UniswapV2Router.factory, []),
            (UniswapV2Factory.getPair, [.address(wzil), .address(tokenA)]),
            (UniswapV2Factory.initCodePairHash, []),
            (UniswapV2Pair.getReserves, []), (UniswapV2Pair.token0, []),
            (WrappedNative.deposit, []), (WrappedNative.withdraw, [.uint256(amountIn)]),
        ]
    }
}
