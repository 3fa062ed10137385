import ZilliqaKit

/// The token calls the router and the pairs make: WZIL is answered here, any other token by the
/// contract at its address through ``ContractCalls`` (an ``ERC20Model``: its allowances, balances,
/// behaviour and `Transfer` logs at its own address).
extension DexModel {
    /// TransferHelper's `safeTransferFrom(token, from, to, value)` made by `spender` (the router):
    /// `transferFrom` must succeed and answer nothing or true.
    mutating func safeTransferFrom(
        _ token: Address, from: Address, to: Address, _ value: UInt256, spender: Address,
        _ context: inout DexContext
    ) throws(DexRevert) {
        let data = try? ERC20.transferFrom.callData([
            .address(ERC20Model.evm(from)), .address(ERC20Model.evm(to)), .uint256(value),
        ])
        let succeeded = tokenCall(token, caller: spender, data ?? [], &context) { (dex, context) throws(DexRevert) in
            try dex.wrappedTransferFrom(from, to, value, spender: spender, &context)
        }
        guard succeeded else { throw .message(Reason.transferFromFailed) }
    }

    /// A `transfer(to, value)` by `sender` that must succeed and answer nothing or true; `failure`
    /// is what the caller reverts with otherwise (the pair's `_safeTransfer`, TransferHelper's `safeTransfer`).
    mutating func safeTransfer(
        _ token: Address, to: Address, _ value: UInt256, sender: Address, failure: String,
        _ context: inout DexContext
    ) throws(DexRevert) {
        let data = try? ERC20.transfer.callData([.address(ERC20Model.evm(to)), .uint256(value)])
        let succeeded = tokenCall(token, caller: sender, data ?? [], &context) { (dex, context) throws(DexRevert) in
            try dex.wrappedTransferFrom(sender, to, value, spender: sender, &context)
        }
        guard succeeded else { throw .message(failure) }
    }

    /// A low-level call of `data` on `token` from `caller`, as TransferHelper makes it: true when it
    /// succeeds answering no data or a true word (a token without code "succeeds" as in the EVM).
    /// WZIL runs `wrapped` here; whatever it changes stays only if it succeeds.
    private mutating func tokenCall(
        _ token: Address, caller: Address, _ data: [UInt8], _ context: inout DexContext,
        wrapped: (inout DexModel, inout DexContext) throws(DexRevert) -> Void
    ) -> Bool {
        if token == wzil {
            context.meter.access(wzil)
            context.calls.recordInternalCall(to: wzil)
            var dex = self
            var inner = context
            do throws(DexRevert) { try wrapped(&dex, &inner) } catch { return false }
            self = dex
            context = inner
            return true
        }
        if answers(for: token) {
            // A pair's LP token as a path's token: the devnet does not call back into the DEX.
            context.meter.access(token)
            return false
        }
        let call = ContractCall(
            contract: token, caller: caller, value: 0, input: data, blockNumber: context.call.blockNumber,
            timestamp: context.call.timestamp)
        guard let outcome = context.calls.call(call, meter: &context.meter) else { return true }
        guard case .returned(let answer) = outcome.result else { return false }
        context.logs += outcome.logs
        if answer.isEmpty { return true }
        // `abi.decode(data, (bool))`: fewer than 32 bytes do not decode; any non-zero word is true.
        guard answer.count >= 32 else { return false }
        return !answer.prefix(32).allSatisfy { $0 == 0 }
    }

    /// `IERC20(token).balanceOf(holder)` as a high-level call: no code at `token` reverts with no
    /// data, a revert is passed up, an answer that is no word reverts with no data.
    mutating func balance(of token: Address, _ holder: Address, _ context: inout DexContext) throws(DexRevert)
        -> UInt256
    {
        if token == wzil {
            context.meter.access(wzil)
            context.calls.recordInternalCall(to: wzil)
            context.meter.load(Self.slot(wzil, [3] + holder.bytes))
            return wrapped.balance(of: holder)
        }
        if let pair = pairs[token] {
            context.meter.access(token)
            return pair.liquidity.balance(of: holder)
        }
        guard context.calls.hasCode(at: token) else {
            context.meter.access(token)
            throw .empty
        }
        let call = ContractCall(
            contract: token, caller: context.call.contract, value: 0,
            input: ERC20.balanceOfCall(ERC20Model.evm(holder)),
            blockNumber: context.call.blockNumber, timestamp: context.call.timestamp)
        guard let outcome = context.calls.call(call, meter: &context.meter) else { throw .empty }
        guard case .returned(let answer) = outcome.result else { throw .passedUp(outcome) }
        guard let units = try? ABIReader(answer).uint256() else { throw .empty }
        return units
    }
}
