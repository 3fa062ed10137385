import Testing
import ZhipCore
import ZilliqaKit

@testable import ZhipCLI

/// `history --csv`'s paging: every page in turn, newest first, until the node has nothing older or
/// a bound is reached.
@Suite("history --csv: every page, bounded")
struct HistoryExportTests {
    let account = HistoryAccount(evm: Wallets.alice.evmAddress)

    /// A node whose history is one entry in each block from `newest` down to 1: the page before
    /// `before` holds `perPage` blocks.
    func pages(newest: UInt64, perPage: UInt64) -> (UInt64?) -> HistoryPage {
        { before in
            let top = (before ?? newest + 1) - 1
            let bottom = top >= perPage ? top - perPage + 1 : 1
            let entries = stride(from: top, through: bottom, by: -1).compactMap { try? HistoryEntry.sample(block: $0) }
            return HistoryPage(account: account, entries: entries, nextBefore: bottom > 1 ? bottom : nil)
        }
    }

    @Test("it follows nextBefore until there is none: every entry, newest first, and no cut")
    func everyPage() async throws {
        let node = pages(newest: 7, perPage: 3)
        var asked: [UInt64?] = []

        let export = try await HistoryExport.collect(before: nil) { before, _, _ async throws(HistoryError) in
            asked.append(before)
            return node(before)
        }

        #expect(asked == [nil, 5, 2])
        #expect(export.entries.compactMap(\.blockNumber) == [7, 6, 5, 4, 3, 2, 1])
        #expect(export.pages == 3)
        #expect(export.cutBefore == nil)
    }

    @Test("it stops after the most pages, and says the --before that goes on")
    func pagesAreBounded() async throws {
        let node = pages(newest: 10, perPage: 2)

        let export = try await HistoryExport.collect(before: nil, maximumPages: 2) {
            before, _, _ async throws(HistoryError) in
            node(before)
        }

        #expect(export.entries.compactMap(\.blockNumber) == [10, 9, 8, 7])
        #expect(export.cutBefore == 7)
    }

    @Test("it asks no page once the most entries are in")
    func entriesAreBounded() async throws {
        let node = pages(newest: 10, perPage: 3)

        let export = try await HistoryExport.collect(before: 9, maximumEntries: 5) {
            before, _, _ async throws(HistoryError) in
            node(before)
        }

        #expect(export.entries.compactMap(\.blockNumber) == [8, 7, 6, 5, 4, 3])
        #expect(export.pages == 2)
        #expect(export.cutBefore == 3)
    }

    @Test("a page that fails fails the export")
    func aFailedPageFails() async throws {
        let node = pages(newest: 10, perPage: 3)

        await #expect(throws: HistoryError.limitOutOfRange(0)) {
            _ = try await HistoryExport.collect(before: nil) { before, asked, _ async throws(HistoryError) in
                guard asked == 0 else { throw .limitOutOfRange(0) }
                return node(before)
            }
        }
    }
}
