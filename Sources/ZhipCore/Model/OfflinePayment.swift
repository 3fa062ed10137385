public import ZilliqaKit

/// A payment held to every rule that needs neither a node nor the key, for `tx sign` to sign
/// offline once the key is unlocked (``PaymentsUseCase/signOffline(_:keystore:password:)``, which
/// holds it to the rules of the key's own account).
///
/// ```swift
/// let payment = try OfflinePayment.evm(checking: draft, chainID: Network.mainnet.evmChainID)   // before the password
/// let signed = try await payments.signOffline(payment, keystore: keystore, password: typed)
/// ```
public enum OfflinePayment: Sendable {
    /// A legacy payment for `network`.
    case legacy(PaymentDraft, on: Network)
    /// An EVM transaction, and the risks its draft accepted.
    case evm(EVMTransaction, acceptedRisks: Set<PaymentRisk>)

    /// `draft` for `network`, refused when a rule that needs no node or key refuses it.
    public static func legacy(checking draft: PaymentDraft, on network: Network) throws(TransactionsError) -> Self {
        _ = try LegacyPaymentRules.offlinePayment(for: draft)
        return .legacy(draft, on: network)
    }

    /// The transaction `draft` describes for the EVM chain `chainID`
    /// (``EVMPaymentRules/offlineTransaction(for:chainID:)``).
    public static func evm(checking draft: EVMPaymentDraft, chainID: UInt64) throws(TransactionsError) -> Self {
        .evm(try EVMPaymentRules.offlineTransaction(for: draft, chainID: chainID), acceptedRisks: draft.acceptedRisks)
    }
}
