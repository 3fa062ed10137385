import CommandLineKit
import ZhipCore
import ZilliqaKit

/// zhip-cli's front end of ZhipCore's ``ZhipCore/PaymentSession``, for every command that moves
/// value online (`send`, `move`, `token approve|revoke`, `stake …`, `escrow claim`): it answers the
/// session's questions from the flags and the terminal and prints what it says; every rule, the
/// fee, the nonce and the send are the session's. A risk a rule refuses is asked about once on a
/// terminal (never with `--yes`), else refused naming its flag; the review is asked unless `--yes`;
/// the key is unlocked after it; a figure that changed once the key was unlocked is asked again
/// (refused with `--yes`); Ctrl-C once the payment may have gone out says what to look up.
///
/// ```swift
/// try await PaymentSend(setup: setup, console: console, yes: false, noWait: false, output: output).run(order)
/// ```
struct PaymentSend {
    let setup: PaymentSetup
    let console: Console
    /// Send without asking (--yes).
    let yes: Bool
    /// Do not wait for the receipt (--no-wait).
    var noWait: Bool
    let output: OutputOptions
    /// True for a replacement (`tx speedup`, `tx cancel`): no receipt wait; once the send is answered
    /// (taken, or refused), which of it and the original the node holds is asked and said.
    var replacing = false

    private var network: Network { setup.network }

    /// Prepares, reviews, unlocks, signs once and sends `order`, then waits for its receipt and
    /// reports it. `unlocked` signs when the key was unlocked already (to learn an address).
    /// `checking` looks at the preparation before the review (a swap that needs an approval first
    /// throws there, nothing asked or signed).
    func run(
        _ order: PaymentOrder, unlocked: KeystoreSigner? = nil, checking: ((PreparedPayment) throws -> Void)? = nil
    ) async throws {
        let session = PaymentSession(order: order)
        var prepared = try await prepare(session, asking: order.sender == nil ? "its chain and gas price" : nil)
        try checking?(prepared)
        var review = PaymentReview(summary: prepared.summary)
        reportDropped(prepared)
        if setup.ledger != nil, let note = LedgerDevice.blindSigningNote(prepared) { console.printError(note) }
        if !yes { try SendQuestions.confirm(review.lines, asking: review.question, console: console) }
        await session.confirm(prepared)
        let signer: any PaymentSigner = try unlocked ?? setup.signer(console: console)
        let unlocked = try await step { () async throws(TransactionsError) in
            try await WaitingLine.showing(setup.unlockingText, on: console) { () async throws(TransactionsError) in
                try await session.unlock(with: signer)
            }
        }
        if unlocked.prepared.summary != prepared.summary {
            prepared = unlocked.prepared
            try checking?(prepared)
            review = PaymentReview(summary: prepared.summary)
            reportDropped(prepared)
            if !unlocked.changes.isEmpty, yes {
                throw TransactionsError.reviewChanged(unlocked.changes).thrown(network: network, console: console)
            }
            if !yes, unlocked.needsReview {
                for change in unlocked.changes { console.printError("Changed since the review: \(change)") }
                try SendQuestions.confirm(review.lines, asking: review.question, console: console)
            } else if !yes {
                SendQuestions.show(review.lines, console: console)
            }
            await session.confirm(prepared)
        }
        let signed = try await step { () async throws(TransactionsError) in
            guard setup.ledger != nil else { return try await session.sign() }
            return try await LedgerDevice.waiting(for: "the payment", console: console) {
                () async throws(TransactionsError) in try await session.sign()
            }
        }
        let sent = try await send(signed, of: session, review: review)
        guard let sent else { return }
        let replaced =
            replacing ? try await ReplacementCheck(network: network, console: console).outcome(of: session) : nil
        var reason: String?
        if let receipt = sent.receipt, !receipt.succeeded, case .evm = receipt.mined {
            reason = await session.failureReason(minedIn: receipt.block)
        }
        try await finish(sent.transaction, receipt: sent.receipt, review: review, replaced: replaced, reason: reason)
    }

    /// The session's preparation, with each risk a rule refuses asked about on a terminal (and judged
    /// again over the same facts once accepted), every other refusal thrown with its exit code.
    private func prepare(_ session: PaymentSession, asking: String?) async throws -> PreparedPayment {
        let what = asking ?? "the account, the recipient and the fee"
        var pending: PaymentRefusal
        do throws(TransactionsError) {
            return try await WaitingLine.showing("Asking \(network.nodeLabel) for \(what)", on: console) {
                () async throws(TransactionsError) in try await session.prepare()
            }
        } catch .refused(let refusal) where refusal.consent != nil && !yes && console.stdinIsTerminal {
            pending = refusal
        } catch {
            throw error.thrown(network: network, console: console)
        }
        while let risk = pending.consent {
            try SendQuestions.accept(risk, because: pending, console: console)
            do throws(TransactionsError) {
                return try await session.consent(to: risk)
            } catch .refused(let next) where next.consent != nil {
                pending = next
            } catch {
                throw error.thrown(network: network, console: console)
            }
        }
        throw TransactionsError.refused(pending).thrown(network: network, console: console)
    }

    /// Sends `signed` once, Ctrl-C meanwhile saying what may have gone out (and, with --json, its
    /// one object with the hash), and waits for the receipt unless --no-wait.
    private func send(_ signed: SignedPayment, of session: PaymentSession, review: PaymentReview) async throws
        -> (transaction: SentTransaction, receipt: PaymentReceipt?)?
    {
        let nonce = signed.transaction.nonce
        let inDoubt = SendInDoubt.resending(nonce: nonce, on: network)
        let interrupted = inDoubt.text(UnansweredSend.interrupted(signed, network: network), sent: signed.sent)
        let json =
            output.json
            ? try CommandOutput.encode(review.report(signed.sent, receipt: nil, status: "interrupted")) : nil
        return try await InterruptNotice.during(interrupted, json: json, on: console) {
            let outcome = await WaitingLine.showing(
                "Signing and sending the payment to \(network.nodeLabel)", on: console
            ) {
                await session.submit()
            }
            if replacing, case .refused(let reason) = outcome, reason.refusesThePayment {
                // Refused by the node: the original may have been mined meanwhile, which is then said.
                let found = try? await ReplacementCheck(network: network, console: console).outcome(of: session)
                if let found { console.printError("Replacement: \(found)") }
            }
            let sent = try outcome.accepted(inDoubt, json: output.json ? review : nil, console: console)
            if let problem = await session.notRecorded { console.printError(Self.notRecorded(sent, problem)) }
            guard !noWait, !replacing else { return (sent, nil) }
            return (
                sent,
                try await ReceiptWait(network: network, console: console, showProgress: !output.json).receipt(
                    of: sent, from: session)
            )
        }
    }

    /// Prints the report of `sent` and its receipt; a receipt that says it failed exits 2.
    /// A replacement's `replaced` outcome is said beside it; one that did not take exits 2.
    /// A failed EVM call's `reason` (the contract's words, from running it again) is said with it.
    private func finish(
        _ sent: SentTransaction, receipt: PaymentReceipt?, review: PaymentReview, replaced: ReplacementOutcome? = nil,
        reason: String? = nil
    ) async throws {
        var report = review.report(sent, receipt: receipt)
        report.failureReason = reason
        var lines = review.resultLines(sent, receipt: receipt)
        if let reason { lines.append(("failure reason", reason)) }
        if let replaced, let original = review.summary.replacing {
            report.replacement = ReplacementJSON(replaced, original: original)
            lines.append(("replacement", replaced.description))
        }
        try CommandOutput(console, output).emit(report, lines: lines)
        if let replaced, !replaced.took {
            throw CommandFailure(
                "the replacement did not take: \(replaced)", exitCode: .refused, answeredInJSON: output.json)
        }
        if let warning = receipt?.outcome?.warning { console.printError("Careful: " + warning) }
        if let receipt, !receipt.succeeded {
            let why = reason.map { " (the contract: \($0))" } ?? ""
            throw failure("payment \(sent) was \(review.failureWords(receipt))\(why)", exit: .refused, on: console)
        }
    }

    /// What is said when a send went out but the wallet could not record it.
    static func notRecorded(_ sent: SentTransaction, _ problem: PersistenceError) -> String {
        "Careful: payment \(sent) was sent, but the wallet could not record it (\(problem)): until it is mined, "
            + "history does not list it and the next payment may not wait for its nonce"
    }

    /// Says, on standard error, the account's sends the node dropped: released now.
    private func reportDropped(_ prepared: PreparedPayment) {
        for dropped in prepared.dropped { console.printError("Note: \(dropped)") }
    }

    /// Runs one step of the payment, turning ZhipCore's refusal into the exit code that says what
    /// happened (``ZhipCore/TransactionsError/thrown(network:console:)``).
    private func step<T>(_ body: () async throws(TransactionsError) -> T) async throws -> T {
        do throws(TransactionsError) {
            return try await body()
        } catch {
            throw error.thrown(network: network, console: console)
        }
    }
}
