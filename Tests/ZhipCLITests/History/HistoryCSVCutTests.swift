import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// `history --csv` past its bound: the rows it read, and on standard error that the export is cut
/// and the command that goes on.
@Suite("zhip-cli history --csv: a cut export says so", .container)
struct HistoryCSVCutTests {
    @Test("a history of more pages than an export asks: 100 rows, then 'cut' and the --before that goes on")
    func cutExportSaysHowToGoOn() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let account = HistoryAccount(evm: Wallets.alice.evmAddress)
        let pages = try (1...150).map { index -> Result<HistoryPage, HistoryError> in
            let block = UInt64(1_000 - index)
            let entry = try HistoryEntry.sample(block: block, direction: .incoming)
            return .success(HistoryPage(account: account, entries: [entry], nextBefore: block))
        }
        let history = FakeHistoryUseCase(pages)
        Container.shared.historyUseCase.register { history }

        let result = await home.run(["history", "--account", "evm", "--csv", "--network", "mainnet"])

        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output.components(separatedBy: "\r\n").count == 1 + HistoryExport.maximumPages + 1)
        #expect(history.requests.count == HistoryExport.maximumPages)
        #expect(history.requests.allSatisfy { $0.limit == DefaultHistoryUseCase.maximumLimit })
        #expect(result.errors.contains("the export is cut after 100 pages and 100 transactions"), "\(result.errors)")
        #expect(
            result.errors.contains("zhip-cli history --csv --before 900 --account evm --network mainnet"),
            "\(result.errors)")
    }
}
