import CommandLineKit
import ZhipCore
import ZilliqaKit

/// ZhipCore's prepare of a payment from either account, as `send` and `move` run it: each risk it
/// refuses unless accepted (``ZhipCore/PaymentRisk``) is asked about once on a terminal without
/// --yes, and the draft prepared again accepting it; any other refusal is thrown as
/// ``ZhipCore/TransactionsError/thrown(network:console:)`` says.
enum ConsentedPrepare {
    /// The prepared payment of `draft`, whose accepted risks are at `risks`, prepared by `prepare`
    /// while `waiting` shows; `asks` is false with --yes or without a terminal.
    static func prepare<Draft, Prepared>(
        _ draft: inout Draft, risks: WritableKeyPath<Draft, Set<PaymentRisk>>, asks: Bool, on network: Network,
        waiting: String, console: Console, _ prepare: (Draft) async throws -> Prepared
    ) async throws -> Prepared {
        while true {
            let asking = draft
            do {
                return try await WaitingLine.showing(waiting, on: console) { try await prepare(asking) }
            } catch TransactionsError.riskNotAccepted(let risk) where asks && !draft[keyPath: risks].contains(risk) {
                try SendQuestions.accept(risk, console: console)
                draft[keyPath: risks].insert(risk)
            } catch let error as TransactionsError {
                throw error.thrown(network: network, console: console)
            }
        }
    }
}
