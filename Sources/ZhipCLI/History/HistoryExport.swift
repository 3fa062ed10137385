import ZhipCore

/// Every page of an account's history, newest first, following each page's `nextBefore` until the
/// node has nothing older, or until ``maximumPages`` pages or ``maximumEntries`` entries are in
/// (whichever comes first): then ``cutBefore`` is where to go on.
///
/// ```swift
/// let export = try await HistoryExport.collect(before: nil) { older in
///     try await history.page(of: account, before: older, limit: DefaultHistoryUseCase.maximumLimit)
/// }
/// if let older = export.cutBefore { print("cut: go on with --before \(older)") }
/// ```
struct HistoryExport: Sendable, Hashable {
    /// The most pages one export asks.
    static let maximumPages = 100
    /// The entries past which no further page is asked (a page ends with a whole block, so the
    /// last one may take the count a little past it).
    static let maximumEntries = 10_000

    /// The entries of every page asked, newest first.
    let entries: [HistoryEntry]
    /// How many pages were asked.
    let pages: Int
    /// The `--before` of the next, older page when the export stopped at a bound; nil when the
    /// node had nothing older.
    let cutBefore: UInt64?

    /// Asks `page` for the page before `before` (nil: the newest), then for each older one in turn.
    /// - Throws: the first ``HistoryError`` a page throws; nothing is kept of the pages before it.
    static func collect(
        before: UInt64?, maximumPages: Int = maximumPages, maximumEntries: Int = maximumEntries,
        page: (_ before: UInt64?, _ asked: Int, _ entries: Int) async throws(HistoryError) -> HistoryPage
    ) async throws(HistoryError) -> HistoryExport {
        var entries: [HistoryEntry] = []
        var pages = 0
        var next = before
        repeat {
            let answer = try await page(next, pages, entries.count)
            pages += 1
            entries += answer.entries
            next = answer.nextBefore
        } while next != nil && pages < maximumPages && entries.count < maximumEntries
        return HistoryExport(entries: entries, pages: pages, cutBefore: next)
    }
}
