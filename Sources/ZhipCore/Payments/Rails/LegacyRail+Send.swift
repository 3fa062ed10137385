import ZilliqaKit

/// The legacy rail's Schnorr signing, its one `CreateTransaction`, and its receipt look-up.
extension LegacyRail {
    func sign(_ transaction: PaymentTransaction, with signer: any PaymentSigner) async throws(TransactionsError)
        -> SignedPayment
    {
        guard case .legacy(let payment, let chainID) = transaction else { throw .cancelled }
        return .legacy(try await signer.sign(payment, chainID: chainID))
    }

    /// Sent once (the service re-sends the same bytes after a lost answer, never a new signature):
    /// refused when the node refused it, unknown when no answer came.
    func submit(_ signed: SignedPayment, on network: Network) async -> SendOutcome {
        guard case .legacy(let transaction) = signed else { return .refused(.cancelled) }
        do {
            return .accepted(.legacy(try await zilliqaService.send(transaction)))
        } catch let error as ZilliqaServiceError {
            switch error {
            case .transport, .invalidResponse:
                return .unknown(UnansweredSend(transaction, network: network, reason: error))
            case .notSent:
                return .refused(.service(error))
            default:
                return .refused(.nodeRefused(error))
            }
        } catch let error as NetworkSettingError {
            return .refused(.networkSetting(error))
        } catch {
            // Cancelled (or failed) while the request may have been on its way.
            return .unknown(UnansweredSend(transaction, network: network, reason: .transport(.cancelled)))
        }
    }

    func receipt(of sent: SentTransaction) async throws -> MinedReceipt? {
        guard let id = sent.legacyID else { return nil }
        return try await zilliqaService.transaction(id).map { .legacy($0) }
    }
}
