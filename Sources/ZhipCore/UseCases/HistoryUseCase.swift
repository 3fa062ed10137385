/// An account's transactions, newest first, from the node's Otterscan search (Zilliqa 2.0's
/// `ots_searchTransactionsBefore`) and the wallet's own record of what it sent and is not mined yet.
///
/// The node indexes the callers and targets of calls, so a token someone else sends the account
/// (the account only an argument of the token's `transfer`/`transferFrom`) is not found.
/// ```swift
/// let history = Container.shared.historyUseCase()
/// let page = try await history.page(of: HistoryAccount(evm: address), before: nil, limit: 25)
/// if let older = page.nextBefore { _ = try await history.page(of: page.account, before: older, limit: 25) }
/// ```
public protocol HistoryUseCase: Sendable {
    /// One page of `account`'s history: the mined transactions in whole blocks strictly before
    /// `before` (nil: from the head, with the wallet's pending sends first), at least `limit` where
    /// there are that many.
    /// - Throws: ``HistoryError``.
    func page(of account: HistoryAccount, before: UInt64?, limit: Int) async throws(HistoryError) -> HistoryPage
}
