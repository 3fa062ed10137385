import ZilliqaKit

/// The router (`contracts/PlunderRouter.sol`): its views, PlunderLibrary's path arithmetic
/// (`contracts/libraries/PlunderLibrary.sol`), and the dispatch of its swaps and liquidity calls.
extension DexModel {
    /// A call to the router's address.
    mutating func runRouter(_ call: ContractCall, _ context: inout DexContext) throws(DexRevert) -> [UInt8] {
        guard let selector = call.selector else {
            // `receive()` takes ZIL only from WZIL (`PlunderRouter.sol:29-31`): anyone else fails its `assert`.
            throw .invalid
        }
        let arguments = call.arguments
        switch selector {
        case UniswapV2Router.weth.selector:
            try Self.nonPayable(call)
            context.meter.charge(Gas.view)
            return Self.word(wzil)
        case UniswapV2Router.factory.selector:
            try Self.nonPayable(call)
            context.meter.charge(Gas.view)
            return Self.word(factory)
        case UniswapV2Router.getAmountsOut.selector:
            try Self.nonPayable(call)
            let amountIn = try Self.number(arguments, 0)
            return Self.array(try amountsOut(amountIn, try Self.path(arguments, 1), &context))
        case UniswapV2Router.getAmountsIn.selector:
            try Self.nonPayable(call)
            let amountOut = try Self.number(arguments, 0)
            return Self.array(try amountsIn(amountOut, try Self.path(arguments, 1), &context))
        case UniswapV2Router.addLiquidity.selector:
            try Self.nonPayable(call)
            return try addLiquidity(call, &context)
        case UniswapV2Router.addLiquidityETH.selector:
            return try addLiquidityETH(call, &context)
        default:
            guard let swap = try runSwap(selector, call, &context) else { throw .empty }
            return swap
        }
    }

    /// The `ensure(deadline)` modifier (`PlunderRouter.sol:19-22`): the block's time must not be past it.
    static func ensure(_ deadline: UInt256, _ call: ContractCall) throws(DexRevert) {
        guard !(deadline < UInt256(call.timestamp)) else { throw .message(Reason.expired) }
    }

    // MARK: - PlunderLibrary

    /// `sortTokens` (`PlunderLibrary.sol:12-19`).
    static func sortTokens(_ a: Address, _ b: Address) throws(DexRevert) -> (Address, Address) {
        guard a != b else { throw .message(Reason.identicalAddresses) }
        let sorted = Self.sorted(a, b)
        guard !isZero(sorted.0) else { throw .message(Reason.zeroAddress) }
        return sorted
    }

    /// `pairFor` (`PlunderLibrary.sol:22-40`): the pair's CREATE2 address, the tokens checked.
    func pairFor(_ a: Address, _ b: Address) throws(DexRevert) -> Address {
        _ = try Self.sortTokens(a, b)
        return pairAddress(a, b)
    }

    /// `getReserves(factory, a, b)` (`PlunderLibrary.sol:43-56`): a's reserve, then b's; a pair
    /// that does not exist has no code, and the high-level call reverts with no data.
    func reserves(_ a: Address, _ b: Address, _ context: inout DexContext) throws(DexRevert) -> (UInt256, UInt256) {
        let address = try pairFor(a, b)
        context.meter.charge(Gas.pathStep)
        context.meter.access(address)
        guard let pair = pairs[address] else { throw .empty }
        context.calls.recordInternalCall(to: address)
        context.meter.load(Self.slot(address, [8]))
        return pair.reserves(from: a)
    }

    /// `getAmountsOut` (`PlunderLibrary.sol:106-122`).
    func amountsOut(_ amountIn: UInt256, _ path: [Address], _ context: inout DexContext) throws(DexRevert)
        -> [UInt256]
    {
        guard path.count >= 2 else { throw .message(Reason.libraryInvalidPath) }
        var amounts = [amountIn]
        for index in 0..<(path.count - 1) {
            let (reserveIn, reserveOut) = try reserves(path[index], path[index + 1], &context)
            amounts.append(try DexMath.amountOut(amounts[index], reserveIn, reserveOut, fee: feeBasisPoints))
        }
        return amounts
    }

    /// `getAmountsIn` (`PlunderLibrary.sol:125-141`).
    func amountsIn(_ amountOut: UInt256, _ path: [Address], _ context: inout DexContext) throws(DexRevert)
        -> [UInt256]
    {
        guard path.count >= 2 else { throw .message(Reason.libraryInvalidPath) }
        var amounts = [UInt256](repeating: .zero, count: path.count)
        amounts[path.count - 1] = amountOut
        for index in (1..<path.count).reversed() {
            let (reserveIn, reserveOut) = try reserves(path[index - 1], path[index], &context)
            amounts[index - 1] = try DexMath.amountIn(amounts[index], reserveIn, reserveOut, fee: feeBasisPoints)
        }
        return amounts
    }

    // MARK: - The swaps' loops

    /// `_swap(amounts, path, _to)` (`PlunderRouter.sol:329-351`): each pair sends its output to the
    /// next pair, the last to `to`.
    mutating func swapAlong(_ amounts: [UInt256], _ path: [Address], to: Address, _ context: inout DexContext)
        throws(DexRevert)
    {
        for index in 0..<(path.count - 1) {
            let (input, output) = (path[index], path[index + 1])
            let (token0, _) = try Self.sortTokens(input, output)
            let amountOut = amounts[index + 1]
            let (amount0Out, amount1Out) = input == token0 ? (UInt256.zero, amountOut) : (amountOut, .zero)
            let next = index < path.count - 2 ? try pairFor(output, path[index + 2]) : to
            try swap(
                try pairFor(input, output), amount0Out: amount0Out, amount1Out: amount1Out, to: next, sender: router,
                &context)
        }
    }

    /// `_swapSupportingFeeOnTransferTokens(path, _to)` (`PlunderRouter.sol:521-554`): each step's
    /// input is what the pair's balance holds beyond its reserve.
    mutating func swapAlongSupportingFee(_ path: [Address], to: Address, _ context: inout DexContext)
        throws(DexRevert)
    {
        for index in 0..<(path.count - 1) {
            let (input, output) = (path[index], path[index + 1])
            let (token0, _) = try Self.sortTokens(input, output)
            let address = try pairFor(input, output)
            context.meter.charge(Gas.pathStep)
            context.meter.access(address)
            guard let pair = pairs[address] else { throw .empty }
            let (reserveIn, reserveOut) = pair.reserves(from: input)
            let amountInput = try DexMath.sub(try balance(of: input, address, &context), reserveIn)
            let amountOutput = try DexMath.amountOut(amountInput, reserveIn, reserveOut, fee: feeBasisPoints)
            let (amount0Out, amount1Out) = input == token0 ? (UInt256.zero, amountOutput) : (amountOutput, .zero)
            let next = index < path.count - 2 ? try pairFor(output, path[index + 2]) : to
            try swap(address, amount0Out: amount0Out, amount1Out: amount1Out, to: next, sender: router, &context)
        }
    }
}
