import CommandLineKit
import ZhipCore
import ZilliqaKit

extension TransactionsError {
    /// The error a command throws for ZhipCore's refusal, from either account: ``ExitCode/refused``
    /// (2) when ``TransactionsError/refusesThePayment`` or mined as failed (a risk not accepted names
    /// the flag that accepts it), ``ExitCode/notConfirmed`` (3) when it may have gone out or is not
    /// mined yet, else the error itself (exit 1), a node that could not be asked named by its label.
    func thrown(network: Network, console: Console) -> any Error {
        switch self {
        case .riskNotAccepted(let risk):
            return failure("\(self) (add \(RiskFlags.flag(accepting: risk)))", exit: .refused, on: console)
        case .sendOutcomeUnknown, .notMinedYet: return failure(description, exit: .notConfirmed, on: console)
        case .failedOnChain: return failure(description, exit: .refused, on: console)
        default: break
        }
        if refusesThePayment { return failure(description, exit: .refused, on: console) }
        if case .service(let service) = self { return NodeError(node: network.nodeLabel, error: service) }
        return self
    }
}

extension SendOutcome {
    /// What the node accepted; else throws what the outcome means for a script: the refusal
    /// (``TransactionsError/thrown(network:console:)``), or ``ExitCode/notConfirmed`` (3) after
    /// printing ZhipCore's words for what may have gone out and, from `inDoubt`, how to send the
    /// very same transaction again and look it up. The same for both accounts.
    func accepted(_ inDoubt: SendInDoubt, console: Console) throws -> SentTransaction {
        switch self {
        case .accepted(let sent):
            return sent
        case .refused(let reason):
            throw reason.thrown(network: inDoubt.network, console: console)
        case .unknown(let unanswered):
            throw failure(
                inDoubt.text(unanswered.mayHaveGoneOut, sent: unanswered.sent), exit: .notConfirmed, on: console)
        }
    }

    /// ``accepted(_:console:)`` of a legacy payment: its id.
    func acceptedID(_ inDoubt: SendInDoubt, console: Console) throws -> TransactionID {
        try accepted(inDoubt, console: console, as: \.legacyID, "a legacy transaction id")
    }

    /// ``accepted(_:console:)`` of an EVM payment: its hash.
    func acceptedHash(_ inDoubt: SendInDoubt, console: Console) throws -> EVMHash {
        try accepted(inDoubt, console: console, as: \.evmHash, "an EVM transaction hash")
    }

    /// What was accepted, read as `reference` (what the paying account's sends are looked up by).
    private func accepted<Reference>(
        _ inDoubt: SendInDoubt, console: Console, as reference: KeyPath<SentTransaction, Reference?>, _ kind: String
    ) throws -> Reference {
        let sent = try accepted(inDoubt, console: console)
        guard let value = sent[keyPath: reference] else {
            throw failure("the node answered \(sent), not \(kind)", exit: .failure, on: console)
        }
        return value
    }
}
