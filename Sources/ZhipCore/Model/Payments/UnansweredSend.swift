public import ZilliqaKit

/// A transaction that went out, or may have, without an answer from the node, from either
/// account: the nonce and the id or hash it went out with, so that the person can send the very same transaction again (the network
/// accepts at most one per nonce) or look it up, and never pays twice by signing a new one.
///
/// ```swift
/// if case .unknown(let unanswered) = outcome {
///     print(unanswered.description)   // "… nonce 3 … send the same payment again with nonce 3 …"
///     retry(nonce: unanswered.nonce)
/// }
/// ```
public struct UnansweredSend: Sendable, Equatable, CustomStringConvertible {
    /// The account that signed it, as the person knows it: `zil1…`, or `0x…` (EIP-55).
    public let sender: String
    /// The nonce it was signed with: the network accepts one transaction per nonce.
    public let nonce: UInt64
    /// Its id or hash: the network gives the same transaction the same one.
    public let sent: SentTransaction
    /// The network it was sent to.
    public let network: Network
    /// Why no answer came (the node could not be reached, or answered nonsense).
    public let reason: ZilliqaServiceError

    /// An unanswered legacy send from `sender`.
    public init(sender: Address, nonce: UInt64, id: TransactionID, network: Network, reason: ZilliqaServiceError) {
        self.sender = sender.bech32
        self.nonce = nonce
        self.sent = .legacy(id)
        self.network = network
        self.reason = reason
    }

    /// An unanswered EVM send from `sender`.
    public init(sender: EVMAddress, nonce: UInt64, hash: EVMHash, network: Network, reason: ZilliqaServiceError) {
        self.sender = sender.checksummed
        self.nonce = nonce
        self.sent = .evm(hash)
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
        mayHaveGoneOut + ", or look up transaction \(sent) first"
    }

    /// ZhipCore's words for what may have gone out and that it must not become a new payment,
    /// without how to look it up, for a front end to end with its own way (a command naming the id).
    public var mayHaveGoneOut: String {
        Self.mayHaveGoneOut(sender: sender, nonce: nonce, network: network, because: "\(reason)")
    }

    /// The same words for a send of `nonce` from `sender` that was interrupted before the node
    /// answered (Ctrl-C): nothing is known of it but what was signed.
    ///
    /// ```swift
    /// UnansweredSend.interrupted(sender: alice, nonce: 4, network: .testnet)
    /// // "the payment (nonce 4 from zil1…) may or may not have reached testnet: …"
    /// ```
    public static func interrupted(sender: Address, nonce: UInt64, network: Network) -> String {
        interrupted(sender: sender.bech32, nonce: nonce, network: network)
    }

    /// The same words for an EVM send from `sender` interrupted before the node answered.
    public static func interrupted(sender: EVMAddress, nonce: UInt64, network: Network) -> String {
        interrupted(sender: sender.checksummed, nonce: nonce, network: network)
    }

    private static func interrupted(sender: String, nonce: UInt64, network: Network) -> String {
        mayHaveGoneOut(
            sender: sender, nonce: nonce, network: network, because: "it was interrupted before the node answered")
    }

    private static func mayHaveGoneOut(sender: String, nonce: UInt64, network: Network, because cause: String)
        -> String
    {
        "the payment (nonce \(nonce) from \(sender)) may or may not have reached \(network.displayName):"
            + " \(cause). Do not make it a new payment: send the same one again with nonce \(nonce), which the network"
            + " accepts at most once (if the node answers that nonce \(nonce) is too low, it went through)"
    }
}
