import ZilliqaKit

/// The router's `addLiquidity` and `addLiquidityETH` (`PlunderRouter.sol:34-142`): the pair made
/// if new, the amounts at the pair's price, the tokens pulled into the pair, LP units minted to `to`.
extension DexModel {
    /// `_addLiquidity` (`PlunderRouter.sol:34-79`): the amounts of A and B to add.
    private mutating func amountsToAdd(
        _ a: Address, _ b: Address, desired: (UInt256, UInt256), minimum: (UInt256, UInt256),
        _ context: inout DexContext
    ) throws(DexRevert) -> (UInt256, UInt256) {
        context.meter.access(factory)
        context.calls.recordInternalCall(to: factory)
        context.meter.load(Self.slot(factory, [2] + a.bytes + b.bytes))
        if a == b || pairs[pairAddress(a, b)] == nil { _ = try createPair(a, b, &context) }
        let (reserveA, reserveB) = try reserves(a, b, &context)
        if reserveA.isZero, reserveB.isZero { return desired }
        let optimalB = try DexMath.quote(desired.0, reserveA, reserveB)
        if !(desired.1 < optimalB) {
            guard !(optimalB < minimum.1) else { throw .message(Reason.insufficientBAmount) }
            return (desired.0, optimalB)
        }
        let optimalA = try DexMath.quote(desired.1, reserveB, reserveA)
        guard !(desired.0 < optimalA) else { throw .invalid }
        guard !(optimalA < minimum.0) else { throw .message(Reason.insufficientAAmount) }
        return (optimalA, desired.1)
    }

    /// `addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin, to,
    /// deadline)` (`PlunderRouter.sol:81-109`): answers `(amountA, amountB, liquidity)`.
    mutating func addLiquidity(_ call: ContractCall, _ context: inout DexContext) throws(DexRevert) -> [UInt8] {
        let arguments = call.arguments
        let a = try Self.address(arguments, 0)
        let b = try Self.address(arguments, 1)
        let desired = (try Self.number(arguments, 2), try Self.number(arguments, 3))
        let minimum = (try Self.number(arguments, 4), try Self.number(arguments, 5))
        let to = try Self.address(arguments, 6)
        try Self.ensure(try Self.number(arguments, 7), call)
        let (amountA, amountB) = try amountsToAdd(a, b, desired: desired, minimum: minimum, &context)
        let pair = try pairFor(a, b)
        try safeTransferFrom(a, from: call.caller, to: pair, amountA, spender: router, &context)
        try safeTransferFrom(b, from: call.caller, to: pair, amountB, spender: router, &context)
        let liquidity = try mint(pair, to: to, sender: router, &context)
        return Self.word(amountA) + Self.word(amountB) + Self.word(liquidity)
    }

    /// `addLiquidityETH(token, amountTokenDesired, amountTokenMin, amountETHMin, to, deadline)`
    /// (`PlunderRouter.sol:111-142`), payable: the ZIL wrapped into the pair, the rest refunded;
    /// answers `(amountToken, amountETH, liquidity)`.
    mutating func addLiquidityETH(_ call: ContractCall, _ context: inout DexContext) throws(DexRevert) -> [UInt8] {
        let arguments = call.arguments
        let token = try Self.address(arguments, 0)
        let tokenDesired = try Self.number(arguments, 1)
        let minimum = (try Self.number(arguments, 2), try Self.number(arguments, 3))
        let to = try Self.address(arguments, 4)
        try Self.ensure(try Self.number(arguments, 5), call)
        let value = UInt256(call.value)
        let (amountToken, amountZIL) = try amountsToAdd(
            token, wzil, desired: (tokenDesired, value), minimum: minimum, &context)
        let pair = try pairFor(token, wzil)
        try safeTransferFrom(token, from: call.caller, to: pair, amountToken, spender: router, &context)
        context.meter.access(wzil)
        context.calls.recordInternalCall(to: wzil)
        try context.pay(amountZIL, from: router, to: wzil)
        depositWrapped(amountZIL, holder: router, &context)
        do throws(DexRevert) { try wrappedTransferFrom(router, pair, amountZIL, spender: router, &context) } catch {
            throw .invalid
        }
        let liquidity = try mint(pair, to: to, sender: router, &context)
        if amountZIL < value {
            try context.pay(value.subtractingReportingOverflow(amountZIL).partialValue, from: router, to: call.caller)
        }
        return Self.word(amountToken) + Self.word(amountZIL) + Self.word(liquidity)
    }
}
