import ZilliqaKit

/// One page of an account's history, newest first: the wallet's own pending sends (first page
/// only), then the mined transactions of whole blocks the node's search found.
///
/// ```swift
/// var page = try await history.page(of: account, before: nil, limit: 25)
/// while let older = page.nextBefore { page = try await history.page(of: account, before: older, limit: 25) }
/// ```
public struct HistoryPage: Sendable, Hashable {
    /// Whose history it is.
    public let account: HistoryAccount
    /// The entries, newest first.
    public let entries: [HistoryEntry]
    /// The block to ask the next, older page before: the oldest block of this page (the page ends
    /// with all of it); nil when nothing older touched the account.
    public let nextBefore: UInt64?

    public init(account: HistoryAccount, entries: [HistoryEntry], nextBefore: UInt64?) {
        self.account = account
        self.entries = entries
        self.nextBefore = nextBefore
    }
}
