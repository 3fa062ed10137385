public import ZilliqaKit

extension TransactionReceiptUseCase {
    /// The receipt of `id` when it is mined already, from one look-up without waiting; nil when the
    /// node has none. `tx send` asks it first, so a signed file mined before is reported, not sent
    /// again (a network past its era switch would refuse the copy, though the original went through).
    ///
    /// ```swift
    /// if let receipt = try await useCase.receiptIfMined(transaction.id) { report(receipt) } else { send(transaction) }
    /// ```
    /// - Throws: ``TransactionsError`` when the node cannot be asked.
    public func receiptIfMined(_ id: TransactionID) async throws -> TransactionReceipt? {
        do {
            return try await receipt(for: id, policy: PollingPolicy(tries: 1, baseDelay: .zero), progress: nil)
        } catch TransactionsError.service(.receiptNotFound) {
            return nil
        }
    }
}
