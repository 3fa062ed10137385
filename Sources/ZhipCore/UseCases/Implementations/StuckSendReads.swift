import ZilliqaKit

/// What tells which of the wallet's unmined sends from the EVM account are stuck (``StuckTransaction``),
/// joined to the history page's one batch: the account's `pending` nonce, the network's gas price, and
/// each of the newest ``maximumChecked`` sends as the node holds it (`eth_getTransactionByHash`).
struct StuckSendReads: Sendable {
    /// The most sends a page asks about: 10 (a wallet with more unmined sends has a gap to close first).
    static let maximumChecked = 10

    /// The reads to join; none for a legacy account or without sends.
    let reads: [EVMRead]

    /// The reads for `sends` (oldest first, as the record keeps them) from `account`.
    init(account: HistoryAccount, sends: [SentTransactionRecord.Send]) {
        guard account.kind == .evm, !sends.isEmpty else {
            reads = []
            return
        }
        reads =
            [.transactionCount(account.address, .pending), .gasPrice]
            + sends.suffix(Self.maximumChecked).map { .transaction($0.hash) }
    }

    /// The stuck sends the `answers` to ``reads`` (in their order) show, the account's `latest` nonce
    /// known; an answer that does not read says nothing of its send (the marks are a help, not a fact).
    func stuck(in answers: [EVMReadAnswer], latest: UInt64?) -> [EVMHash: StuckTransaction] {
        guard answers.count == reads.count, answers.count > 2,
            let pending: UInt64 = try? answers[0].quantity(), let network = try? answers[1].wei()
        else { return [:] }
        let next = max(pending, latest ?? 0)
        var stuck: [EVMHash: StuckTransaction] = [:]
        for answer in answers.dropFirst(2) {
            // Only the transaction asked about: a node's answer about another hash marks nothing.
            guard case .transaction(let asked) = answer.read, let details = (try? answer.transaction()).flatMap({ $0 }),
                details.hash == asked,
                let found = StuckTransaction(pending: details, nextNonce: next, networkPrice: network)
            else { continue }
            stuck[asked] = found
        }
        return stuck
    }
}
