import Foundation
import ZilliqaKit

/// What differs between a key's two accounts (the node's calls, the address grammar, the fee
/// model, signing, the answer to a send), behind one protocol with one conformance each,
/// ``EVMRail`` and ``LegacyRail``: used by ``PaymentSession`` to read and build a payment, never by
/// a rule, which sees only ``PaymentFacts``.
protocol PaymentRail: Sendable {
    /// Reads what `order` needs in one round trip (two for an unstake of everything held, three on a
    /// network whose forks are unknown) and builds its transaction and facts, from `sender` (nil:
    /// before the key is unlocked), given the wallet's own `sends` of the account on this network.
    func prepare(
        _ order: PaymentOrder, from sender: EVMAddress?, on network: Network, sends: [SentTransactionRecord.Send],
        now: Date
    ) async throws(TransactionsError) -> PreparedPayment

    /// Reads what a transaction signed before needs (was it mined before; the account; the
    /// counterparty) in one round trip, and its facts.
    func prepare(
        signed: SignedPayment, intent: any PaymentIntent, consents: Set<PaymentRisk>, on network: Network,
        sends: [SentTransactionRecord.Send], now: Date
    ) async throws(TransactionsError) -> PreparedPayment

    /// Builds `order`'s transaction with no node asked, every figure given, for `network` (the
    /// chain id alone is known when `network` names an EVM chain only), from `sender` once known.
    static func prepareOffline(_ order: PaymentOrder, chainID: UInt64, network: Network?, from sender: EVMAddress?)
        throws(TransactionsError) -> PreparedPayment

    /// `transaction` signed by `signer`.
    func sign(_ transaction: PaymentTransaction, with signer: any PaymentSigner) async throws(TransactionsError)
        -> SignedPayment

    /// Hands `signed` to the node once (a retry after a lost answer sends the same bytes) and says
    /// what became of it.
    func submit(_ signed: SignedPayment, on network: Network) async -> SendOutcome

    /// The receipt of `sent` when the node has one; nil while it has none.
    func receipt(of sent: SentTransaction) async throws -> MinedReceipt?
}
