import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli tx status TXID`: whether a transaction is confirmed, with its receipt.
struct TransactionStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show whether a transaction is confirmed, and its receipt.",
        discussion: """
            A transaction without a receipt is pending, or unknown to the node (never sent, or sent to another \
            network), and exits with 3: a script can wait with 'until zhip-cli tx status ID; do sleep 5; done'.

            An EVM transaction's hash (0x and 64 hex characters, as 'tx sign --account evm' and 'tx send' print it) \
            is looked up with eth_getTransactionReceipt, then eth_getTransactionByHash: its status is success, \
            failed (status 0: the fee charged, the amount not moved; exits 2), pending (in the node's pool) or \
            unknown (the node does not have it), with the block, the gas used, the gas price and the fee as the \
            node reports them (Zilliqa 2.0 reports a type 2 transaction's max fee as its gas price, so the fee shown \
            is more than was charged when the max fee is above the network's gas price plus the priority fee). With \
            --json, "kind" says which: "evm" or "legacy".
            \(ExitCode.statusHelp)
            """)

    @Argument(
        help: "The transaction id: 64 hex characters for a legacy transaction; 0x and 64 hex characters for an EVM "
            + "transaction's hash.",
        valueName: "txid")
    var id: String

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if try evmHash() == nil { _ = try transactionID() }
    }

    func run(_ console: Console) async throws {
        if let hash = try evmHash() { return try await lookUpEVM(hash, console: console) }
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

    /// `{"kind": "legacy", "id", "network", "status": "pending"|"confirmed"}`, with `"receipt": {…}` once confirmed.
    struct Report: Encodable {
        let kind = "legacy"
        let id: String
        let network: String
        let status: String
        let receipt: ReceiptForms?
    }
}

extension TransactionStatusCommand {
    /// The command that looks transaction `id` up on `network`, quoted for a message:
    /// `'zhip-cli tx status 3f… --network testnet'`.
    static func invocation(of sent: SentTransaction, on network: Network) -> String {
        "'zhip-cli tx status \(sent) \(network.commandLineArguments)'"
    }
}
