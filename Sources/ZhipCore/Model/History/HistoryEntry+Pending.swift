import ZilliqaKit

extension HistoryEntry {
    /// The entry of a transaction this wallet sent and the node has not mined: out (or to itself),
    /// its token's units when `tokens` (keyed by contract) lists it, else its ZIL; no fee yet.
    init(pending send: SentTransactionRecord.Send, tokens: [EVMAddress: Token], explorerLink: String?) {
        var amount = HistoryAmount.zil(send.value)
        if let sent = send.token, let token = tokens[sent.contract] { amount = .token(token, sent.units) }
        self.init(
            hash: send.hash, time: send.sentAt, blockNumber: nil,
            direction: send.recipient == send.sender ? .toSelf : .outgoing, counterparty: send.recipient,
            amount: amount, fee: nil, status: .pending, explorerLink: explorerLink)
    }
}
