import CommandLineKit
import ZhipCore
import ZilliqaKit

/// Asks, once a replacement's send was answered, which of it and the original the node holds
/// (``ZhipCore/PaymentSession/replacementOutcome()``), with a waiting line; a node that cannot be
/// asked is said as such, nothing is sent again.
struct ReplacementCheck {
    let network: Network
    let console: Console

    func outcome(of session: PaymentSession) async throws -> ReplacementOutcome {
        do {
            return try await WaitingLine.showing("Asking \(network.nodeLabel) which transaction it holds", on: console)
            {
                () async throws(TransactionsError) in try await session.replacementOutcome()
            }
        } catch {
            throw error.thrown(network: network, console: console)
        }
    }
}
