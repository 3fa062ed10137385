public import ZilliqaKit

/// Where a payment whose send went unanswered stands: mined (with its receipt), held in the node's
/// pool, or unknown to the node (it was not received, or was dropped). Looked up, never sent again.
public enum SentPaymentStatus: Sendable, Equatable {
    case mined(PaymentReceipt)
    case pending
    case notFound
}

extension PaymentSession {
    /// Looks the signed payment up (its receipt, then the pool): what to say of a send whose answer
    /// was lost. A legacy payment without a receipt is counted pending: its pool cannot be asked.
    public func lookUp() async throws(TransactionsError) -> SentPaymentStatus {
        guard let signed = currentSigned, let payment = currentPayment else { throw .notReviewed }
        let environment = currentEnvironment
        do {
            if let mined = try await environment.rail(for: signed.account).receipt(of: signed.sent) {
                return .mined(PaymentReceipt(mined, sent: signed.sent, of: payment))
            }
            guard case .evm(let hash) = signed.sent else { return .pending }
            return try await environment.evmService.transaction(hash) == nil ? .notFound : .pending
        } catch {
            throw TransactionsError(evmNode: error)
        }
    }
}
