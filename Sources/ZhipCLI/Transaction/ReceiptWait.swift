import CommandLineKit
import ZhipCore
import ZilliqaKit

/// Waits for a sent transaction's receipt through ZhipCore (on the container's clock): a legacy one
/// saying on standard error what it waits for and each time it looks again, an EVM one behind a
/// ``WaitingLine``.
///
/// ```swift
/// let receipt = try await ReceiptWait(network: chosen, console: console, showProgress: true).receipt(of: id)
/// ```
struct ReceiptWait {
    let network: Network
    let console: Console
    /// False with --json: standard error then stays quiet.
    let showProgress: Bool

    /// The receipt of `id`, looked up as ``ZilliqaKit/PollingPolicy/standard`` says.
    ///
    /// - Throws: ``ExitCode/notConfirmed`` after printing what to do when there is still no receipt;
    ///   ``ExitCode/refused`` when the network dropped it at an era switch (never mined, nothing moved).
    func receipt(of id: TransactionID) async throws -> TransactionReceipt {
        let console = self.console
        let showProgress = self.showProgress
        if showProgress {
            console.printError("Waiting for transaction \(id) to be confirmed on \(network.displayName)…")
        }
        let network = self.network
        let interrupted = "the transaction was sent and is not confirmed yet: \(Self.advice(.legacy(id), on: network))"
        do {
            return try await InterruptNotice.during(interrupted, on: console) {
                try await Container.shared.transactionReceiptUseCase().receipt(for: id, policy: .standard) {
                    lookUp in
                    guard showProgress else { return }
                    console.printError(Self.line(for: lookUp, of: id, on: network))
                }
            }
        } catch let dropped as LegacyPaymentDroppedError {
            throw failure(dropped.description, exit: .refused, on: console)
        } catch let error as TransactionsError {
            throw failure(
                "the transaction is not confirmed: \(error). \(Self.lookUpLater(id, on: network))", exit: .notConfirmed,
                on: console)
        }
    }

    /// The receipt of the EVM transaction `hash`, behind a ``WaitingLine``; a failed one (status 0)
    /// is returned for the caller to report.
    /// - Throws: ``ExitCode/notConfirmed`` (3) with the advice when there is still no receipt.
    func receipt(of hash: EVMHash) async throws -> EVMTransactionReceipt {
        let advice = Self.advice(.evm(hash), on: network)
        let notMined = "the transaction was sent and is not mined yet: \(advice)"
        do {
            return try await InterruptNotice.during(notMined, on: console) {
                try await WaitingLine.showing("Waiting for transaction \(hash.hex) to be mined", on: console) {
                    try await Container.shared.paymentsUseCase().receipt(of: hash)
                }
            }
        } catch TransactionsError.failedOnChain(let receipt) {
            return receipt
        } catch TransactionsError.notMinedYet {
            throw failure(notMined, exit: .notConfirmed, on: console)
        } catch let error as TransactionsError {
            throw failure(
                "the transaction was sent, and waiting for its receipt failed (\(error)): \(advice)",
                exit: .notConfirmed, on: console)
        }
    }

    /// `look it up with 'zhip-cli tx status … --network devnet' before sending anything again`.
    static func advice(_ sent: SentTransaction, on network: Network) -> String {
        "look it up with \(TransactionStatusCommand.invocation(of: sent, on: network)) before sending anything again"
    }

    /// What a look-up that found no receipt says: not confirmed yet, or, when the node could not
    /// be reached, that it stopped answering and how to look the payment up later.
    static func line(for lookUp: ReceiptLookUp, of id: TransactionID, on network: Network) -> String {
        let next = "(look-up \(lookUp.number) of \(lookUp.tries)); looking again in \(seconds(lookUp.nextIn))"
        guard let problem = lookUp.problem else { return "  not confirmed yet \(next)" }
        return "  \(network.nodeLabel) stopped answering (\(problem)); the payment may be pending \(next). "
            + lookUpLater(id, on: network)
    }

    /// How to look `id` up once the wait is over: the one ending of the texts that give up on it.
    static func lookUpLater(_ id: TransactionID, on network: Network) -> String {
        "Look it up later with \(TransactionStatusCommand.invocation(of: .legacy(id), on: network))"
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
