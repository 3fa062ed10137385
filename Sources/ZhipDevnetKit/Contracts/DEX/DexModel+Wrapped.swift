import ZilliqaKit

/// WZIL (`contracts/libraries/WZIL.sol`, WETH9 for Solidity 0.4.18): `deposit()` wraps the value
/// sent (so does any call its fallback takes), `withdraw(wad)` pays ZIL out of WZIL's address, and
/// an ERC-20 whose `totalSupply()` is the ZIL held for it. Its failed `require`s carry no words.
/// Storage: balances in slot 3, allowances in slot 4 (after name, symbol, decimals).
extension DexModel {
    /// WZIL's name, symbol and decimals (`WZIL.sol:5-7`).
    public static let wrappedName = "Wrapped ZIL"
    public static let wrappedSymbol = "WZIL"
    public static let wrappedDecimals: UInt8 = 18

    /// A call to WZIL's address.
    mutating func runWrapped(_ call: ContractCall, _ context: inout DexContext) throws(DexRevert) -> [UInt8] {
        let arguments = call.arguments
        let caller = call.caller
        switch call.selector {
        case ERC20.name.selector?: return try wrappedView(call, Self.text(Self.wrappedName), &context, slot: [0])
        case ERC20.symbol.selector?: return try wrappedView(call, Self.text(Self.wrappedSymbol), &context, slot: [1])
        case ERC20.decimals.selector?:
            return try wrappedView(call, Self.word(UInt256(UInt64(Self.wrappedDecimals))), &context, slot: [2])
        case ERC20.totalSupply.selector?:
            // `this.balance`: the ZIL held for the units.
            return try wrappedView(call, Self.word(wrapped.supply), &context)
        case ERC20.balanceOf.selector?:
            let holder = try Self.address(arguments, 0)
            return try wrappedView(call, Self.word(wrapped.balance(of: holder)), &context, slot: [3] + holder.bytes)
        case ERC20.allowance.selector?:
            let key = ERC20Allowance(owner: try Self.address(arguments, 0), spender: try Self.address(arguments, 1))
            return try wrappedView(
                call, Self.word(wrapped.allowance(key)), &context, slot: [4] + key.owner.bytes + key.spender.bytes)
        case WrappedNative.withdraw.selector?:
            try Self.nonPayable(call)
            try withdrawWrapped(try Self.number(arguments, 0), holder: caller, &context)
            return []
        case ERC20.approve.selector?:
            try Self.nonPayable(call)
            let key = ERC20Allowance(owner: caller, spender: try Self.address(arguments, 0))
            let units = try Self.number(arguments, 1)
            context.meter.charge(Gas.wrapped)
            let slot = Self.slot(wzil, [4] + key.owner.bytes + key.spender.bytes)
            context.meter.store(slot, from: wrapped.allowance(key), to: units)
            wrapped.setAllowance(units, key)
            context.log(
                wzil, [ERC20.approvalEvent.topic, Self.word(key.owner), Self.word(key.spender)], Self.word(units))
            return ABIValue.bool(true).word
        case ERC20.transfer.selector?:
            try Self.nonPayable(call)
            let to = try Self.address(arguments, 0)
            try wrappedTransferFrom(caller, to, try Self.number(arguments, 1), spender: caller, &context)
            return ABIValue.bool(true).word
        case ERC20.transferFrom.selector?:
            try Self.nonPayable(call)
            let from = try Self.address(arguments, 0)
            let to = try Self.address(arguments, 1)
            try wrappedTransferFrom(from, to, try Self.number(arguments, 2), spender: caller, &context)
            return ABIValue.bool(true).word
        default:
            // `deposit()` and the payable fallback, which takes any other calldata (`WZIL.sol:17-24`).
            depositWrapped(UInt256(call.value), holder: caller, &context)
            return []
        }
    }

    /// A view of WZIL's (non-payable in 0.4.18: value reverts with no data).
    private func wrappedView(_ call: ContractCall, _ answer: [UInt8], _ context: inout DexContext, slot: [UInt8]? = nil)
        throws(DexRevert) -> [UInt8]
    {
        try Self.nonPayable(call)
        context.meter.charge(Gas.view)
        if let slot { context.meter.load(Self.slot(wzil, slot)) }
        return answer
    }

    /// `deposit()` (`WZIL.sol:21-24`): `holder` is credited the value, which WZIL's address holds; `Deposit`.
    mutating func depositWrapped(_ wad: UInt256, holder: Address, _ context: inout DexContext) {
        context.meter.charge(Gas.wrapped)
        let held = wrapped.balance(of: holder)
        // 0.4.18 adds without a check; ZIL amounts stay far below 2^256.
        let credited = held.addingReportingOverflow(wad).partialValue
        context.meter.store(Self.slot(wzil, [3] + holder.bytes), from: held, to: credited)
        wrapped.setBalance(credited, of: holder)
        wrapped.supply = wrapped.supply.addingReportingOverflow(wad).partialValue
        context.log(wzil, [WrappedNative.depositEvent.topic, Self.word(holder)], Self.word(wad))
    }

    /// `withdraw(wad)` (`WZIL.sol:26-31`): `holder`'s units burnt and the ZIL paid from WZIL's address; `Withdrawal`.
    mutating func withdrawWrapped(_ wad: UInt256, holder: Address, _ context: inout DexContext) throws(DexRevert) {
        context.meter.charge(Gas.wrapped)
        let slot = Self.slot(wzil, [3] + holder.bytes)
        context.meter.load(slot)
        let held = wrapped.balance(of: holder)
        guard !(held < wad) else { throw .empty }
        let left = held.subtractingReportingOverflow(wad).partialValue
        context.meter.store(slot, from: held, to: left)
        wrapped.setBalance(left, of: holder)
        wrapped.supply = wrapped.supply.subtractingReportingOverflow(wad).partialValue
        try context.pay(wad, from: wzil, to: holder)
        context.log(wzil, [WrappedNative.withdrawalEvent.topic, Self.word(holder)], Self.word(wad))
    }

    /// `transferFrom(src, dst, wad)` by `spender` (`WZIL.sol:47-65`): the allowance is spent unless
    /// `src` is the spender or it is unlimited; `Transfer`.
    mutating func wrappedTransferFrom(
        _ from: Address, _ to: Address, _ wad: UInt256, spender: Address, _ context: inout DexContext
    ) throws(DexRevert) {
        context.meter.charge(Gas.wrapped)
        let fromSlot = Self.slot(wzil, [3] + from.bytes)
        context.meter.load(fromSlot)
        let held = wrapped.balance(of: from)
        guard !(held < wad) else { throw .empty }
        if from != spender {
            let key = ERC20Allowance(owner: from, spender: spender)
            let allowanceSlot = Self.slot(wzil, [4] + from.bytes + spender.bytes)
            context.meter.load(allowanceSlot)
            let allowed = wrapped.allowance(key)
            if allowed != .max {
                guard !(allowed < wad) else { throw .empty }
                let left = allowed.subtractingReportingOverflow(wad).partialValue
                context.meter.store(allowanceSlot, from: allowed, to: left)
                wrapped.setAllowance(left, key)
            }
        }
        let left = held.subtractingReportingOverflow(wad).partialValue
        context.meter.store(fromSlot, from: held, to: left)
        wrapped.setBalance(left, of: from)
        let toSlot = Self.slot(wzil, [3] + to.bytes)
        let received = wrapped.balance(of: to)
        // The units sum to the supply, so a credit never wraps.
        let credited = received.addingReportingOverflow(wad).partialValue
        context.meter.store(toSlot, from: received, to: credited)
        wrapped.setBalance(credited, of: to)
        context.log(wzil, [ERC20.transferEvent.topic, Self.word(from), Self.word(to)], Self.word(wad))
    }

    /// A `string` return: the offset 32, the length, the UTF-8 padded to a word.
    static func text(_ value: String) -> [UInt8] {
        let bytes = Array(value.utf8)
        let padding = (32 - bytes.count % 32) % 32
        return word(UInt256(UInt64(32))) + word(UInt256(UInt64(bytes.count))) + bytes
            + [UInt8](repeating: 0, count: padding)
    }
}
