public import ZilliqaKit

/// Every rule of a payment, once, for either account that pays (the draft names it): prepare (one
/// batched round trip, every check, nothing signed), then sign exactly what was prepared and shown
/// and send it once; a send always ends in one ``SendOutcome``. Also signs a legacy payment without
/// a node, sends a transaction signed earlier, and looks an EVM one up.
///
/// ```swift
/// let payments = Container.shared.paymentsUseCase()
/// let prepared = try await payments.prepare(.legacy(draft, from: wallet.address))   // shows fee and total
/// let outcome = await payments.send(prepared, keystore: wallet.keystore, password: typed)
/// let evm = try await payments.prepare(.evm(EVMPaymentDraft(from: sender, to: recipient, amount: .max)))
/// let sent = await payments.send(evm, signingWith: keyPair)   // .accepted(.evm(hash))
/// ```
public protocol PaymentsUseCase: Sendable {
    /// Checks `draft` by every rule of a payment from its account, against the network, and
    /// builds what is shown and signed. Signs and sends nothing.
    ///
    /// The node must be on the wallet's network, for either account. A legacy payment's gas price
    /// is at least the node's minimum and, unless the draft accepts ``PaymentRisk/highGasPrice``,
    /// at most ``PaymentLimits/maximumGasPrice``; its gas limit is from ``Payment/minimumGasLimit``
    /// to ``Payment/maximumGasLimit``; its fee is 50 gas at the gas price (``Payment/fee()``); its
    /// nonce is the account's plus one; the era must take it. An EVM payment's fee is at least the
    /// node's gas price; a frozen sender and a swept recipient are refused; its nonce is the
    /// largest of the node's count and the wallet's own record. Either way the balance covers the
    /// amount plus the most the fee can be, and each risk the recipient carries needs its consent.
    ///
    /// - Throws: a ``TransactionsError`` (``TransactionsError/refusesThePayment`` says whether the
    ///   payment itself is refused); ``TransactionsError/cancelled`` when the task is cancelled.
    func prepare(_ draft: AnyPaymentDraft) async throws(TransactionsError) -> AnyPreparedPayment

    /// What `choice` costs an EVM transfer on the node, for a payment whose sender is not known yet
    /// (a keystore's EVM account is learned only by unlocking it): the node's chain is checked, and
    /// the fee priced at its gas price. ``prepare(_:)`` checks the rest once the sender is known.
    func quote(_ choice: EVMFeeChoice) async throws(TransactionsError) -> EVMFeeQuote

    /// Signs `payment` with `key` (which must be its sender's) and sends it once. Every check is
    /// made before anything is sent; the node is never sent a second signature of the payment (a
    /// retry re-sends the same bytes). A key of another account or a changed network is
    /// ``SendOutcome/refused(_:)``; a node that never answered is ``SendOutcome/unknown(_:)``.
    func send(_ payment: AnyPreparedPayment, signingWith key: KeyPair) async -> SendOutcome

    /// Unlocks `keystore` with `password` and sends `payment` as ``send(_:signingWith:)`` does; a
    /// wrong password is ``SendOutcome/refused(_:)`` with ``TransactionsError/wrongPassword``.
    func send(_ payment: AnyPreparedPayment, keystore: Keystore, password: String) async -> SendOutcome

    /// Sends `transaction`, signed earlier (``signOffline(_:keystore:password:)`` or `tx sign`), as it
    /// is, once, unless it was mined before (asked first; nothing is sent then). Refused with nothing
    /// sent when it was signed for another chain than the wallet's network, when a legacy one's
    /// signature does not hold, or when an EVM one's nonce is taken or ahead of the account's next
    /// one (a gap only when `allowingNonceGap`); an EVM nonce sent is recorded. Sending the same
    /// transaction twice is safe: the network gives it the same id and takes it once.
    ///
    /// - Throws: the refusal (``TransactionsError/refusesThePayment``), or
    ///   ``TransactionsError/sendOutcomeUnknown(_:)`` when no answer came after it went out.
    func send(_ transaction: AnySignedTransaction, allowingNonceGap: Bool) async throws(TransactionsError)
        -> SignedSendOutcome

    /// Unlocks `keystore` with `password` and signs `payment` (held already to the rules that need
    /// neither node nor key) with its key, asking no node and sending nothing: refused when the
    /// payment goes to the key's own account (or, legacy, is otherwise unusual for it) without
    /// that risk's consent.
    ///
    /// - Throws: a rule's refusal, ``TransactionsError/wrongPassword`` or ``TransactionsError/keystore(_:)``.
    func signOffline(_ payment: OfflinePayment, keystore: Keystore, password: String) async throws(TransactionsError)
        -> AnySignedTransaction

    /// Looks a sent EVM transaction up (receipt, then the pool), to settle an unknown outcome.
    func check(_ hash: EVMHash) async throws(TransactionsError) -> EVMSendCheck

    /// Waits for the receipt of the EVM transaction `hash` as `policy` says.
    /// - Throws: ``TransactionsError/failedOnChain(_:)`` for status 0, ``TransactionsError/notMinedYet(_:)``.
    func receipt(of hash: EVMHash, policy: PollingPolicy) async throws(TransactionsError) -> EVMTransactionReceipt

    /// The allowances `owner` granted of `tokens` on the wallet's network: the approvals the wallet
    /// sent (its own record) and the `approve` calls among the owner's transactions the node's
    /// Otterscan search finds (its newest pages, docs/zq2-ots.md), each confirmed with
    /// `allowance(owner, spender)` in one batch, those now zero left out; the record alone, and
    /// ``TokenAllowanceList/searchedNode`` false, when the node does not serve the search. Not
    /// found by scanning `Approval` logs.
    func allowances(of owner: EVMAddress, among tokens: [Token]) async throws(TransactionsError)
        -> TokenAllowanceList
}

extension PaymentsUseCase {
    /// Waits with ``PollingPolicy/standard``.
    public func receipt(of hash: EVMHash) async throws(TransactionsError) -> EVMTransactionReceipt {
        try await receipt(of: hash, policy: .standard)
    }

    /// Prepares a legacy `draft` from the keystore's account, then unlocks, signs and sends it: the
    /// two steps of ``prepare(_:)`` and ``send(_:keystore:password:)`` in one. A keystore that names
    /// no address is unlocked first, to learn it, and that key signs.
    ///
    /// - Throws: what ``prepare(_:)`` throws, and the unlocking's ``TransactionsError`` for a
    ///   keystore that names no address; nothing was sent then.
    public func send(_ draft: PaymentDraft, keystore: Keystore, password: String) async throws(TransactionsError)
        -> SendOutcome
    {
        guard let sender = keystore.address else {
            let key = KeyPair(privateKey: try await DefaultPaymentsUseCase.unlock(keystore, password: password))
            return await send(try await prepare(.legacy(draft, from: key.address)), signingWith: key)
        }
        return await send(try await prepare(.legacy(draft, from: sender)), keystore: keystore, password: password)
    }
}
