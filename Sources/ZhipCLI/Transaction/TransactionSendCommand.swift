import CommandLineKit
import ZhipCore
import ZilliqaKit

/// `zhip-cli tx send FILE`: sends a signed transaction file as it is, and prints its id.
struct TransactionSendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Send a signed transaction file, as 'tx sign' wrote it.",
        discussion: """
            The file is sent as it is, never signed again. Sending the same file twice is safe: the network \
            gives it the same id and does not take the amount twice. The signature and the chain id are checked \
            before anything is sent.

            A file confirmed before is not sent again: its receipt is shown, and it exits 0.

            An EVM transaction file ('tx sign --account evm', with "raw") is decoded strictly, its chain id checked \
            against the network's EVM chain id and its "hash" against the raw's own, and its nonce against the \
            account's next nonce (the largest of the node's pending and latest counts and the nonces this wallet \
            sent): a nonce another transaction used is refused, and so is a nonce ahead of it (the node would keep \
            the transaction unmined until the nonces before it are used, by any later payment) unless \
            --allow-nonce-gap. It is then sent once with \
            eth_sendRawTransaction (never again by itself: when the outcome is unknown, look it up with \
            'zhip-cli tx status HASH'); it then waits for the receipt unless --no-wait, and exits 2 when the \
            receipt says it failed (status 0: the fee charged, the amount not moved).
            \(ExitCode.sendingHelp)
            """)

    @Argument(help: "The signed transaction file.", valueName: "file")
    var file: String

    @Flag(
        help: "Wait until the transaction is confirmed, showing progress on standard error (an EVM transaction "
            + "always waits, unless --no-wait).")
    var wait = false

    @Flag(help: "Do not wait for an EVM transaction's receipt: print its hash once the node took it.")
    var noWait = false

    @Flag(
        help: "Send an EVM transaction whose nonce is ahead of the account's next nonce (refused without it): the "
            + "node keeps it unmined until the nonces before it are used, by the wallet's next payments too.")
    var allowNonceGap = false

    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if wait && noWait { throw ValidationError("--wait and --no-wait cannot both be given: choose one") }
    }

    func run(_ console: Console) async throws {
        let path = console.absolutePath(file)
        let transaction: SignedTransaction
        switch try TransactionFile.readEither(path) {
        case .legacy(let legacy):
            transaction = legacy
        case .evm(let file):
            return try await sendEVM(file, path: path, console: console)
        }
        let chosen = try network.resolve()
        network.register(chosen)
        if transaction.hasValidSignature, transaction.core.version.chainID == chosen.chainID,
            let mined = try await minedBefore(transaction, on: chosen, console: console)
        {
            return try report(id: transaction.id, receipt: mined, alreadyMined: true, on: chosen, console: console)
        }
        // ZhipCore checks the signature and the chain, and says what became of the send.
        let inDoubt = SendInDoubt.resendingTheFile(on: chosen)
        let interrupted = inDoubt.text(
            UnansweredSend.interrupted(
                sender: transaction.core.senderPublicKey.address, nonce: transaction.core.nonce, network: chosen),
            sent: .legacy(transaction.id))
        let outcome = await InterruptNotice.during(interrupted, on: console) {
            await WaitingLine.showing("Sending the transaction to \(chosen.nodeLabel)", on: console) {
                await Container.shared.paymentsUseCase().send(transaction)
            }
        }
        let id = try outcome.acceptedID(inDoubt, console: console)
        let receipt =
            wait
            ? try await ReceiptWait(network: chosen, console: console, showProgress: !output.json).receipt(of: id) : nil
        try report(id: id, receipt: receipt, alreadyMined: false, on: chosen, console: console)
    }

    /// The receipt of a legacy `transaction` mined before this send, asked of the node first.
    private func minedBefore(_ transaction: SignedTransaction, on chosen: Network, console: Console) async throws
        -> TransactionReceipt?
    {
        do {
            return try await WaitingLine.showing("Asking \(chosen.nodeLabel) whether it was mined before", on: console)
            {
                try await Container.shared.transactionReceiptUseCase().receiptIfMined(transaction.id)
            }
        } catch let error as TransactionsError {
            throw error.thrown(network: chosen, console: console)
        }
    }

    /// Prints the id and the receipt when there is one; exits 2 for a receipt that says it failed.
    private func report(
        id: TransactionID, receipt: TransactionReceipt?, alreadyMined: Bool, on chosen: Network, console: Console
    ) throws {
        let report = Report(
            id: id.hex, network: chosen.displayName, alreadyMined: alreadyMined ? true : nil,
            receipt: receipt.map(ReceiptForms.init))
        let note: [(label: String, value: String)] =
            alreadyMined ? [("sent", "not again: it was confirmed before, and nothing was sent")] : []
        try CommandOutput(console, output).emit(
            report, lines: [("id", report.id)] + note + (report.receipt?.lines ?? []))
        if let receipt, !receipt.success {
            throw failure(
                "transaction \(id) was confirmed as failed in block \(receipt.epochNumber): \(receipt.failureWords)",
                exit: .refused, on: console)
        }
    }

    /// `{"id": "<64 hex>", "network": "devnet"}`, with `"receipt": {…}` after --wait, and
    /// `"alreadyMined": true` when it was confirmed before this send (nothing was sent).
    struct Report: Encodable {
        let id: String
        let network: String
        let alreadyMined: Bool?
        let receipt: ReceiptForms?
    }
}
