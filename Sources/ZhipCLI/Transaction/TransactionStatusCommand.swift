import CommandLineKit
import ZilliqaKit

/// `zhip-cli tx status TXID`: whether a transaction is confirmed, with its receipt.
struct TransactionStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show whether a transaction is confirmed, and its receipt.",
        discussion: """
            A transaction without a receipt is pending, or unknown to the node (never sent, or sent to another \
            network), and exits with 3: a script can wait with 'until zhip-cli tx status ID; do sleep 5; done'.
            \(ExitCode.statusHelp)
            """)

    @Argument(help: "The transaction id: 64 hex characters (0x optional).", valueName: "txid")
    var id: String

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try transactionID()
    }

    func run(_ console: Console) async throws {
        let id = try transactionID()
        let chosen = try network.resolve()
        let receipt = try await network.session(for: chosen, console: console).receipt(of: id)
        let report = Report(
            id: id.hex, network: chosen.displayName, status: receipt == nil ? "pending" : "confirmed",
            receipt: receipt.map(ReceiptForms.init))
        let lines =
            report.receipt?.lines
            ?? [("status", "not confirmed: pending, or unknown to \(chosen.nodeLabel)")]
        try CommandOutput(console, output).emit(report, lines: [("id", report.id)] + lines)
        guard let receipt else { throw ExitCode.notConfirmed }
        if !receipt.success { throw ExitCode.refused }
    }

    private func transactionID() throws -> TransactionID {
        do { return try TransactionID(hex: id) } catch { throw ValidationError("not a transaction id: \(error)") }
    }

    /// `{"id", "network", "status": "pending"|"confirmed"}`, with `"receipt": {…}` once confirmed.
    struct Report: Encodable {
        let id: String
        let network: String
        let status: String
        let receipt: ReceiptForms?
    }
}

extension TransactionStatusCommand {
    /// The command that looks transaction `id` up on `network`, quoted for a message:
    /// `'zhip-cli tx status 3f… --network testnet'`.
    static func invocation(of id: TransactionID, on network: Network) -> String {
        "'zhip-cli tx status \(id) \(network.commandLineArguments)'"
    }
}
