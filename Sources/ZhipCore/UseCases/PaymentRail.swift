import ZilliqaKit

/// What differs between the two accounts a payment leaves from (the node's calls, the address
/// grammar, the fee model and funds check, signing, the answer to a send), behind one protocol:
/// ``DefaultPaymentsUseCase`` writes the rest once (the network setting, the order of the steps,
/// the unlocking, the last moment to stop with nothing sent, the outcome). Its conformances are
/// ``LegacyPaymentRail`` and ``EVMPaymentRail``.
protocol PaymentRail: Sendable {
    /// The payment as drafted, naming its sender.
    associatedtype Draft: Sendable
    /// What a payment needs from the node, read in one batched round trip.
    associatedtype Readings: Sendable
    /// The payment checked and priced, exactly as it is shown and signed.
    associatedtype Prepared: Sendable
    /// The signed transaction handed to the node.
    associatedtype Signed: Sendable

    /// Applies the rules `draft` can be held to without the node (the recipient it names, the
    /// sender itself or the zero address, the gas limit).
    func check(_ draft: Draft) throws(TransactionsError)

    /// Reads what `draft` needs from the node in one batched round trip.
    func read(for draft: Draft) async throws(TransactionsError) -> Readings

    /// The refusal of a node whose chain, in `readings`, is not `network`'s; nil when it is.
    func chainMismatch(of readings: Readings, on network: Network) -> TransactionsError?

    /// Applies the rest of this account's rules to `draft` on `network`, given `readings` from a
    /// node on its chain: what the node tells of the recipient and the era, the fee, the funds and
    /// the nonce. Signs and sends nothing.
    func price(_ draft: Draft, given readings: Readings, on network: Network) async throws(TransactionsError)
        -> Prepared

    /// Refuses `prepared` when it was prepared for another network than `network`.
    func check(_ prepared: Prepared, isFor network: Network) throws(TransactionsError)

    /// `prepared` signed with `key`, refused when `key` is not its sender's.
    func sign(_ prepared: Prepared, with key: KeyPair) throws(TransactionsError) -> Signed

    /// Hands `signed` to the node once (a retry after a lost answer re-sends the same bytes) and
    /// says what became of it; after the node took it, records what the account's next payment needs.
    func submit(_ signed: Signed, of prepared: Prepared, on network: Network) async -> SendOutcome
}
