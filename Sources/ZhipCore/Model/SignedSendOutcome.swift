public import ZilliqaKit

/// What became of a transaction signed earlier (`zhip-cli tx send FILE`), of either account, given
/// to ``PaymentsUseCase/send(_:allowingNonceGap:)``: sent now, or found mined before and not sent.
///
/// ```swift
/// switch try await payments.send(.legacy(signed), allowingNonceGap: false) {
/// case .sent(let sent): waitForReceipt(sent)
/// case .minedBefore(let receipt): report(receipt)   // nothing was sent
/// }
/// ```
public enum SignedSendOutcome: Sendable, Equatable {
    /// The node took it now (or had it in its pool already): its receipt is still to come.
    case sent(SentTransaction)
    /// It was mined before: nothing was sent, and this is its receipt (which may say it failed).
    case minedBefore(MinedReceipt)
}

/// A mined transaction's receipt, of either account.
public enum MinedReceipt: Sendable, Equatable {
    /// A legacy transaction's receipt.
    case legacy(TransactionReceipt)
    /// An EVM transaction's receipt.
    case evm(EVMTransactionReceipt)
}
