/// The functions of a Uniswap V2 router (UniswapV2Router02's ABI, which PlunderSwap's `PlunderRouter`
/// keeps: `contracts/interfaces/IPlunderRouter02.sol` in Plunderswap/plunderswap-core), and their call data.
/// "ETH" in a name is the network's native coin, ZIL on Zilliqa 2.0, wrapped by ``WETH`` (WZIL).
///
/// ```swift
/// let data = UniswapV2Router.getAmountsOutCall(amountIn: 1_000, path: [wzil, token])
/// let amounts = try UniswapV2Router.amounts(in: answer)   // [1000, 3471]
/// ```
public enum UniswapV2Router {
    /// `WETH()`: the wrapped native coin (WZIL).
    public static let weth = ABIFunction(name: "WETH", parameters: [])
    /// `factory()`: the factory whose pairs the router trades through.
    public static let factory = ABIFunction(name: "factory", parameters: [])
    /// `getAmountsOut(uint256,address[])`: what each step of `path` gives for an exact input.
    public static let getAmountsOut = ABIFunction(name: "getAmountsOut", parameters: [.uint256, .addressArray])
    /// `getAmountsIn(uint256,address[])`: what each step of `path` needs for an exact output.
    public static let getAmountsIn = ABIFunction(name: "getAmountsIn", parameters: [.uint256, .addressArray])

    /// `swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)`, payable.
    public static let swapExactETHForTokens = ABIFunction(
        name: "swapExactETHForTokens", parameters: [.uint256, .addressArray, .address, .uint256])
    /// `swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline)`, payable.
    public static let swapETHForExactTokens = ABIFunction(
        name: "swapETHForExactTokens", parameters: [.uint256, .addressArray, .address, .uint256])
    /// `swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)`.
    public static let swapExactTokensForETH = ABIFunction(
        name: "swapExactTokensForETH", parameters: [.uint256, .uint256, .addressArray, .address, .uint256])
    /// `swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)`.
    public static let swapTokensForExactETH = ABIFunction(
        name: "swapTokensForExactETH", parameters: [.uint256, .uint256, .addressArray, .address, .uint256])
    /// `swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)`.
    public static let swapExactTokensForTokens = ABIFunction(
        name: "swapExactTokensForTokens", parameters: [.uint256, .uint256, .addressArray, .address, .uint256])
    /// `swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)`.
    public static let swapTokensForExactTokens = ABIFunction(
        name: "swapTokensForExactTokens", parameters: [.uint256, .uint256, .addressArray, .address, .uint256])
    /// `swapExactETHForTokensSupportingFeeOnTransferTokens(uint256,address[],address,uint256)`, payable.
    public static let swapExactETHForTokensSupportingFee = ABIFunction(
        name: "swapExactETHForTokensSupportingFeeOnTransferTokens",
        parameters: [.uint256, .addressArray, .address, .uint256])
    /// `swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)`.
    public static let swapExactTokensForETHSupportingFee = ABIFunction(
        name: "swapExactTokensForETHSupportingFeeOnTransferTokens",
        parameters: [.uint256, .uint256, .addressArray, .address, .uint256])
    /// `swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)`.
    public static let swapExactTokensForTokensSupportingFee = ABIFunction(
        name: "swapExactTokensForTokensSupportingFeeOnTransferTokens",
        parameters: [.uint256, .uint256, .addressArray, .address, .uint256])
    /// `addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired,
    /// uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)`.
    public static let addLiquidity = ABIFunction(
        name: "addLiquidity",
        parameters: [.address, .address, .uint256, .uint256, .uint256, .uint256, .address, .uint256])
    /// `addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin,
    /// address to, uint256 deadline)`, payable.
    public static let addLiquidityETH = ABIFunction(
        name: "addLiquidityETH", parameters: [.address, .uint256, .uint256, .uint256, .address, .uint256])

    /// The most steps a path the wallet asks about has: 3 addresses (through WZIL); answers with
    /// more amounts than ``maximumPathLength`` are refused.
    public static let maximumPathLength = 3

    /// The call data of `getAmountsOut(amountIn, path)`.
    public static func getAmountsOutCall(amountIn: UInt256, path: [EVMAddress]) -> [UInt8] {
        getAmountsOut.encoded([.uint256(amountIn), .addresses(path)])
    }

    /// The call data of `getAmountsIn(amountOut, path)`.
    public static func getAmountsInCall(amountOut: UInt256, path: [EVMAddress]) -> [UInt8] {
        getAmountsIn.encoded([.uint256(amountOut), .addresses(path)])
    }

    /// The amounts a `getAmountsOut`/`getAmountsIn` answer (or a swap's return) lists, one a step of
    /// the path; at most ``maximumPathLength``.
    /// - Throws: ``ABIError`` for an answer that does not read, or lists more.
    public static func amounts(in answer: [UInt8]) throws(ABIError) -> [UInt256] {
        try ABIReader(answer).uint256s(maximumCount: maximumPathLength)
    }

    /// The address a `WETH()` or `factory()` answer holds.
    /// - Throws: ``ABIError`` for an answer that is no address word.
    public static func address(in answer: [UInt8]) throws(ABIError) -> EVMAddress {
        try ABIReader(answer).address()
    }
}
