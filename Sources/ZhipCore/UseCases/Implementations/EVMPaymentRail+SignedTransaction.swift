import ZilliqaKit

/// `tx send` of a file `tx sign` wrote: the same nonce record as the wallet's own payments, so a
/// file whose nonce leaves a gap, or reuses a nonce, is refused before anything is sent.
extension EVMPaymentRail {
    func send(signed: SignedEVMTransaction, allowingNonceGap: Bool, on network: Network)
        async throws(TransactionsError) -> SignedEVMSendOutcome
    {
        let chainID = network.evmChainID
        let hash = signed.transactionHash
        // Mined before: sending it again would be refused for its nonce, or answered as new.
        if let receipt = try await node({ try await evmService.receipt(hash) }) { return .alreadyMined(receipt) }
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
            return .sent(sent)
        } catch let error as TransactionsError {
            throw error
        } catch EVMServiceError.sendOutcomeUnknown(let hash, _) {
            throw .sendOutcomeUnknown(hash)
        } catch EVMServiceError.nonceTooLow(_, let current) {
            // Mined since the look-up (a standard Ethereum node refuses it so), or another has the nonce.
            if let receipt = try await node({ try await evmService.receipt(hash) }) { return .alreadyMined(receipt) }
            throw .nonceTaken(nonce: nonce, nextNonce: max(next, current ?? next))
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }
}
