public import ZilliqaKit

/// What became of a payment handed to ``SendTransactionUseCase``: the one answer every front
/// end maps (the CLI's exit codes, the signing scene's state, `tx send`), so none of them reads
/// a lower layer's errors to guess whether money moved.
///
/// ```swift
/// switch await sendTransactionUseCase.send(prepared, keystore: wallet.keystore, password: typed) {
/// case .accepted(let id): waitForReceipt(id)
/// case .refused(let reason): show(reason.description)        // nothing was sent
/// case .unknown(let unanswered): show(unanswered.description) // send the same nonce again, or look it up
/// }
/// ```
public enum SendOutcome: Sendable, Equatable, CustomStringConvertible {
    /// The node accepted the transaction under this id; it is not confirmed yet.
    case accepted(TransactionID)
    /// Nothing was sent, or the network refused it: nothing was transferred. The reason says
    /// why and what to do.
    case refused(TransactionsError)
    /// The transaction went out, or may have, and no answer came: it may be on its way.
    case unknown(UnansweredSend)

    /// The id the node accepted, or nil.
    public var acceptedID: TransactionID? {
        if case .accepted(let id) = self { return id }
        return nil
    }

    public var description: String {
        switch self {
        case .accepted(let id): "the node accepted transaction \(id)"
        case .refused(let reason): reason.description
        case .unknown(let unanswered): unanswered.description
        }
    }
}
