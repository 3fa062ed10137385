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

    @OptionGroup var consents: TransactionSendConsents
    @OptionGroup var network: NetworkOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if wait && noWait { throw ValidationError("--wait and --no-wait cannot both be given: choose one") }
    }

    func run(_ console: Console) async throws {
        let path = console.absolutePath(file)
        let (transaction, statedHash): (SignedPayment, EVMHash?)
        do {
            (transaction, statedHash) = try TransactionFile.read(path)
        } catch let error as TransactionFileError where error.refusesTheTransaction {
            throw failure(error.description, exit: .refused, on: console)
        }
        let chosen = try network.resolve()
        if case .evm(let signed) = transaction {
            do throws(SignedEVMTransactionError) {
                try SignedEVMTransactionCheck.check(signed, statedHash: statedHash, on: chosen)
            } catch {
                throw failure(error.description, exit: .refused, on: console)
            }
        }
        network.register(chosen, console: console)
        let session = PaymentSession(
            sending: transaction, consents: consents.accepted(allowingNonceGap: allowNonceGap),
            token: listedToken(called: transaction))
        let (sent, minedBefore) = try await send(transaction, with: session, on: chosen, console: console)
        var receipt = minedBefore
        // A legacy transaction waits with --wait, an EVM one unless --no-wait.
        let waits = if case .legacy = transaction { wait } else { !noWait }
        if receipt == nil, waits {
            receipt = AnyReceipt(
                try await ReceiptWait(network: chosen, console: console, showProgress: !output.json)
                    .receipt(of: sent, from: session))
        }
        try await report(
            sent, of: transaction, receipt: receipt, alreadyMined: minedBefore != nil, on: chosen, console: console)
    }

    /// The wallet's listed token whose contract `transaction` calls, if any: the rules then read its
    /// amount in its own decimals.
    private func listedToken(called transaction: SignedPayment) -> Token? {
        guard case .evm(let signed) = transaction, !signed.transaction.data.isEmpty else { return nil }
        return try? Container.shared.tokenListUseCase().token(signed.transaction.to.checksummed)
    }

    /// Sends `transaction` once through `session`, which reads the account and runs every rule of a
    /// payment over the file (the chain, the nonce, the funds, the recipient), asking first whether
    /// it was mined before: what it is looked up by, and its receipt when it was mined before
    /// (nothing was sent then).
    private func send(_ transaction: SignedPayment, with session: PaymentSession, on chosen: Network, console: Console)
        async throws -> (SentTransaction, AnyReceipt?)
    {
        let sent = transaction.sent
        let inDoubt = SendInDoubt.resendingTheFile(on: chosen)
        let prepared: PreparedPayment
        do throws(TransactionsError) {
            prepared = try await WaitingLine.showing("Asking \(chosen.nodeLabel) for the account", on: console) {
                () async throws(TransactionsError) in try await session.prepare()
            }
        } catch {
            throw error.thrown(network: chosen, console: console, sendingFile: sent.evmHash)
        }
        if let mined = prepared.minedBefore { return (sent, AnyReceipt(mined)) }
        await session.confirm(prepared)
        let interrupted =
            switch transaction {
            case .legacy: inDoubt.text(UnansweredSend.interrupted(transaction, network: chosen), sent: sent)
            case .evm: "the transaction may have been sent: \(ReceiptWait.advice(sent, on: chosen))"
            }
        let outcome = await InterruptNotice.during(interrupted, on: console) {
            await WaitingLine.showing("Sending the transaction to \(chosen.nodeLabel)", on: console) {
                await session.submit()
            }
        }
        switch outcome {
        case .accepted(let sent):
            if let problem = await session.notRecorded { console.printError(PaymentSend.notRecorded(sent, problem)) }
            return (sent, nil)
        case .unknown(let unanswered) where sent.legacyID != nil:
            throw failure(
                inDoubt.text(unanswered.mayHaveGoneOut, sent: unanswered.sent), exit: .notConfirmed, on: console)
        case .unknown(let unanswered):
            throw TransactionsError.sendOutcomeUnknown(unanswered).thrown(
                network: chosen, console: console, sendingFile: sent.evmHash)
        case .refused(.evmService(.nonceTooLow)):
            // Mined since the look-up (a standard Ethereum node refuses it so), or another has the nonce.
            if case .mined(let mined)? = try? await session.lookUp() { return (sent, AnyReceipt(mined)) }
            throw TransactionsError.refused(NonceRule().usedByAnother).thrown(
                network: chosen, console: console, sendingFile: sent.evmHash)
        case .refused(let reason):
            throw reason.thrown(network: chosen, console: console, sendingFile: sent.evmHash)
        }
    }

    /// Prints the id or hash and the receipt when there is one; exits 2 for a receipt that says it failed.
    private func report(
        _ sent: SentTransaction, of transaction: SignedPayment, receipt: AnyReceipt?, alreadyMined: Bool,
        on chosen: Network, console: Console
    ) async throws {
        var receipt = receipt
        if case .evm(let signed) = transaction, case .evm(let mined, _) = receipt {
            // The fee charged, from the fee signed and the network's gas price, not the receipt's.
            let charge = try? await EVMFeeLookUp(evmService: Container.shared.evmService()).charge(
                of: mined, signedWith: signed.transaction.fee)
            receipt = .evm(mined, charge: charge)
        }
        let report = Report(
            kind: sent.evmHash == nil ? nil : "evm", id: sent.legacyID?.hex, hash: sent.evmHash?.hex,
            network: chosen.displayName, alreadyMined: alreadyMined ? true : nil, receipt: receipt,
            explorer: sent.explorerLink(on: chosen))
        let word = sent.evmHash == nil ? "confirmed" : "mined"
        let note: [(label: String, value: String)] =
            alreadyMined ? [("sent", "not again: it was \(word) before, and nothing was sent")] : []
        try CommandOutput(console, output).emit(
            report,
            lines: [(sent.label, "\(sent)")] + note + (receipt?.lines ?? [])
                + (report.explorer.map { [("explorer", $0)] } ?? []))
        if let receipt, !receipt.succeeded {
            throw failure("transaction \(sent) was \(receipt.failureWords)", exit: .refused, on: console)
        }
    }

    /// `{"id": "<64 hex>", "network": "devnet"}`, with `"receipt": {…}` after --wait, and
    /// `"alreadyMined": true` when it was confirmed before this send (nothing was sent); from the EVM
    /// account `{"kind": "evm", "hash": "0x…", …}`, with the receipt once mined; `"explorer"` where the
    /// network has an explorer.
    struct Report: Encodable {
        let kind: String?
        let id: String?
        let hash: String?
        let network: String
        let alreadyMined: Bool?
        let receipt: AnyReceipt?
        let explorer: String?
    }
}
