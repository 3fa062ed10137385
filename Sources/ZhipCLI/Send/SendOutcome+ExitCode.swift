import CommandLineKit
import ZhipCore
import ZilliqaKit

extension TransactionsError {
    /// The error a command throws for ZhipCore's refusal, from either account: ``ExitCode/refused``
    /// (2) when ``TransactionsError/refusesThePayment`` or mined as failed (a risk not accepted names
    /// the flag that accepts it), ``ExitCode/notConfirmed`` (3) when it may have gone out or is not
    /// mined yet, else the error itself (exit 1), a node that could not be asked named by its label.
    ///
    /// `sendingFile` is the hash of the signed EVM transaction whose send threw this (`tx send`): an
    /// answer that leaves it in doubt exits 3 saying how to look it up, for it is never sent again.
    func thrown(network: Network?, console: Console, sendingFile hash: EVMHash? = nil) -> any Error {
        if let hash, let network, let error = thrown(sending: hash, on: network, console: console) { return error }
        switch self {
        case .refused(let refusal) where refusal.consent != nil:
            let flag = refusal.consent.map { RiskFlags.flag(accepting: $0) } ?? ""
            return failure("\(self) (add \(flag))", exit: .refused, on: console)
        case .sendOutcomeUnknown, .notMinedYet: return failure(description, exit: .notConfirmed, on: console)
        default: break
        }
        if refusesThePayment { return failure(description, exit: .refused, on: console) }
        guard let network else { return self }
        if case .service(let service) = self { return NodeError(node: network.nodeLabel, error: service) }
        return hash == nil ? self : failure("\(network.nodeLabel): \(self)", exit: .failure, on: console)
    }

    /// What differs for a signed EVM file whose send threw this: the answers that leave it in doubt
    /// name how to look it up, and the refusals say "transaction"; nil for the rest.
    private func thrown(sending hash: EVMHash, on network: Network, console: Console) -> (any Error)? {
        let advice = ReceiptWait.advice(.evm(hash), on: network)
        let refused = "the network refused the transaction, and nothing was transferred"
        switch self {
        case .sendOutcomeUnknown, .evmService(.hashMismatch), .evmService(.malformedAnswer),
            .evmService(.sendOutcomeUnknown):
            return failure(
                "the node may have the transaction \(hash.hex), and it was not sent again: \(advice)",
                exit: .notConfirmed, on: console)
        case .service(.invalidResponse):
            return failure(
                "\(network.nodeLabel) answered the send with something unreadable: \(advice)", exit: .notConfirmed,
                on: console)
        case .evmService(let refusal) where refusesThePayment:
            return failure("\(refused): \(refusal)", exit: .refused, on: console)
        case .nodeRefused(let refusal):
            return failure("\(refused): \(refusal)", exit: .refused, on: console)
        default:
            return nil
        }
    }
}

extension SendOutcome {
    /// What the node accepted; else throws what the outcome means for a script: the refusal
    /// (``TransactionsError/thrown(network:console:)``), or ``ExitCode/notConfirmed`` (3) after
    /// printing ZhipCore's words for what may have gone out and, from `inDoubt`, how to send the
    /// very same transaction again and look it up. The same for both accounts.
    /// With `json`, an unknown outcome also prints its one JSON object (the hash, and how to look it up)
    /// on standard output before exiting 3.
    func accepted(_ inDoubt: SendInDoubt, json review: PaymentReview? = nil, console: Console) throws -> SentTransaction
    {
        switch self {
        case .accepted(let sent):
            return sent
        case .refused(let reason):
            throw reason.thrown(network: inDoubt.network, console: console)
        case .unknown(let unanswered):
            let text = inDoubt.text(unanswered.mayHaveGoneOut, sent: unanswered.sent)
            guard let review else { throw failure(text, exit: .notConfirmed, on: console) }
            // With --json the report is the one object on standard output; the words go to standard error.
            console.print(try CommandOutput.encode(review.report(unanswered.sent, receipt: nil, status: "unknown")))
            throw CommandFailure(text, exitCode: .notConfirmed, answeredInJSON: true)
        }
    }
}
