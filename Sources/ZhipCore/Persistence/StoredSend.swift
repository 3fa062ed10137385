import ZilliqaKit

/// A transaction the wallet sent, as ``PreferencesKey/sentTransactions`` keeps it until the node
/// shows its nonce used: what the history shows as pending. Addresses and the hash as `0x…` hex;
/// amounts as decimal text (JSON numbers stop at 2^53); read back through ZilliqaKit's checks, so a
/// hand-edited file cannot bring in a malformed entry.
struct StoredSend: Codable, Sendable, Hashable {
    /// The EVM chain id of the network it was sent on.
    let chainID: UInt64
    /// The sender's 20 bytes, `0x…`.
    let sender: String
    /// The nonce as the `eth_` API counts it (a legacy transaction's nonce − 1).
    let nonce: UInt64
    /// The hash (a legacy id), `0x…`.
    let hash: String
    /// The recipient (of the token, for a token transfer), `0x…`.
    let recipient: String
    /// The ZIL it moves, in wei.
    let wei: String
    /// The token's contract, for a token transfer.
    let token: String?
    /// The token's smallest units, for a token transfer.
    let tokenUnits: UInt256?
    /// When it was sent, in seconds since 1970.
    let sentAt: Int64
    /// The most its fee can be, in wei; nil in a record written before the wallet kept it.
    var maximumFee: String? = nil
}
