public import ZilliqaKit

/// Why a transaction cannot be sped up or cancelled, each with what to do instead: nothing is signed.
///
/// ```swift
/// do { _ = try ReplacedTransaction(details) } catch { print(error) }   // "… was mined in block 12: …"
/// ```
public enum ReplacementError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Mined already (in `block`): its nonce is used, there is nothing left to replace.
    case mined(EVMHash, block: UInt64)
    /// The node does not hold it: never sent to this network, replaced, or dropped.
    case unknown(EVMHash)
    /// A legacy (Zilliqa) contract call (type 0xdd870 with data): the legacy account signs transfers only.
    case legacyCall(EVMHash)
    /// A contract creation: the wallet makes none, and signs none again.
    case creation(EVMHash)
    /// The node's answer left out its call data, which a speed-up must sign again.
    case noInput(EVMHash)
    /// Sent by an account the wallet does not hold.
    case notOurs(EVMHash, from: EVMAddress)

    public var description: String {
        switch self {
        case .mined(let hash, let block):
            "transaction \(hash.hex) was mined in block \(block): its nonce is used, there is nothing to replace"
                + " (see 'zhip-cli tx status \(hash.hex)')"
        case .unknown(let hash):
            "the node does not hold transaction \(hash.hex): it was never sent to this network, or was replaced or"
                + " dropped; check 'zhip-cli tx status \(hash.hex)' and the network (--network)"
        case .legacyCall(let hash):
            "transaction \(hash.hex) is a legacy (Zilliqa) contract call: 'tx speedup' and 'tx cancel' replace a legacy"
                + " transfer only; wait for it, or look it up with 'zhip-cli tx status \(hash.hex)'"
        case .creation(let hash):
            "transaction \(hash.hex) creates a contract, which the wallet does not sign: wait for it"
        case .noInput(let hash):
            "the node did not say what transaction \(hash.hex) calls (no input): it cannot be signed again;"
                + " try another node"
        case .notOurs(let hash, let from):
            "transaction \(hash.hex) was sent by \(from.checksummed), not by an account of this wallet: only its"
                + " sender's key can replace it"
        }
    }
}
