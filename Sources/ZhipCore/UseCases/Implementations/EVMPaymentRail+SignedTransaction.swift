import ZilliqaKit

/// `tx send` of a file `tx sign` wrote: refused when signed for another chain, and the same nonce
/// record as the wallet's own payments, so a file whose nonce leaves a gap, or reuses a nonce, is
/// refused before anything is sent.
extension EVMPaymentRail {
    func send(signed: SignedEVMTransaction, allowingNonceGap: Bool, on network: Network)
        async throws(TransactionsError) -> SignedSendOutcome
    {
        let chainID = network.evmChainID
        guard signed.transaction.chainID == chainID else {
            throw .evmNetworkChanged(preparedFor: signed.transaction.chainID, configured: network)
        }
        let hash = signed.transactionHash
        // Mined before: sending it again would be refused for its nonce, or answered as new.
        if let receipt = try await node({ try await evmService.receipt(hash) }) { return .minedBefore(.evm(receipt)) }
        let nonce = signed.transaction.nonce
        let sender = signed.sender
        let state = try await node { try await evmService.accountState(of: sender) }
        let next = max(state.nextNonce, try recordedNextNonce(of: sender, chainID: chainID) ?? 0)
        if nonce < next, try await node({ try await evmService.transaction(hash) }) == nil {
            throw .nonceTaken(nonce: nonce, nextNonce: next)
        }
        if nonce > next, !allowingNonceGap { throw .nonceGap(EVMNonceGap(nonce: nonce, nextNonce: next)) }
        do {
            let sent = try await evmService.send(signed)
            // A gap allowed is not recorded: the wallet's next payment then fills it.
            if nonce <= next { try record(nextNonce: nonce + 1, of: sender, chainID: chainID) }
            return .sent(.evm(sent))
        } catch let error as TransactionsError {
            throw error
        } catch EVMServiceError.sendOutcomeUnknown(let hash, let failure) {
            throw .sendOutcomeUnknown(
                UnansweredSend(sender: sender, nonce: nonce, hash: hash, network: network, reason: .transport(failure)))
        } catch EVMServiceError.nonceTooLow(_, let current) {
            // Mined since the look-up (a standard Ethereum node refuses it so), or another has the nonce.
            if let receipt = try await node({ try await evmService.receipt(hash) }) {
                return .minedBefore(.evm(receipt))
            }
            throw .nonceTaken(nonce: nonce, nextNonce: max(next, current ?? next))
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }
}
