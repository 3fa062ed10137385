/// Where a history entry stands: mined and applied, mined and undone (its fee charged), or sent by
/// this wallet and not mined yet.
public enum HistoryStatus: String, Sendable, Hashable, Codable {
    /// Mined, its effects applied (receipt status 0x1).
    case succeeded = "success"
    /// Mined and charged, its effects undone (receipt status 0x0).
    case failed
    /// Sent by this wallet and not mined yet (from the wallet's own record).
    case pending
}
