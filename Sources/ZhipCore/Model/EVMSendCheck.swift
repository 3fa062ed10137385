public import ZilliqaKit

/// What a look-up finds of a sent EVM transaction.
public enum EVMSendCheck: Sendable, Hashable {
    /// Mined, with this receipt (which may say it failed).
    case mined(EVMTransactionReceipt)
    /// The node has it in its pool, not mined yet.
    case pending
    /// The node does not know it: it was not received (or was dropped); sending it again is safe.
    case notFound
}
