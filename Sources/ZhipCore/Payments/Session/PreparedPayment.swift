public import ZilliqaKit

/// A payment read, built and judged: the facts the rules passed, the exact transaction to sign
/// (nil while the key that tells the paying account is locked), what its intent read, and what the
/// review shows. The session signs its ``transaction`` and nothing else.
///
/// ```swift
/// let prepared = try await session.prepare()
/// show(prepared.summary)
/// prepared.dropped     // the account's sends the node dropped, released now (never mined, nothing moved)
/// ```
public struct PreparedPayment: Sendable {
    /// The order it was prepared from, with the consents given so far.
    public let order: PaymentOrder
    /// What the rules judged.
    public let facts: PaymentFacts
    /// The transaction signed, exactly; nil before the paying account is known.
    public let transaction: PaymentTransaction?
    /// What the intent read.
    public let reading: IntentReading
    /// What the review shows.
    public let summary: PaymentSummary
    /// The network's price an EVM gas when prepared (`eth_gasPrice`), which prices the fee charged.
    public let networkGasPrice: Wei?
    /// The account's sends the node no longer holds, released when this was prepared.
    public let dropped: [DroppedSend]
    /// A signed file's transaction (`tx send`), sent as it is.
    public let signed: SignedPayment?
    /// A signed file's receipt when it was mined before: nothing is sent then.
    public let minedBefore: MinedReceipt?

    init(
        order: PaymentOrder, facts: PaymentFacts, transaction: PaymentTransaction?, reading: IntentReading,
        summary: PaymentSummary, networkGasPrice: Wei?, dropped: [DroppedSend] = [], signed: SignedPayment? = nil,
        minedBefore: MinedReceipt? = nil
    ) {
        self.order = order
        self.facts = facts
        self.transaction = transaction
        self.reading = reading
        self.summary = summary
        self.networkGasPrice = networkGasPrice
        self.dropped = dropped
        self.signed = signed
        self.minedBefore = minedBefore
    }

    /// True once the paying account is known and the transaction built: it can be signed.
    public var isComplete: Bool { transaction != nil }

    /// The same payment with the counterparty's name and what the wallet knows in its facts and summary.
    func knowing(_ known: KnownCounterparties, name: CounterpartyName?) -> PreparedPayment {
        PreparedPayment(
            order: order, facts: facts.knowing(known, name: name), transaction: transaction, reading: reading,
            summary: summary.naming(name), networkGasPrice: networkGasPrice, dropped: dropped, signed: signed,
            minedBefore: minedBefore)
    }

    /// The same payment with `consents` in its order and facts.
    func consenting(to consents: Set<PaymentRisk>) -> PreparedPayment {
        var order = order
        order.consents = consents
        return PreparedPayment(
            order: order, facts: facts.consenting(to: consents), transaction: transaction, reading: reading,
            summary: summary, networkGasPrice: networkGasPrice, dropped: dropped, signed: signed,
            minedBefore: minedBefore)
    }
}

/// A send of the account the node no longer holds, two minutes or more after it went out: it was
/// never mined and nothing moved, so the wallet released its nonce (the next payment fills it).
public struct DroppedSend: Sendable, Hashable, CustomStringConvertible {
    public let hash: EVMHash
    public let nonce: UInt64

    public init(hash: EVMHash, nonce: UInt64) {
        self.hash = hash
        self.nonce = nonce
    }

    public var description: String {
        "the transaction \(hash.hex) (nonce \(nonce)) was dropped by the node: it was never mined and nothing moved;"
            + " its nonce is free again"
    }
}
