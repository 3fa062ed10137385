import ZilliqaKit

/// The EVM rail's migration escrow claim (docs/zq2-escrow.md): the rules that need no node
/// (``EscrowClaimRules/check(_:from:on:)``), then one batch of `eth_call`s, the old address's
/// `balanceOf` and the claim simulated from the sender, then `eth_estimateGas` under
/// ``EscrowClaimRules/maximumGas``, and the ZIL for the fee; every refusal before a signature.
extension EVMPaymentRail {
    /// What a claim was priced at: its gas limit and what the old address has lodged.
    struct EscrowClaimPrice {
        let gasLimit: UInt64
        let lodged: Wei
    }

    /// Prices `claim`, sent by `draft`'s sender with `fee`, refusing it unsigned when it pays
    /// another account, is for another chain, would pay nothing, would revert (with the escrow's
    /// reason), needs gas past the ceiling, or the EVM account cannot pay its gas.
    func priceEscrowClaim(
        _ claim: EscrowClaimCalldata, of draft: EVMPaymentDraft, fee: EVMTransactionFee, state: EVMAccountState,
        on network: Network
    ) async throws(TransactionsError) -> EscrowClaimPrice {
        do throws(EscrowClaimRefusal) {
            try EscrowClaimRules.check(claim, from: draft.from, on: network)
        } catch {
            throw .escrowClaimRefused(error)
        }
        let call = EVMCallRequest(from: draft.from, to: MigrationEscrow.address, data: claim.bytes)
        let balanceOf = EVMCallRequest(
            to: MigrationEscrow.address, data: MigrationEscrow.balanceOfCall(claim.oldAddress))
        let answers = try await node { try await evmService.calls([balanceOf, call], at: .latest) }
        guard answers.count == 2 else { throw .escrowClaimRefused(.lodgedBalanceUnreadable) }
        let lodged = try Self.lodged(in: answers[0])
        do throws(EscrowClaimRefusal) {
            try EscrowClaimRules.checkLodged(lodged, of: claim)
        } catch {
            throw .escrowClaimRefused(error)
        }
        _ = try Self.claimAnswer(answers[1])
        let estimate = try await claimAnswer { try await evmService.estimateGas(call) }
        let gas: UInt64
        do throws(EscrowClaimRefusal) {
            gas = try EscrowClaimRules.gasLimit(given: draft.gasLimit, estimate: estimate, of: claim)
        } catch {
            throw .escrowClaimRefused(error)
        }
        let (maximumFee, overflow) = UInt128(gas).multipliedReportingOverflow(by: fee.maximumPricePerGas)
        guard !overflow, maximumFee <= state.balance.wei else {
            throw .escrowClaimRefused(
                .noZILForGas(required: Wei(wei: overflow ? .max : maximumFee), balance: state.balance))
        }
        return EscrowClaimPrice(gasLimit: gas, lodged: lodged)
    }

    /// The wei a `balanceOf` answer gives; not one word (no escrow there) is unreadable.
    private static func lodged(in answer: Result<[UInt8], any Error>) throws(TransactionsError) -> Wei {
        let bytes = try claimAnswer(answer)
        guard bytes.count == 32, let words = try? ABIReader(bytes).uint256(), let wei = words.uint128Value else {
            throw .escrowClaimRefused(.lodgedBalanceUnreadable)
        }
        return Wei(wei: wei)
    }

    /// The bytes of one call's `answer`; a revert is the escrow's refusal, with its reason.
    private static func claimAnswer(_ answer: Result<[UInt8], any Error>) throws(TransactionsError) -> [UInt8] {
        switch answer {
        case .success(let bytes): return bytes
        case .failure(EVMServiceError.executionReverted(_, let data)):
            throw .escrowClaimRefused(.reverted(ABIRevertReason(data: data)))
        case .failure(let error): throw TransactionsError(evmNode: error)
        }
    }

    /// What `call` answers, a revert being the escrow's refusal with its reason.
    private func claimAnswer<T>(_ call: () async throws -> T) async throws(TransactionsError) -> T {
        do {
            return try await call()
        } catch EVMServiceError.executionReverted(_, let data) {
            throw .escrowClaimRefused(.reverted(ABIRevertReason(data: data)))
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }
}
