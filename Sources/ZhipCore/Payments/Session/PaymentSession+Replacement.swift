import ZilliqaKit

/// After a replacement (`tx speedup`, `tx cancel`) went out: which of it and the transaction it
/// replaces the node holds, in one batch (the original's receipt and both transactions); the
/// wallet's record of its sends then forgets the one that lost, so the history's pending list and the
/// next nonce count only the other.
extension PaymentSession {
    /// Which of the replaced transaction and the replacement signed the node holds, asked once the
    /// send was answered (taken, or refused: a nonce the original's mining used meanwhile).
    /// - Throws: ``TransactionsError/notReviewed`` when no replacement was signed; the node's failure.
    public func replacementOutcome() async throws(TransactionsError) -> ReplacementOutcome {
        // Zilliqa 2.0 shows a legacy transaction through eth_ under its id (`api/types/eth.rs:246-300`).
        guard let payment = currentPayment, let replaced = payment.order.intent.replaces,
            let new = currentSigned?.sent.evmHash
                ?? currentSigned?.sent.legacyID.flatMap({ try? EVMHash(bytes: $0.bytes) })
        else { throw .notReviewed }
        let environment = currentEnvironment
        let old = replaced.hash
        let answers: [EVMReadAnswer]
        do {
            answers = try await environment.evmService.read([.receipt(old), .transaction(old), .transaction(new)])
        } catch {
            throw TransactionsError(evmNode: error)
        }
        let oldReceipt = try? answers.first { $0.read == .receipt(old) }?.receipt()
        let oldHeld = try? answers.first { $0.read == .transaction(old) }?.transaction()
        let newHeld = try? answers.first { $0.read == .transaction(new) }?.transaction()
        let outcome: ReplacementOutcome =
            if let mined = oldReceipt.flatMap({ $0 })?.blockNumber ?? oldHeld.flatMap({ $0 })?.blockNumber {
                .originalMined(block: mined)
            } else if let held = newHeld.flatMap({ $0 }), oldHeld.flatMap({ $0 }) == nil {
                .replaced(block: held.blockNumber)
            } else if oldHeld.flatMap({ $0 }) != nil {
                .originalKept
            } else {
                .neitherHeld
            }
        let loser: EVMHash? =
            switch outcome {
            case .replaced: old
            case .originalMined, .originalKept: new
            case .neitherHeld: nil
            }
        if let loser {
            // A record that cannot be written changes nothing about what the node holds.
            try? SentTransactionRecord(preferences: environment.preferences).forget(
                [loser], onChain: payment.facts.chainID)
        }
        return outcome
    }
}
