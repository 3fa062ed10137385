import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli history --csv [--out FILE]`: every page of the account's history as one CSV table
/// (``HistoryExport``, ``HistoryCSVRow``, ``CSVTable``), to standard output or a new file.
extension HistoryCommand {
    /// The help's paragraph on `--csv`.
    static let csvHelp = """
        --csv asks every page (--limit a page, default \(DefaultHistoryUseCase.maximumLimit)) until the node has \
        nothing older, at most \(HistoryExport.maximumPages) pages or \(HistoryExport.maximumEntries) \
        transactions at once; past them it stops, and standard error says so and gives the --before that goes \
        on. RFC 4180: CRLF line ends, a header row, a field with a comma, quote, CR or LF in double quotes \
        (its quotes doubled); a field a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a \
        CR) gets a ' in front. Columns: \(HistoryCSVRow.header.joined(separator: ", ")): time in UTC (ISO \
        8601); account as the history shows it; counterpartyName the contact's name or the .zil name; contract \
        the token's (empty for ZIL); amount the exact decimal in the asset's units (1.5; empty for an approval \
        of a token not listed, whose decimals are not known), units the same in its smallest units (wei for \
        ZIL), both unsigned (direction says which way); a swap is two rows of the same hash, out (what left, \
        with the fee) then in (what came in, without it), a failed one a single swap row of 0 ZIL; feeZIL the \
        fee in ZIL, \
        empty when the account paid none; nodeClaims the figures that are the node's claim (fee, time, \
        amount); suspectedPoisoning the warning, empty when none. --out FILE creates FILE (readable by you \
        only) and never overwrites one.
        """

    /// `--csv` excludes `--json`; `--out` needs `--csv` and must name a file.
    func validateCSV() throws {
        if csv && output.json {
            throw ValidationError("--csv and --json cannot be used together: choose one output")
        }
        guard let out else { return }
        guard csv else { throw ValidationError("--out writes the CSV: add --csv, or leave --out out") }
        try KeystoreWriting.validateOut(out)
    }

    /// Asks every page of `account`'s history from `network`'s node, showing the wait, and prints
    /// it as CSV or writes it to `--out`; says on standard error when a bound cut it.
    func exportCSV(of account: HistoryAccount, from network: Network, _ console: Console) async throws {
        let path = out.map(console.absolutePath)
        if let path { try SecretFile.ensureAbsent(path) }
        let history = Container.shared.historyUseCase()
        let pageSize = limit ?? DefaultHistoryUseCase.maximumLimit
        let export: HistoryExport
        do throws(HistoryError) {
            export = try await HistoryExport.collect(before: before) { older, asked, found async throws(HistoryError) in
                try await WaitingLine.showing(
                    "Asking \(network.nodeLabel) for the history: page \(asked + 1), \(found) transactions so far",
                    on: console
                ) { () async throws(HistoryError) in
                    try await history.page(of: account, before: older, limit: pageSize)
                }
            }
        } catch {
            throw Self.failure(error, node: network.nodeLabel)
        }
        let table = CSVTable(
            header: HistoryCSVRow.header,
            rows: export.entries.flatMap { HistoryCSVRow.rows($0, of: account) }.map(\.fields))
        if let path {
            try SecretFile.create(at: path, contents: Array(table.text.utf8))
            console.print("wrote \(export.entries.count) transactions to \(path)")
        } else {
            console.standardOutput(table.text)
        }
        if let older = export.cutBefore {
            console.printError(
                "the export is cut after \(export.pages) pages and \(export.entries.count) transactions (at most "
                    + "\(HistoryExport.maximumPages) pages or \(HistoryExport.maximumEntries) transactions at once); "
                    + "older ones: zhip-cli history --csv --before \(older)" + repeatedOptions
                    + (out == nil ? "" : " --out ANOTHER_FILE"))
        }
    }

    /// What a failed page is to the command: the node's own error, else a failure (exit 1: a read
    /// refuses nothing, unlike a payment's 2).
    static func failure(_ error: HistoryError, node: String) -> any Error {
        switch error {
        case .node(.service(let error)): NodeError(node: node, error: error)
        case .node(let error): CommandFailure("\(node): \(error)", exitCode: .failure)
        default: CommandFailure(error.description, exitCode: .failure)
        }
    }
}
