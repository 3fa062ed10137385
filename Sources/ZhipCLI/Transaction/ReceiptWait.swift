import CommandLineKit
import ZhipCore
import ZilliqaKit

/// Waits for a sent transaction's receipt through ZhipCore's one receipt wait (on the container's
/// clock), for either account alike: says on standard error what it waits for, and each time it
/// looks again (and when the node stopped answering, at the next look-up); a wait that runs out
/// exits 3 with the look-up.
///
/// ```swift
/// let receipt = try await ReceiptWait(network: chosen, console: console, showProgress: true).receipt(of: sent, from: session)
/// ```
struct ReceiptWait {
    let network: Network
    let console: Console
    /// False with --json: standard error then stays quiet.
    let showProgress: Bool

    /// The receipt of `sent`, which `session` sent, looked up as ``ZilliqaKit/PollingPolicy/standard``
    /// says; a failed one (status 0) is returned to be reported.
    ///
    /// - Throws: ``ExitCode/notConfirmed`` after printing what to do when there is still no receipt;
    ///   ``ExitCode/refused`` when the network dropped it at an era switch (never mined, nothing moved).
    func receipt(of sent: SentTransaction, from session: PaymentSession) async throws -> PaymentReceipt {
        let console = self.console
        let showProgress = self.showProgress
        let network = self.network
        let word = sent.legacyID == nil ? "mined" : "confirmed"
        if showProgress {
            console.printError("Waiting for transaction \(sent) to be \(word) on \(network.displayName)…")
        }
        let interrupted = "the transaction was sent and is not \(word) yet: \(Self.advice(sent, on: network))"
        do {
            return try await InterruptNotice.during(interrupted, on: console) {
                try await session.receipt { lookUp in
                    guard showProgress else { return }
                    console.printError(Self.line(for: lookUp, of: sent, on: network))
                }
            }
        } catch TransactionsError.droppedAtEraSwitch(let dropped) {
            throw failure(dropped.description, exit: .refused, on: console)
        } catch TransactionsError.notMinedYet {
            throw failure(interrupted, exit: .notConfirmed, on: console)
        } catch {
            throw failure(
                "the transaction was sent, and waiting for its receipt failed (\(error)): \(Self.advice(sent, on: network))",
                exit: .notConfirmed, on: console)
        }
    }

    /// `look it up with 'zhip-cli tx status … --network devnet' before sending anything again`.
    static func advice(_ sent: SentTransaction, on network: Network) -> String {
        "look it up with \(TransactionStatusCommand.invocation(of: sent, on: network)) before sending anything again"
    }

    /// What a look-up that found no receipt says: not mined yet, or, when the node could not be
    /// reached, that it stopped answering and how to look the payment up later.
    static func line(for lookUp: ReceiptLookUp, of sent: SentTransaction, on network: Network) -> String {
        let next = "(look-up \(lookUp.number) of \(lookUp.tries)); looking again in \(seconds(lookUp.nextIn))"
        let word = sent.legacyID == nil ? "mined" : "confirmed"
        guard let problem = lookUp.problem else { return "  not \(word) yet \(next)" }
        return "  \(network.nodeLabel) stopped answering (\(problem)); the payment may be pending \(next). "
            + lookUpLater(sent, on: network)
    }

    /// How to look `sent` up once the wait is over: the one ending of the texts that give up on it.
    static func lookUpLater(_ sent: SentTransaction, on network: Network) -> String {
        "Look it up later with \(TransactionStatusCommand.invocation(of: sent, on: network))"
    }

    /// `2 s`, `1.5 s`.
    static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let milliseconds = attoseconds / 1_000_000_000_000_000
        guard milliseconds > 0 else { return "\(whole) s" }
        var fraction = String(milliseconds)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction) s"
    }
}
