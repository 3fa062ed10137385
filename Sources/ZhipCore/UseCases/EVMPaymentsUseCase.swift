public import ZilliqaKit

/// What a look-up finds of a sent EVM transaction.
public enum EVMSendCheck: Sendable, Hashable {
    /// Mined, with this receipt (which may say it failed).
    case mined(EVMTransactionReceipt)
    /// The node has it in its pool, not mined yet.
    case pending
    /// The node does not know it: it was not received (or was dropped); sending it again is safe.
    case notFound
}

/// Every rule of a payment from the wallet's EVM account, in one place: prepare (one `eth_`
/// round trip for the balance, nonces and gas price), sign exactly what was prepared and shown,
/// send once, and follow it to its receipt.
///
/// ```swift
/// let useCase = Container.shared.evmPaymentsUseCase()
/// let payment = try await useCase.prepare(EVMPaymentDraft(from: sender, to: recipient, amount: .exactly(amount)))
/// let outcome = await useCase.send(payment, signingWith: keyPair)   // .accepted(.evm(hash))
/// let receipt = try await useCase.receipt(of: hash)   // throws failedOnChain for status 0
/// ```
public protocol EVMPaymentsUseCase: Sendable {
    /// Checks the draft against the sender's account and the network's fees, and builds the
    /// transaction to show and sign.
    func prepare(_ draft: EVMPaymentDraft) async throws(TransactionsError) -> PreparedEVMPayment

    /// What `choice` costs a transfer on the node, for a payment whose sender is not known yet (a
    /// keystore's EVM account is learned only by unlocking it): the node's chain is checked, and
    /// the fee priced at its gas price. ``prepare(_:)`` checks the rest once the sender is known.
    func quote(_ choice: EVMFeeChoice) async throws(TransactionsError) -> EVMFeeQuote

    /// Signs `payment.transaction` with `key` (which must be its sender's) and sends it once: the
    /// node accepted its hash, refused it (nothing sent), or did not answer (``SendOutcome/unknown(_:)``:
    /// look it up, or send the same nonce again), as a legacy payment's ``SendOutcome`` says.
    func send(_ payment: PreparedEVMPayment, signingWith key: KeyPair) async -> SendOutcome

    /// Looks a sent transaction up (receipt, then the pool), to settle an unknown outcome.
    func check(_ hash: EVMHash) async throws(TransactionsError) -> EVMSendCheck

    /// Waits for the receipt of `hash` as `policy` says.
    /// - Throws: ``TransactionsError/failedOnChain(_:)`` for status 0, ``TransactionsError/notMinedYet(_:)``.
    func receipt(of hash: EVMHash, policy: PollingPolicy) async throws(TransactionsError) -> EVMTransactionReceipt

    /// Sends `signed` (signed elsewhere, as `tx sign` does) once, unless it was mined already; its
    /// nonce must be the account's next one (a gap only when `allowingNonceGap`), and is recorded after.
    /// - Throws: ``TransactionsError/nonceGap(_:)``, ``TransactionsError/nonceTaken(nonce:nextNonce:)``.
    func send(signed: SignedEVMTransaction, allowingNonceGap: Bool) async throws(TransactionsError)
        -> SignedEVMSendOutcome
}

extension EVMPaymentsUseCase {
    /// Waits with ``PollingPolicy/standard``.
    public func receipt(of hash: EVMHash) async throws(TransactionsError) -> EVMTransactionReceipt {
        try await receipt(of: hash, policy: .standard)
    }
}
