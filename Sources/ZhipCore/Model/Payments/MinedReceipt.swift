public import ZilliqaKit

/// A mined transaction's receipt as the node gave it, of either account: what ``PaymentReceipt``
/// reads, and what `tx send` of a file mined before shows (nothing sent then).
///
/// ```swift
/// if case .evm(let receipt) = paymentReceipt.mined { print(receipt.effectiveGasPrice) }
/// ```
public enum MinedReceipt: Sendable, Equatable {
    /// A legacy transaction's receipt.
    case legacy(TransactionReceipt)
    /// An EVM transaction's receipt.
    case evm(EVMTransactionReceipt)
}
