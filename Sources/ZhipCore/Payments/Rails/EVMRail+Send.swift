import ZilliqaKit

/// The EVM rail's signing, its one send, and its receipt look-up.
extension EVMRail {
    func sign(_ transaction: PaymentTransaction, with signer: any PaymentSigner) async throws(TransactionsError)
        -> SignedPayment
    {
        guard case .evm(let evm) = transaction else { throw .cancelled }
        return .evm(try await signer.sign(evm))
    }

    /// Sent once with `eth_sendRawTransaction`; an answer lost after the request may have gone out
    /// is unknown (look it up, never sign anew), never a refusal.
    func submit(_ signed: SignedPayment, on network: Network) async -> SendOutcome {
        guard case .evm(let transaction) = signed else { return .refused(.cancelled) }
        let unanswered = { (hash: EVMHash, reason: ZilliqaServiceError) in
            UnansweredSend(
                sender: transaction.sender, nonce: transaction.transaction.nonce, hash: hash, network: network,
                reason: reason)
        }
        do {
            return .accepted(.evm(try await evmService.send(transaction)))
        } catch EVMServiceError.sendOutcomeUnknown(let hash, let failure) {
            return .unknown(unanswered(hash, .transport(failure)))
        } catch is CancellationError {
            return .unknown(unanswered(transaction.transactionHash, .transport(.cancelled)))
        } catch {
            return .refused(TransactionsError(evmNode: error))
        }
    }

    func receipt(of sent: SentTransaction) async throws -> MinedReceipt? {
        guard let hash = sent.evmHash else { return nil }
        return try await evmService.receipt(hash).map { .evm($0) }
    }
}
