public import ZilliqaKit

/// What became of a payment ``PaymentSession/submit()`` sent, from
/// either account: the one answer every front end maps (the CLI's exit codes, the signing scene's
/// state, `tx send`), so none of them reads a lower layer's errors to guess whether money moved.
///
/// ```swift
/// switch await session.submit() {
/// case .accepted(let sent): waitForReceipt(sent)        // .legacy(id) or .evm(hash)
/// case .refused(let reason): show(reason.description)        // nothing was sent
/// case .unknown(let unanswered): show(unanswered.description) // send the same nonce again, or look it up
/// }
/// ```
public enum SendOutcome: Sendable, Equatable, CustomStringConvertible {
    /// The node accepted the transaction under this id or hash; it is not confirmed yet.
    case accepted(SentTransaction)
    /// Nothing was sent, or the network refused it: nothing was transferred. The reason says
    /// why and what to do.
    case refused(TransactionsError)
    /// The transaction went out, or may have, and no answer came: it may be on its way.
    case unknown(UnansweredSend)

    /// What the node accepted, or nil.
    public var sent: SentTransaction? {
        if case .accepted(let sent) = self { return sent }
        return nil
    }

    /// The legacy id the node accepted, or nil.
    public var acceptedID: TransactionID? { sent?.legacyID }

    public var description: String {
        switch self {
        case .accepted(let sent): "the node accepted transaction \(sent)"
        case .refused(let reason): reason.description
        case .unknown(let unanswered): unanswered.description
        }
    }
}
