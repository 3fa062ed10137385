import ZilliqaKit

/// The EVM rail's staking calls (docs/zq2-staking.md): the pool's facts and the account's position
/// in one batch (with the head block, for unbonding), the rules that need them
/// (``StakingRules/check(_:facts:position:)``), the call simulated with `eth_call` from the account
/// with its value (a revert refused with the pool's own error), `eth_estimateGas` under
/// ``StakingRules/maximumGas(for:)``, and the ZIL for the value and the fee; every refusal before a
/// signature.
extension EVMPaymentRail {
    /// What a staking call was priced at: its gas limit, and the preview its review shows.
    struct StakingPrice {
        let gasLimit: UInt64
        let preview: StakingPreview

        /// The call as it is signed (an unstake of `.all` resolved).
        var call: StakingCall { preview.call }
    }

    /// Prices `call`, sent by `draft`'s sender with `fee`, refusing it unsigned when the pool is
    /// another network's or does not answer as a pool, the rules refuse it, the simulation reverts,
    /// its gas passes the ceiling, or the account cannot pay the value and the fee.
    func priceStakingCall(
        _ call: StakingCall, of draft: EVMPaymentDraft, fee: EVMTransactionFee, state: EVMAccountState,
        on network: Network
    ) async throws(TransactionsError) -> StakingPrice {
        let pool = call.pool
        guard pool.evmChainID == state.chainID else {
            throw .stakingUnreadable(.unknownPool(pool.address.checksummed, network: network.displayName))
        }
        let reads = StakingReads(pool: pool, account: draft.from)
        let batch = try await node { try await evmService.chainIDHeadAndCalls(reads.requests) }
        guard batch.chainID == state.chainID else {
            throw .evmNetworkMismatch(nodeChainID: batch.chainID, configured: network)
        }
        let read: StakingPoolState
        do throws(StakingError) {
            read = try reads.state(from: batch.outcomes[...], headBlock: batch.blockNumber ?? 0)
        } catch {
            if case .node(let failure) = error { throw failure }
            throw .stakingUnreadable(error)
        }
        guard let position = read.position else {
            throw .stakingUnreadable(.unreadable(pool.address, what: "position"))
        }
        do throws(StakingRefusal) {
            try StakingRules.check(call, facts: read.facts, position: position)
        } catch {
            throw .stakingRefused(error)
        }
        let resolved = call.resolved(held: StakingRules.held(in: position))
        guard let data = resolved.calldata else { throw .stakingRefused(.nothingToUnstake(pool)) }
        let value = resolved.value
        let request = EVMCallRequest(
            from: draft.from, to: pool.address, data: data, value: value == .zero ? nil : value)
        _ = try await stakingAnswer(pool) { try await evmService.call(request, at: .latest) }
        var estimate: UInt64 = 0
        if draft.gasLimit == nil {
            estimate = try await stakingAnswer(pool) { try await evmService.estimateGas(request) }
        }
        let gas: UInt64
        do throws(StakingRefusal) {
            gas = try StakingRules.gasLimit(given: draft.gasLimit, estimate: estimate, for: resolved.action)
        } catch {
            throw .stakingRefused(error)
        }
        let intrinsic = EVMPaymentRules.intrinsicGas(of: data)
        guard gas >= intrinsic else { throw .evmGasLimitBelowIntrinsic(gas, intrinsic: intrinsic) }
        let (maximumFee, feeOverflow) = UInt128(gas).multipliedReportingOverflow(by: fee.maximumPricePerGas)
        let (required, overflow) = value.wei.addingReportingOverflow(maximumFee)
        guard !feeOverflow, !overflow, required <= state.balance.wei else {
            throw .insufficientEVMFunds(
                required: Wei(wei: feeOverflow || overflow ? .max : required), balance: state.balance,
                maximumFee: Wei(wei: feeOverflow ? .max : maximumFee))
        }
        return StakingPrice(
            gasLimit: gas, preview: StakingPreview(call: resolved, facts: read.facts, position: position))
    }

    /// What `call` answers, a revert being the pool's refusal with its custom error.
    private func stakingAnswer<T>(_ pool: StakingPool, _ call: () async throws -> T) async throws(TransactionsError)
        -> T
    {
        do {
            return try await call()
        } catch EVMServiceError.executionReverted(_, let data) {
            throw .stakingRefused(.reverted(pool, DelegationError(data: data), ABIRevertReason(data: data)))
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }
}
