public import ZilliqaKit

/// What a sent payment is looked up by, for either paying account: a legacy transaction id or an
/// EVM transaction hash.
///
/// ```swift
/// case .accepted(.legacy(let id)): waitForReceipt(id)
/// case .accepted(.evm(let hash)): waitForEVMReceipt(hash)
/// ```
public enum SentTransaction: Sendable, Hashable, CustomStringConvertible {
    /// A legacy (zil1) transaction, by the id the network gives it.
    case legacy(TransactionID)
    /// An EVM transaction, by its hash.
    case evm(EVMHash)

    /// The legacy id, or nil for an EVM transaction.
    public var legacyID: TransactionID? {
        if case .legacy(let id) = self { return id }
        return nil
    }

    /// The EVM hash, or nil for a legacy transaction.
    public var evmHash: EVMHash? {
        if case .evm(let hash) = self { return hash }
        return nil
    }

    /// The id in hex as the node writes it (no `0x`), or the hash as `0x…`: what `tx status` takes.
    public var description: String {
        switch self {
        case .legacy(let id): id.hex
        case .evm(let hash): hash.hex
        }
    }
}
