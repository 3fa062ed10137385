/// The nonces an EVM account has not used yet below a transaction's: until they are, the node keeps
/// the transaction queued and never mines it.
///
/// ```swift
/// let gap = EVMNonceGap(nonce: 5, nextNonce: 3)
/// gap.missingNonces   // "nonces 3 and 4"
/// ```
public struct EVMNonceGap: Sendable, Hashable {
    /// The transaction's nonce.
    public let nonce: UInt64
    /// The account's next nonce, below `nonce`.
    public let nextNonce: UInt64

    public init(nonce: UInt64, nextNonce: UInt64) {
        self.nonce = nonce
        self.nextNonce = nextNonce
    }

    /// How many nonces are missing.
    public var count: UInt64 { nonce > nextNonce ? nonce - nextNonce : 0 }

    /// `nonce 3`, `nonces 3 and 4`, `nonces 3 to 7`: the ones missing, for a message.
    public var missingNonces: String {
        switch count {
        case 0, 1: "nonce \(nextNonce)"
        case 2: "nonces \(nextNonce) and \(nextNonce + 1)"
        default: "nonces \(nextNonce) to \(nonce - 1)"
        }
    }
}
