import CommandLineKit
import ZhipCore
import ZilliqaKit

/// A sent EVM transaction as `tx send` follows it: what a failed send means for a script, and
/// the wait for its receipt, each saying how to look it up later.
struct EVMTransactionLookUp {
    let hash: EVMHash
    let network: Network

    /// `look it up with 'zhip-cli tx status 0x… --network devnet' before sending anything again`.
    var advice: String {
        "look it up with 'zhip-cli tx status \(hash.hex) \(network.commandLineArguments)' before sending anything again"
    }

    /// What is known while the receipt is awaited: sent, not mined yet, and how to look it up.
    private var notMined: String { "the transaction was sent and is not mined yet: \(advice)" }

    /// The error for a send that threw `error`: nothing sent (exit 1), refused by the network or by
    /// a nonce rule (exit 2), or an outcome that is unknown (exit 3), never sent again.
    func sendFailure(_ error: TransactionsError, console: Console) -> any Error {
        switch error {
        case .sendOutcomeUnknown, .nonceRecord, .evmService(.hashMismatch), .evmService(.malformedAnswer),
            .evmService(.sendOutcomeUnknown):
            return failure(
                "the node may have the transaction \(hash.hex), and it was not sent again: \(advice)",
                exit: .notConfirmed, on: console)
        case .nonceGap(let gap):
            return failure(
                "\(error) Or, to leave the gap, send it as it is with --allow-nonce-gap: it is then mined only once "
                    + "\(gap.missingNonces) are used.", exit: .refused, on: console)
        case .nonceTaken:
            return failure("\(error)", exit: .refused, on: console)
        case .evmService(let refusal) where error.refusesThePayment:
            return failure(
                "the network refused the transaction, and nothing was transferred: \(refusal)", exit: .refused,
                on: console)
        case .nodeRefused(let refusal):
            return failure(
                "the network refused the transaction, and nothing was transferred: \(refusal)", exit: .refused,
                on: console)
        case .service(.invalidResponse):
            return failure(
                "\(network.nodeLabel) answered the send with something unreadable: \(advice)", exit: .notConfirmed,
                on: console)
        case .service(let service):
            return NodeError(node: network.nodeLabel, error: service)
        default:
            return failure("\(network.nodeLabel): \(error)", exit: .failure, on: console)
        }
    }

    /// The receipt, waited for on the container's clock behind a ``WaitingLine``; a failed one
    /// (status 0) is returned for the caller to report.
    /// - Throws: ``ExitCode/notConfirmed`` (3) with the advice when there is still no receipt.
    func waitForReceipt(console: Console) async throws -> EVMTransactionReceipt {
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
}
