import ZilliqaKit

/// `eth_call`, `eth_estimateGas` and `eth_getLogs` as Zilliqa 2.0 v0.21.8 answers them for what
/// the devnet holds: accounts without code, and the contracts it models (`docs/zq2-eth-calls.md`,
/// `docs/devnet-tokens.md`).
extension DevnetMethods {
    /// ZQ2's `max_blocks_to_fetch` on the API nodes z2 deploys (`z2/src/chain/node.rs:777`):
    /// eth_getLogs refuses a range whose ends are more than 50 apart.
    public static let maximumLogBlockSpan: UInt64 = 50

    /// eth_call (`api/eth.rs:265-294`): `[request, blockId?]`; an account without code returns no
    /// bytes, whatever the calldata, sender or value; a modelled contract runs from `from` (the zero
    /// address when absent) on the block's state, changing nothing, and a revert is code 3.
    func call(_ params: EthParams) throws(DevnetRPCError) -> JSONValue {
        let request = try EthCallRequest(params.required(0))
        let block = try params.optional(1).map { (id) throws(DevnetRPCError) in try EthParams.blockID(id) }
        _ = try params.upTo(2)
        let number = try accountBlock(block ?? .tag(.latest))
        guard let to = request.to else { throw .ethContractsNotExecuted }
        guard let run = try ledger.simulate(Self.contractCall(request, to: to, block: number), atBlock: number) else {
            _ = try ledger.account(to, exactlyAtBlock: number)
            return "0x"
        }
        switch run.outcome.result {
        case .returned(let data): return EthJSON.data(data)
        case .reverted(let data): throw .executionReverted(data)
        }
    }

    /// The call `request` makes to `to` in block `block`: from its `from`, or the zero address.
    private static func contractCall(_ request: EthCallRequest, to: Address, block: UInt64) -> ContractCall {
        ContractCall(
            contract: to, caller: request.from ?? LedgerState.feeSink, value: request.value, input: request.input,
            blockNumber: block)
    }

    /// eth_estimateGas (`api/eth.rs:302-337`, `exec.rs:1395-1523`): `[request, blockNumberOrTag?]`.
    /// A plain transfer (no calldata) to an account without code is 21000; calldata runs ZQ2's
    /// binary search above the intrinsic gas the call uses.
    func estimateGas(_ params: EthParams) throws(DevnetRPCError) -> JSONValue {
        let request = try EthCallRequest(params.required(0))
        if let tag = params.optional(1) {
            let parsed = try EthParams.blockNumberOrTag(tag)
            if parsed != .pending, block(parsed) == nil {
                throw .ethInternal("missing block: \(tag.stringValue ?? "")")
            }
        }
        _ = try params.upTo(2)
        guard let to = request.to else { throw .ethContractsNotExecuted }
        let head = ledger.summary().latestBlock.number
        if let run = try ledger.simulate(Self.contractCall(request, to: to, block: head), atBlock: head) {
            return try estimate(run, request: request)
        }
        if request.input.isEmpty {
            if let gas = request.gas, gas < 21_000 {
                throw DevnetRPCError(code: -32003, message: "out of gas: gas required exceeds allowance: \(gas)")
            }
            return EthJSON.quantity(UInt64(21_000))
        }
        let upper = try gasCeiling(for: request)
        let used = Self.intrinsicGas(request.input)
        guard upper >= used else {
            throw .ethInternal("transaction validation error: call gas cost (\(used)) exceeds the gas limit (\(upper))")
        }
        return EthJSON.quantity(Self.searchedEstimate(used: used, ceiling: upper))
    }

    /// A modelled contract's estimate: one run at the ceiling (a revert is code 3, more gas than
    /// the ceiling -32003), then the search from the gas it used to the ceiling, succeeding at
    /// any limit that covers what it spent before its refund.
    private func estimate(_ run: (outcome: ContractOutcome, meter: GasMeter), request: EthCallRequest)
        throws(DevnetRPCError) -> JSONValue
    {
        let upper = try gasCeiling(for: request)
        let intrinsic = Self.intrinsicGas(request.input)
        guard upper >= intrinsic else {
            throw .ethInternal(
                "transaction validation error: call gas cost (\(intrinsic)) exceeds the gas limit (\(upper))")
        }
        guard run.meter.spent <= upper else { throw .outOfGas(allowance: upper) }
        if case .reverted(let data) = run.outcome.result { throw .executionReverted(data) }
        return EthJSON.quantity(
            Self.searchedEstimate(used: run.meter.gasUsed, needed: run.meter.spent, ceiling: upper))
    }

    /// `max_gas_for_caller` (`exec.rs:1391-1415`): the block's gas limit, the request's `gas`, and
    /// what the caller's balance less `value` pays at the price (unless the price is zero).
    private func gasCeiling(for request: EthCallRequest) throws(DevnetRPCError) -> UInt64 {
        var ceiling = min(LedgerState.blockGasLimit, request.gas ?? .max)
        let price = request.feeCap ?? ledger.rules.evmGasPrice
        guard price != 0 else { return ceiling }
        let caller = request.from ?? LedgerState.feeSink
        let balance = ledger.account(caller, atBlock: ledger.summary().latestBlock.number)?.wei.wei ?? 0
        guard balance >= request.value else {
            throw .ethInternal("caller has insufficient funds - has: \(balance), needs: \(request.value)")
        }
        // Rust's `as u64` keeps the low 64 bits.
        ceiling = min(ceiling, UInt64(truncatingIfNeeded: (balance - request.value) / price))
        return ceiling
    }

    /// The intrinsic gas of a call with `input` (Cancun, EIP-2028): 21000, 4 a zero byte, 16 any other.
    public static func intrinsicGas(_ input: [UInt8]) -> UInt64 {
        input.reduce(UInt64(21_000)) { $0 + ($1 == 0 ? 4 : 16) }
    }

    /// ZQ2's search (`exec.rs:1465-1523`) from the gas a call `used` (after its refund) for a call
    /// that succeeds with any gas from `needed` (before it, `used` by default) on: halve the
    /// distance to `ceiling` until it is within 3 % of the upper end, and answer that end.
    public static func searchedEstimate(used: UInt64, needed: UInt64? = nil, ceiling: UInt64) -> UInt64 {
        let needed = needed ?? used
        var lower = used
        var upper = ceiling
        while lower < upper {
            if upper - lower <= upper * 3 / 100 { break }
            let middle = (lower + upper) / 2
            if middle >= needed { upper = middle } else { lower = middle + 1 }
        }
        return upper
    }

    /// eth_getLogs (`api/eth.rs:729-811`): `[filter]`; from a missing start nothing, a missing end
    /// is the head, a reversed range and a range wider than ``maximumLogBlockSpan`` are refused.
    func logs(_ params: EthParams) throws(DevnetRPCError) -> JSONValue {
        let filter = try EthLogFilter(params.required(0))
        _ = try params.atMost(1)
        let blocks: [TxBlock]
        switch filter.blocks {
        case .hash(let hash):
            guard let found = block(.hash(hash)) else { throw .ethInternal("block not found") }
            blocks = [found]
        case .range(let from, let to):
            guard let start = block(from ?? .latest)?.number else { return [] }
            let end = block(to ?? .latest)?.number ?? ledger.summary().latestBlock.number
            guard start <= end else { throw .ethInternal("`from` is greater than `to` (\(start) > \(end))") }
            guard end - start <= Self.maximumLogBlockSpan else {
                throw .ethInternal("Range of blocks exceeds \(Self.maximumLogBlockSpan)")
            }
            blocks = (start...end).compactMap { ledger.block($0) }
        }
        var logs: [JSONValue] = []
        for block in blocks {
            for case .evm(let done) in ledger.transactions(in: block) {
                // ZQ2's eth_getLogs counts logIndex within the transaction, not the block.
                for (index, log) in done.logs.enumerated() where filter.matches(log) {
                    logs.append(EthJSON.log(log, index: index, of: done, block: block))
                }
            }
        }
        return .array(logs)
    }

    /// The block-wide index of `done`'s first log: the logs of the block's earlier transactions.
    func firstLogIndex(of done: ConfirmedEVMTransaction, in block: TxBlock) -> Int {
        ledger.transactions(in: block).reduce(0) { count, transaction in
            guard case .evm(let earlier) = transaction, earlier.index < done.index else { return count }
            return count + earlier.logs.count
        }
    }
}
