import CommandLineKit
import ZilliqaKit

/// A network's node as a command talks to it: ZilliqaKit's service, with each failure turned
/// into one error line that names the node, and the exit code a script can act on.
///
/// ```swift
/// let session = try networkOptions.session(for: networkOptions.resolve(), console: console)
/// let account = try await session.balance(of: address)       // NodeError (exit 1) when unreachable
/// let id = try await session.send(signed)                     // exit 2 when refused, 3 when the outcome is open
/// let receipt = try await session.waitForReceipt(of: id, showProgress: true)
/// ```
struct NodeSession {
    let network: Network
    let service: any ZilliqaService
    let console: Console
    /// How long to look for a receipt.
    var polling: PollingPolicy = .standard

    // MARK: - Reads

    /// The balance and nonce of `address` (zero for a never-funded account).
    func balance(of address: Address) async throws -> AccountBalance {
        try await reading { try await service.balance(of: address) }
    }

    /// The smallest gas price the network accepts now.
    func minimumGasPrice() async throws -> Amount {
        try await reading { try await service.minimumGasPrice() }
    }

    /// The receipt of `id`, or nil when the node has none (pending, or unknown to it).
    func receipt(of id: TransactionID) async throws -> TransactionReceipt? {
        try await reading { try await service.transaction(id) }
    }

    // MARK: - Sending

    /// Sends `transaction` as it is and returns its id. After a lost answer the service sends
    /// the very same signed bytes again (the node gives them the same id); nothing is signed here.
    ///
    /// - Throws: ``ExitCode/refused`` after printing the node's reason when it refused the
    ///   transaction; ``ExitCode/notConfirmed`` after printing what to do when the node could not
    ///   be reached and the transaction may or may not have arrived.
    func send(_ transaction: SignedTransaction) async throws -> TransactionID {
        do {
            return try await service.send(transaction)
        } catch let error as ZilliqaServiceError {
            switch error {
            case .transport, .invalidResponse:
                throw failure(
                    "transaction \(transaction.id) may or may not have reached \(network.nodeLabel): \(error). Before anything "
                        + "else, look it up with 'zhip-cli tx status \(transaction.id) \(network.commandLineArguments)'; "
                        + "sending the same file again is safe, signing a new transaction is not",
                    exit: .notConfirmed, on: console)
            default:
                throw failure(
                    "the \(network.displayName) network refused the transaction: \(error)", exit: .refused, on: console)
            }
        }
    }

    /// Looks up the receipt of `id` as ``polling`` says until it is there. With `showProgress`,
    /// says on standard error what it waits for and each time it looks again.
    ///
    /// - Throws: ``ExitCode/notConfirmed`` after printing what to do when there is still no receipt.
    func waitForReceipt(of id: TransactionID, showProgress: Bool) async throws -> TransactionReceipt {
        let policy = polling
        if showProgress {
            console.printError("Waiting for transaction \(id) to be confirmed on \(network.displayName)…")
        }
        var tryNumber = 0
        do {
            return try await policy.waitForReceipt(of: id) {
                tryNumber += 1
                let receipt = try await service.transaction(id)
                if receipt == nil, showProgress, tryNumber < policy.tries {
                    let wait = Self.seconds(policy.delay(afterTry: tryNumber))
                    console.printError(
                        "  not confirmed yet (look-up \(tryNumber) of \(policy.tries)); looking again in \(wait)")
                }
                return receipt
            }
        } catch let error as ZilliqaServiceError {
            throw failure(
                "transaction \(id) is not confirmed: \(error). Look it up later with 'zhip-cli tx status \(id) "
                    + "\(network.commandLineArguments)'",
                exit: .notConfirmed, on: console)
        }
    }

    // MARK: - Helpers

    /// Runs a read, turning a service failure into a ``NodeError`` naming the node.
    private func reading<T>(_ call: () async throws -> T) async throws -> T {
        do {
            return try await call()
        } catch let error as ZilliqaServiceError {
            throw NodeError(node: network.nodeLabel, error: error)
        }
    }

    /// `2 s`, `1.5 s`.
    private static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let milliseconds = attoseconds / 1_000_000_000_000_000
        guard milliseconds > 0 else { return "\(whole) s" }
        var fraction = String(milliseconds)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction) s"
    }
}

/// A read from the node that failed: the node's label and ZilliqaKit's reason, on one line.
struct NodeError: Error, Equatable, CustomStringConvertible {
    /// Which node: `the devnet node at http://127.0.0.1:5555`.
    let node: String
    /// What went wrong.
    let error: ZilliqaServiceError

    var description: String {
        switch error {
        case .transport(let transport): "could not reach \(node): \(transport)"
        default: "\(node): \(error)"
        }
    }
}
