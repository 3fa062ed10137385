import ZilliqaKit

/// The router's nine swaps (`PlunderRouter.sol:353-624`), message for message: the path's checks,
/// the amounts, the deadline, the tokens' moves, WZIL's wrapping and unwrapping, the refund.
extension DexModel {
    /// The arguments of a swap: the first amount (and the second, for the token-in swaps), the path,
    /// `to` and the deadline, decoded before the `ensure` modifier runs.
    private struct SwapArguments {
        let first: UInt256
        let second: UInt256
        let path: [Address]
        let to: Address
        let deadline: UInt256

        /// The path's first address; past an empty path's end, 0.6.6's `invalid`.
        func head() throws(DexRevert) -> Address {
            guard let first = path.first else { throw .invalid }
            return first
        }

        /// The path's last address (`path[path.length - 1]`, which wraps for an empty path).
        func tail() throws(DexRevert) -> Address {
            guard let last = path.last else { throw .invalid }
            return last
        }
    }

    /// Reads a swap's arguments: `(amount, path, to, deadline)` for the ZIL-in swaps, `(amount,
    /// amount, path, to, deadline)` otherwise; then checks the deadline.
    private static func swapArguments(_ call: ContractCall, zilIn: Bool) throws(DexRevert) -> SwapArguments {
        let arguments = call.arguments
        let shift = zilIn ? 0 : 1
        let arguments1 = zilIn ? UInt256.zero : try number(arguments, 1)
        let swap = SwapArguments(
            first: try number(arguments, 0), second: arguments1, path: try path(arguments, 1 + shift),
            to: try address(arguments, 2 + shift), deadline: try number(arguments, 3 + shift))
        try ensure(swap.deadline, call)
        return swap
    }

    /// Runs the swap `selector` names; nil for a selector that is none of them.
    mutating func runSwap(_ selector: [UInt8], _ call: ContractCall, _ context: inout DexContext) throws(DexRevert)
        -> [UInt8]?
    {
        switch selector {
        case UniswapV2Router.swapExactETHForTokens.selector:
            return try swapExactETHForTokens(try Self.swapArguments(call, zilIn: true), call, &context)
        case UniswapV2Router.swapETHForExactTokens.selector:
            return try swapETHForExactTokens(try Self.swapArguments(call, zilIn: true), call, &context)
        case UniswapV2Router.swapExactETHForTokensSupportingFee.selector:
            try swapExactETHForTokensSupportingFee(try Self.swapArguments(call, zilIn: true), call, &context)
            return []
        default: break
        }
        try Self.nonPayable(call)
        switch selector {
        case UniswapV2Router.swapExactTokensForTokens.selector:
            let swap = try Self.swapArguments(call, zilIn: false)
            let amounts = try amountsOut(swap.first, swap.path, &context)
            try requireOutput(amounts, atLeast: swap.second)
            return try pullAndSwap(amounts, swap, to: swap.to, call, &context)
        case UniswapV2Router.swapTokensForExactTokens.selector:
            let swap = try Self.swapArguments(call, zilIn: false)
            let amounts = try amountsIn(swap.first, swap.path, &context)
            guard !(swap.second < amounts[0]) else { throw .message(Reason.excessiveInputAmount) }
            return try pullAndSwap(amounts, swap, to: swap.to, call, &context)
        case UniswapV2Router.swapExactTokensForETH.selector:
            let swap = try Self.swapArguments(call, zilIn: false)
            guard try swap.tail() == wzil else { throw .message(Reason.invalidPath) }
            let amounts = try amountsOut(swap.first, swap.path, &context)
            try requireOutput(amounts, atLeast: swap.second)
            return try unwrapAfter(try pullAndSwap(amounts, swap, to: router, call, &context), amounts, swap, &context)
        case UniswapV2Router.swapTokensForExactETH.selector:
            let swap = try Self.swapArguments(call, zilIn: false)
            guard try swap.tail() == wzil else { throw .message(Reason.invalidPath) }
            let amounts = try amountsIn(swap.first, swap.path, &context)
            guard !(swap.second < amounts[0]) else { throw .message(Reason.excessiveInputAmount) }
            return try unwrapAfter(try pullAndSwap(amounts, swap, to: router, call, &context), amounts, swap, &context)
        case UniswapV2Router.swapExactTokensForTokensSupportingFee.selector:
            try swapExactTokensForTokensSupportingFee(try Self.swapArguments(call, zilIn: false), call, &context)
            return []
        case UniswapV2Router.swapExactTokensForETHSupportingFee.selector:
            try swapExactTokensForETHSupportingFee(try Self.swapArguments(call, zilIn: false), call, &context)
            return []
        default:
            return nil
        }
    }

    /// `require(amounts[amounts.length - 1] >= amountOutMin, …)`.
    private func requireOutput(_ amounts: [UInt256], atLeast minimum: UInt256) throws(DexRevert) {
        guard let last = amounts.last, !(last < minimum) else { throw .message(Reason.insufficientOutputAmount) }
    }

    /// `safeTransferFrom(path[0], msg.sender, pairFor(path[0], path[1]), amounts[0])`, then `_swap`: the amounts.
    private mutating func pullAndSwap(
        _ amounts: [UInt256], _ swap: SwapArguments, to: Address, _ call: ContractCall, _ context: inout DexContext
    ) throws(DexRevert) -> [UInt8] {
        let first = try pairFor(swap.path[0], swap.path[1])
        try safeTransferFrom(swap.path[0], from: call.caller, to: first, amounts[0], spender: router, &context)
        try swapAlong(amounts, swap.path, to: to, &context)
        return Self.array(amounts)
    }

    /// `IWETH(WETH).withdraw(last)` by the router, then `safeTransferETH(to, last)`; answers `answer`.
    private mutating func unwrapAfter(
        _ answer: [UInt8], _ amounts: [UInt256], _ swap: SwapArguments, _ context: inout DexContext
    ) throws(DexRevert) -> [UInt8] {
        let last = amounts[amounts.count - 1]
        try unwrap(last, to: swap.to, &context)
        return answer
    }

    /// The router's WZIL withdrawn (ZIL from WZIL's address to the router) and sent on to `to`.
    private mutating func unwrap(_ wad: UInt256, to: Address, _ context: inout DexContext) throws(DexRevert) {
        context.meter.access(wzil)
        context.calls.recordInternalCall(to: wzil)
        try withdrawWrapped(wad, holder: router, &context)
        try context.pay(wad, from: router, to: to)
    }

    /// `IWETH(WETH).deposit{value: wad}()` by the router, then `assert(IWETH(WETH).transfer(pair, wad))`.
    private mutating func wrap(_ wad: UInt256, into pair: Address, _ context: inout DexContext) throws(DexRevert) {
        context.meter.access(wzil)
        context.calls.recordInternalCall(to: wzil)
        try context.pay(wad, from: router, to: wzil)
        depositWrapped(wad, holder: router, &context)
        do throws(DexRevert) { try wrappedTransferFrom(router, pair, wad, spender: router, &context) } catch {
            throw .invalid
        }
    }

    /// `swapExactETHForTokens` (`PlunderRouter.sol:404-431`).
    private mutating func swapExactETHForTokens(
        _ swap: SwapArguments, _ call: ContractCall, _ context: inout DexContext
    ) throws(DexRevert) -> [UInt8] {
        guard try swap.head() == wzil else { throw .message(Reason.invalidPath) }
        let amounts = try amountsOut(UInt256(call.value), swap.path, &context)
        try requireOutput(amounts, atLeast: swap.first)
        try wrap(amounts[0], into: try pairFor(swap.path[0], swap.path[1]), &context)
        try swapAlong(amounts, swap.path, to: swap.to, &context)
        return Self.array(amounts)
    }

    /// `swapETHForExactTokens` (`PlunderRouter.sol:490-517`): the ZIL beyond what is needed goes back.
    private mutating func swapETHForExactTokens(
        _ swap: SwapArguments, _ call: ContractCall, _ context: inout DexContext
    ) throws(DexRevert) -> [UInt8] {
        guard try swap.head() == wzil else { throw .message(Reason.invalidPath) }
        let amounts = try amountsIn(swap.first, swap.path, &context)
        let value = UInt256(call.value)
        guard !(value < amounts[0]) else { throw .message(Reason.excessiveInputAmount) }
        try wrap(amounts[0], into: try pairFor(swap.path[0], swap.path[1]), &context)
        try swapAlong(amounts, swap.path, to: swap.to, &context)
        if amounts[0] < value {
            try context.pay(value.subtractingReportingOverflow(amounts[0]).partialValue, from: router, to: call.caller)
        }
        return Self.array(amounts)
    }

    /// `swapExactETHForTokensSupportingFeeOnTransferTokens` (`PlunderRouter.sol:578-600`).
    private mutating func swapExactETHForTokensSupportingFee(
        _ swap: SwapArguments, _ call: ContractCall, _ context: inout DexContext
    ) throws(DexRevert) {
        guard try swap.head() == wzil else { throw .message(Reason.invalidPath) }
        guard swap.path.count >= 2 else { throw .invalid }
        let value = UInt256(call.value)
        try wrap(value, into: try pairFor(swap.path[0], swap.path[1]), &context)
        try swapReceivedAtLeast(swap.first, swap, &context)
    }

    /// `swapExactTokensForTokensSupportingFeeOnTransferTokens` (`PlunderRouter.sol:556-576`).
    private mutating func swapExactTokensForTokensSupportingFee(
        _ swap: SwapArguments, _ call: ContractCall, _ context: inout DexContext
    ) throws(DexRevert) {
        guard swap.path.count >= 2 else { throw .invalid }
        let first = try pairFor(swap.path[0], swap.path[1])
        try safeTransferFrom(swap.path[0], from: call.caller, to: first, swap.first, spender: router, &context)
        try swapReceivedAtLeast(swap.second, swap, &context)
    }

    /// The balance of the path's last token at `to` before and after `_swapSupportingFeeOnTransferTokens`:
    /// it must grow by at least `minimum`.
    private mutating func swapReceivedAtLeast(_ minimum: UInt256, _ swap: SwapArguments, _ context: inout DexContext)
        throws(DexRevert)
    {
        let last = try swap.tail()
        let before = try balance(of: last, swap.to, &context)
        try swapAlongSupportingFee(swap.path, to: swap.to, &context)
        let after = try balance(of: last, swap.to, &context)
        guard !(try DexMath.sub(after, before) < minimum) else { throw .message(Reason.insufficientOutputAmount) }
    }

    /// `swapExactTokensForETHSupportingFeeOnTransferTokens` (`PlunderRouter.sol:602-624`): the
    /// router's whole WZIL balance after the swap is unwrapped and sent.
    private mutating func swapExactTokensForETHSupportingFee(
        _ swap: SwapArguments, _ call: ContractCall, _ context: inout DexContext
    ) throws(DexRevert) {
        guard try swap.tail() == wzil else { throw .message(Reason.invalidPath) }
        guard swap.path.count >= 2 else { throw .invalid }
        let first = try pairFor(swap.path[0], swap.path[1])
        try safeTransferFrom(swap.path[0], from: call.caller, to: first, swap.first, spender: router, &context)
        try swapAlongSupportingFee(swap.path, to: router, &context)
        let amountOut = try balance(of: wzil, router, &context)
        guard !(amountOut < swap.second) else { throw .message(Reason.insufficientOutputAmount) }
        try unwrap(amountOut, to: swap.to, &context)
    }
}
