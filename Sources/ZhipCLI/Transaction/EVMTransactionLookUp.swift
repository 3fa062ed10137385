import CommandLineKit
import ZhipCore
import ZilliqaKit

/// A sent EVM transaction as `tx send` follows it: how to look it up later, said by a send whose
/// outcome is unknown (``TransactionsError/thrown(network:console:sendingFile:)``) and by
/// the wait for its receipt.
struct EVMTransactionLookUp {
    let hash: EVMHash
    let network: Network

    /// `look it up with 'zhip-cli tx status 0x… --network devnet' before sending anything again`.
    var advice: String {
        "look it up with 'zhip-cli tx status \(hash.hex) \(network.commandLineArguments)' before sending anything again"
    }

    /// What is known while the receipt is awaited: sent, not mined yet, and how to look it up.
    private var notMined: String { "the transaction was sent and is not mined yet: \(advice)" }

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
