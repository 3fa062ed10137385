/// A nonce the network can take, and never one a hostile node talked the wallet into: below the
/// largest there is (EIP-2681), a node's pending count no further ahead of its mined count than
/// Zilliqa 2.0's pool keeps for one account (``maximumPoolAhead``), a nonce given (`--nonce`, a
/// file) neither used already nor ahead of the account's next one (a gap the node would hold
/// unmined) unless consented (`--allow-nonce-gap`).
public struct NonceRule: PaymentRule {
    public let name = "nonce"

    /// The most transactions of one sender Zilliqa 2.0's pool keeps (`MAX_TXNS_PER_SENDER`,
    /// `zilliqa/src/pool.rs:22`, checked at :1060, v0.21.8): a pending count further ahead of the
    /// mined one is no honest node's.
    public static let maximumPoolAhead: UInt64 = 20_000

    public init() {}

    /// The refusal of a signed file whose nonce the node says another transaction has used since
    /// the look-up (its `nonce too low` after the send): this rule's words, not a front end's.
    public var usedByAnother: PaymentRefusal {
        PaymentRefusal(
            rule: name, reason: "another transaction of this account has used the file's nonce",
            nextStep: "sign it again with the account's next nonce")
    }

    public func check(_ facts: PaymentFacts) throws(PaymentRefusal) {
        let nonce = facts.nonce
        if nonce.isBelowFirst {
            throw PaymentRefusal(
                rule: name,
                reason: "the nonce 0 cannot sign a \(facts.account.rawValue) payment: its nonces start at"
                    + " \(nonce.numberedFrom)",
                nextStep: "give the account's next nonce (its transaction count plus \(nonce.numberedFrom))")
        }
        if let latest = nonce.latest, let pending = nonce.pending, pending > latest,
            pending - latest > Self.maximumPoolAhead
        {
            throw PaymentRefusal(
                rule: name,
                reason: "the node says the account has \(pending - latest) transactions pending beyond its \(latest)"
                    + " mined ones, more than Zilliqa 2.0 keeps for one account (\(Self.maximumPoolAhead)): the node"
                    + " is wrong or hostile",
                nextStep: "use another node; nothing was recorded")
        }
        guard nonce.nonce < UInt64.max - 1 else {
            throw PaymentRefusal(
                rule: name,
                reason: "the nonce \(nonce.written(nonce.nonce)) is past the largest a transaction may have",
                nextStep: nonce.given ? "give the account's next nonce" : "use another node; nothing was recorded")
        }
        guard nonce.given else { return }
        if let latest = nonce.latest, nonce.nonce < latest {
            throw PaymentRefusal(
                rule: name,
                reason: "the nonce \(nonce.written(nonce.nonce)) was used by a mined transaction of this account (its"
                    + " next nonce is \(nonce.written(nonce.next ?? latest)))",
                nextStep: "look that transaction up before paying again (it may be this payment); leave the nonce"
                    + " out for a new payment")
        }
        if let holder = nonce.takenBy {
            throw PaymentRefusal(
                rule: name,
                reason:
                    "the nonce \(nonce.written(nonce.nonce)) is held by \(holder): sending this would replace it, and that one"
                    + " would never be mined",
                nextStep: "leave the nonce out for a new payment, or wait until that transaction is mined")
        }
        if let next = nonce.next, nonce.nonce > next, !facts.consents.contains(.nonceGap) {
            throw PaymentRefusal(
                rule: name,
                reason: "the nonce \(nonce.written(nonce.nonce)) is ahead of the account's next nonce"
                    + " \(nonce.written(next)): the node would keep the transaction unmined until"
                    + " \(Self.missing(from: nonce.written(next), to: nonce.written(nonce.nonce))) are used",
                nextStep: "sign it with nonce \(nonce.written(next)), or allow the gap explicitly", consent: .nonceGap)
        }
    }

    /// `nonce 4` or `nonces 4 to 6`: the nonces before `nonce` that the account has not used.
    static func missing(from next: UInt64, to nonce: UInt64) -> String {
        nonce - next == 1 ? "nonce \(next)" : "nonces \(next) to \(nonce - 1)"
    }
}
