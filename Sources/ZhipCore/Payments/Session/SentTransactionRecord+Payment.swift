import Foundation
public import ZilliqaKit

extension SentTransactionRecord.Send {
    /// `signed`, which the node took as `accepted`, as the record keeps it: its 20-byte addresses
    /// (a token transfer's recipient and units), its `eth_` nonce, its value and the most its fee
    /// can be (what it holds of the balance while pending); nil when it does not fit one.
    init?(_ signed: SignedPayment, _ accepted: SentTransaction, payment: PreparedPayment, at time: Date) {
        let facts = payment.facts
        let hashBytes: [UInt8] =
            switch accepted {
            case .legacy(let id): id.bytes
            case .evm(let hash): hash.bytes
            }
        guard let sender = signed.sender, let hash = try? EVMHash(bytes: hashBytes) else { return nil }
        var token: (contract: EVMAddress, units: UInt256)?
        if facts.kind == .tokenTransfer, let contract = facts.contract { token = (contract, facts.amount) }
        let recipient = token == nil ? (facts.contract ?? facts.counterparty.address) : facts.counterparty.address
        self.init(
            chainID: facts.chainID, sender: sender, nonce: signed.transaction.accountNonce, hash: hash,
            recipient: facts.kind == .transfer || facts.kind == .move ? facts.counterparty.address : recipient,
            value: facts.value, token: token, sentAt: time, maximumFee: facts.fee.most)
    }
}

extension UnansweredSend {
    /// What may have gone out when the send of `signed` to `network`'s node was interrupted before its answer.
    public static func interrupted(_ signed: SignedPayment, network: Network) -> String {
        UnansweredSend(signed, network: network, reason: .transport(.cancelled)).mayHaveGoneOut
    }

    /// `signed`, which may have reached `network`'s node without an answer, for `reason`.
    init(_ signed: SignedPayment, network: Network, reason: ZilliqaServiceError) {
        switch signed {
        case .legacy(let transaction): self.init(transaction, network: network, reason: reason)
        case .evm(let transaction):
            self.init(
                sender: transaction.sender, nonce: transaction.transaction.nonce, hash: transaction.transactionHash,
                network: network, reason: reason)
        }
    }
}
