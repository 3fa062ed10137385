public import ZilliqaKit

/// A transaction that went out, or may have, without an answer from the node: the nonce and the
/// id it went out with, so that the person can send the very same transaction again (the network
/// accepts at most one per nonce) or look it up, and never pays twice by signing a new one.
///
/// ```swift
/// if case .unknown(let unanswered) = outcome {
///     print(unanswered.description)   // "… nonce 3 … send the same payment again with nonce 3 …"
///     retry(nonce: unanswered.nonce)
/// }
/// ```
public struct UnansweredSend: Sendable, Equatable, CustomStringConvertible {
    /// The account that signed it.
    public let sender: Address
    /// The nonce it was signed with: the network accepts one transaction per nonce.
    public let nonce: UInt64
    /// Its id: the network gives the same transaction the same id.
    public let id: TransactionID
    /// The network it was sent to.
    public let network: Network
    /// Why no answer came (the node could not be reached, or answered nonsense).
    public let reason: ZilliqaServiceError

    public init(sender: Address, nonce: UInt64, id: TransactionID, network: Network, reason: ZilliqaServiceError) {
        self.sender = sender
        self.nonce = nonce
        self.id = id
        self.network = network
        self.reason = reason
    }

    /// The unanswered send of `transaction` to `network`.
    init(_ transaction: SignedTransaction, network: Network, reason: ZilliqaServiceError) {
        self.init(
            sender: transaction.core.senderPublicKey.address, nonce: transaction.core.nonce, id: transaction.id,
            network: network, reason: reason)
    }

    public var description: String {
        "the payment (nonce \(nonce) from \(sender.bech32), transaction \(id)) may or may not have reached the"
            + " \(network.name) network: \(reason). Do not make it a new payment: send the same one again with nonce"
            + " \(nonce), which the network accepts at most once (if the node answers that nonce \(nonce) is too low,"
            + " it went through), or look transaction \(id) up first"
    }
}
