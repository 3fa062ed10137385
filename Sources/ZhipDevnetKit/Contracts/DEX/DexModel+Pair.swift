import ZilliqaKit

/// A pair (`contracts/PlunderPair.sol`): its views, `swap` and `mint` as the router calls them,
/// `sync()`, and its LP token (`contracts/PlunderERC20.sol`). Storage: the LP's supply in slot 0,
/// balances in 1, allowances in 2, the reserves' word in 8.
extension DexModel {
    /// The LP token's name, symbol and decimals (`PlunderERC20.sol:10-12`).
    public static let liquidityName = "Plunder LPs"
    public static let liquiditySymbol = "Plunder-LP"

    /// A call to the pair at `address`.
    mutating func runPair(_ address: Address, _ call: ContractCall, _ context: inout DexContext) throws(DexRevert)
        -> [UInt8]
    {
        try Self.nonPayable(call)
        guard var pair = pairs[address] else { return [] }
        let arguments = call.arguments
        context.meter.charge(Gas.view)
        switch call.selector {
        case UniswapV2Pair.getReserves.selector?:
            context.meter.load(Self.slot(address, [8]))
            return Self.word(pair.reserve0) + Self.word(pair.reserve1)
                + Self.word(UInt256(UInt64(pair.blockTimestampLast)))
        case UniswapV2Pair.token0.selector?: return Self.word(pair.token0)
        case UniswapV2Pair.token1.selector?: return Self.word(pair.token1)
        case UniswapV2Pair.factory.selector?: return Self.word(factory)
        case UniswapV2Pair.minimumLiquidity.selector?: return Self.word(DexMath.minimumLiquidity)
        case ERC20.name.selector?: return Self.text(Self.liquidityName)
        case ERC20.symbol.selector?: return Self.text(Self.liquiditySymbol)
        case ERC20.decimals.selector?: return Self.word(UInt256(UInt64(18)))
        case ERC20.totalSupply.selector?: return Self.word(pair.liquidity.supply)
        case ERC20.balanceOf.selector?:
            return Self.word(pair.liquidity.balance(of: try Self.address(arguments, 0)))
        case ERC20.allowance.selector?:
            let key = ERC20Allowance(owner: try Self.address(arguments, 0), spender: try Self.address(arguments, 1))
            return Self.word(pair.liquidity.allowance(key))
        case ERC20.approve.selector?:
            let key = ERC20Allowance(owner: call.caller, spender: try Self.address(arguments, 0))
            let units = try Self.number(arguments, 1)
            context.meter.store(
                Self.slot(address, [2] + key.owner.bytes + key.spender.bytes), from: pair.liquidity.allowance(key),
                to: units)
            pair.liquidity.setAllowance(units, key)
            pairs[address] = pair
            context.log(
                address, [ERC20.approvalEvent.topic, Self.word(key.owner), Self.word(key.spender)], Self.word(units))
            return ABIValue.bool(true).word
        case ERC20.transfer.selector?:
            let to = try Self.address(arguments, 0)
            let value = try Self.number(arguments, 1)
            try liquidityTransfer(address, from: call.caller, to: to, value, spender: nil, &context)
            return ABIValue.bool(true).word
        case ERC20.transferFrom.selector?:
            let from = try Self.address(arguments, 0)
            let to = try Self.address(arguments, 1)
            let value = try Self.number(arguments, 2)
            try liquidityTransfer(address, from: from, to: to, value, spender: call.caller, &context)
            return ABIValue.bool(true).word
        case UniswapV2Pair.sync.selector?:
            let balance0 = try balance(of: pair.token0, address, &context)
            let balance1 = try balance(of: pair.token1, address, &context)
            try update(address, balance0, balance1, &context)
            return []
        default:
            throw .empty
        }
    }

    /// PlunderERC20's `transfer` and `transferFrom` (`PlunderERC20.sol:61-87`): transferFrom
    /// spends `spender`'s allowance (even its own) unless unlimited; SafeMath's words; `Transfer`.
    private mutating func liquidityTransfer(
        _ address: Address, from: Address, to: Address, _ value: UInt256, spender: Address?,
        _ context: inout DexContext
    ) throws(DexRevert) {
        guard var pair = pairs[address] else { throw .empty }
        if let spender {
            let key = ERC20Allowance(owner: from, spender: spender)
            let slot = Self.slot(address, [2] + from.bytes + spender.bytes)
            context.meter.load(slot)
            let allowed = pair.liquidity.allowance(key)
            if allowed != .max {
                let left = try DexMath.sub(allowed, value)
                context.meter.store(slot, from: allowed, to: left)
                pair.liquidity.setAllowance(left, key)
            }
        }
        let fromSlot = Self.slot(address, [1] + from.bytes)
        let held = pair.liquidity.balance(of: from)
        let left = try DexMath.sub(held, value)
        context.meter.store(fromSlot, from: held, to: left)
        pair.liquidity.setBalance(left, of: from)
        let received = pair.liquidity.balance(of: to)
        let credited = try DexMath.add(received, value)
        context.meter.store(Self.slot(address, [1] + to.bytes), from: received, to: credited)
        pair.liquidity.setBalance(credited, of: to)
        pairs[address] = pair
        context.log(address, [ERC20.transferEvent.topic, Self.word(from), Self.word(to)], Self.word(value))
    }

    /// `_mint(to, value)` of LP units (`PlunderERC20.sol:44-48`): `Transfer(0, to, value)`.
    private mutating func mintLiquidity(_ address: Address, _ value: UInt256, to: Address, _ context: inout DexContext)
        throws(DexRevert)
    {
        guard var pair = pairs[address] else { throw .empty }
        let supply = try DexMath.add(pair.liquidity.supply, value)
        context.meter.store(Self.slot(address, [0]), from: pair.liquidity.supply, to: supply)
        pair.liquidity.supply = supply
        let held = pair.liquidity.balance(of: to)
        let credited = try DexMath.add(held, value)
        context.meter.store(Self.slot(address, [1] + to.bytes), from: held, to: credited)
        pair.liquidity.setBalance(credited, of: to)
        pairs[address] = pair
        let zero = ERC20Model.zeroAddress
        context.log(address, [ERC20.transferEvent.topic, Self.word(zero), Self.word(to)], Self.word(value))
    }

    /// `_update(balance0, balance1, …)` (`PlunderPair.sol:89-114`) without the price accumulators:
    /// the reserves become the balances (at most 2^112 − 1), the time `block.timestamp % 2^32`; `Sync`.
    mutating func update(_ address: Address, _ balance0: UInt256, _ balance1: UInt256, _ context: inout DexContext)
        throws(DexRevert)
    {
        guard var pair = pairs[address] else { throw .empty }
        guard !(DexMath.maximumReserve < balance0), !(DexMath.maximumReserve < balance1) else {
            throw .message(Reason.overflow)
        }
        let before = pair.packedReserves
        pair.reserve0 = balance0
        pair.reserve1 = balance1
        pair.blockTimestampLast = UInt32(truncatingIfNeeded: context.call.timestamp)
        context.meter.store(Self.slot(address, [8]), from: before, to: pair.packedReserves)
        pairs[address] = pair
        context.log(address, [UniswapV2Pair.syncEvent.topic], Self.word(balance0) + Self.word(balance1))
    }

    /// `swap(amount0Out, amount1Out, to, "")` called by `sender` (`PlunderPair.sol:196-254`): the
    /// outputs sent optimistically, the inputs read from the balances, the K check with the fee;
    /// `Sync`, then `Swap`.
    mutating func swap(
        _ address: Address, amount0Out: UInt256, amount1Out: UInt256, to: Address, sender: Address,
        _ context: inout DexContext
    ) throws(DexRevert) {
        context.meter.access(address)
        context.calls.recordInternalCall(to: address)
        context.meter.charge(Gas.pairSwap)
        guard let pair = pairs[address] else { throw .empty }
        guard !amount0Out.isZero || !amount1Out.isZero else { throw .message(Reason.pairInsufficientOutputAmount) }
        context.meter.load(Self.slot(address, [8]))
        let (reserve0, reserve1) = (pair.reserve0, pair.reserve1)
        guard amount0Out < reserve0, amount1Out < reserve1 else { throw .message(Reason.pairInsufficientLiquidity) }
        guard to != pair.token0, to != pair.token1 else { throw .message(Reason.invalidTo) }
        if !amount0Out.isZero {
            try safeTransfer(
                pair.token0, to: to, amount0Out, sender: address, failure: Reason.pairTransferFailed, &context)
        }
        if !amount1Out.isZero {
            try safeTransfer(
                pair.token1, to: to, amount1Out, sender: address, failure: Reason.pairTransferFailed, &context)
        }
        let balance0 = try balance(of: pair.token0, address, &context)
        let balance1 = try balance(of: pair.token1, address, &context)
        // amountOut < reserve, so neither difference wraps.
        let kept0 = reserve0.subtractingReportingOverflow(amount0Out).partialValue
        let kept1 = reserve1.subtractingReportingOverflow(amount1Out).partialValue
        let amount0In = kept0 < balance0 ? balance0.subtractingReportingOverflow(kept0).partialValue : .zero
        let amount1In = kept1 < balance1 ? balance1.subtractingReportingOverflow(kept1).partialValue : .zero
        guard !amount0In.isZero || !amount1In.isZero else { throw .message(Reason.pairInsufficientInputAmount) }
        let fee = UInt256(feeBasisPoints)
        let adjusted0 = try DexMath.sub(DexMath.mul(balance0, DexMath.denominator), DexMath.mul(amount0In, fee))
        let adjusted1 = try DexMath.sub(DexMath.mul(balance1, DexMath.denominator), DexMath.mul(amount1In, fee))
        let squared = DexMath.denominator.multipliedReportingOverflow(by: DexMath.denominator).partialValue
        let product = try DexMath.mul(adjusted0, adjusted1)
        let floor = try DexMath.mul(DexMath.mul(reserve0, reserve1), squared)
        guard !(product < floor) else { throw .message(Reason.k) }
        try update(address, balance0, balance1, &context)
        context.log(
            address, [UniswapV2Pair.swapEvent.topic, Self.word(sender), Self.word(to)],
            Self.word(amount0In) + Self.word(amount1In) + Self.word(amount0Out) + Self.word(amount1Out))
    }

    /// `mint(to)` called by `sender` (`PlunderPair.sol:141-165`), the protocol fee off (`feeTo` is
    /// zero): LP units for what arrived beyond the reserves, 1000 locked at the zero address on the
    /// first mint; `Transfer`s, `Sync`, then `Mint`. Answers the units minted to `to`.
    mutating func mint(_ address: Address, to: Address, sender: Address, _ context: inout DexContext)
        throws(DexRevert) -> UInt256
    {
        context.meter.access(address)
        context.calls.recordInternalCall(to: address)
        context.meter.charge(Gas.pairMint)
        guard let pair = pairs[address] else { throw .empty }
        context.meter.load(Self.slot(address, [8]))
        let balance0 = try balance(of: pair.token0, address, &context)
        let balance1 = try balance(of: pair.token1, address, &context)
        let amount0 = try DexMath.sub(balance0, pair.reserve0)
        let amount1 = try DexMath.sub(balance1, pair.reserve1)
        let supply = pair.liquidity.supply
        let liquidity: UInt256
        if supply.isZero {
            liquidity = try DexMath.sub(DexMath.sqrt(DexMath.mul(amount0, amount1)), DexMath.minimumLiquidity)
            try mintLiquidity(address, DexMath.minimumLiquidity, to: ERC20Model.zeroAddress, &context)
        } else {
            let by0 = try DexMath.div(DexMath.mul(amount0, supply), pair.reserve0)
            let by1 = try DexMath.div(DexMath.mul(amount1, supply), pair.reserve1)
            liquidity = by0 < by1 ? by0 : by1
        }
        guard !liquidity.isZero else { throw .message(Reason.insufficientLiquidityMinted) }
        try mintLiquidity(address, liquidity, to: to, &context)
        try update(address, balance0, balance1, &context)
        context.log(
            address, [UniswapV2Pair.mintEvent.topic, Self.word(sender)], Self.word(amount0) + Self.word(amount1))
        return liquidity
    }
}
