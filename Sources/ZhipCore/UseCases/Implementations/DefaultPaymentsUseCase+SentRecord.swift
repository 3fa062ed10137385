import Foundation
import ZilliqaKit

extension DefaultPaymentsUseCase {
    /// The send of `payment` the node took as `sent`, as the wallet's record keeps it for the
    /// history's pending entries; nil when it does not fit one (an amount past what wei can count).
    static func recordedSend(of payment: AnyPreparedPayment, sent: SentTransaction, at time: Date)
        -> SentTransactionRecord.Send?
    {
        switch (payment, sent) {
        case (.legacy(let prepared), .legacy(let id)):
            let transfer = prepared.payment
            return legacySend(
                from: prepared.sender, id: id, to: transfer.recipient, amount: transfer.amount,
                zilliqaNonce: transfer.nonce, chainID: prepared.network.evmChainID, at: time)
        case (.evm(let prepared), .evm(let hash)):
            return evmSend(prepared.transaction, from: prepared.from, hash: hash, at: time)
        default:
            return nil
        }
    }

    /// A transaction signed earlier (`tx send FILE`) the node took on `network`, as the wallet's
    /// record keeps it.
    static func recordedSend(of transaction: AnySignedTransaction, on network: Network, at time: Date)
        -> SentTransactionRecord.Send?
    {
        switch transaction {
        case .legacy(let signed):
            let core = signed.core
            return legacySend(
                from: core.senderPublicKey.address, id: signed.id, to: core.recipient, amount: core.amount,
                zilliqaNonce: core.nonce, chainID: network.evmChainID, at: time)
        case .evm(let signed):
            return evmSend(signed.transaction, from: signed.sender, hash: signed.transactionHash, at: time)
        }
    }

    /// A legacy transfer as the record keeps it: its 20-byte addresses, its id as the hash, its
    /// amount in wei and its `eth_` nonce (the Zilliqa nonce − 1, as Zilliqa 2.0 counts it).
    private static func legacySend(
        from sender: Address, id: TransactionID, to recipient: Address, amount: Amount, zilliqaNonce: UInt64,
        chainID: UInt64, at time: Date
    ) -> SentTransactionRecord.Send? {
        guard let sender = try? EVMAddress(bytes: sender.bytes), let hash = try? EVMHash(bytes: id.bytes),
            let recipient = try? EVMAddress(bytes: recipient.bytes), let value = try? Wei(amount)
        else { return nil }
        return SentTransactionRecord.Send(
            chainID: chainID, sender: sender, nonce: zilliqaNonce &- 1, hash: hash, recipient: recipient,
            value: value, token: nil, sentAt: time)
    }

    /// An EVM transaction as the record keeps it: a call of a token's `transfer` keeps the token's
    /// recipient and units.
    private static func evmSend(_ call: EVMTransaction, from sender: EVMAddress, hash: EVMHash, at time: Date)
        -> SentTransactionRecord.Send
    {
        var recipient = call.to
        var token: (contract: EVMAddress, units: UInt256)?
        if let transfer = EVMPaymentIntent.tokenTransfer(in: call.data) {
            token = (call.to, transfer.amount)
            recipient = transfer.recipient
        }
        return SentTransactionRecord.Send(
            chainID: call.chainID, sender: sender, nonce: call.nonce, hash: hash, recipient: recipient,
            value: Wei(wei: call.value), token: token, sentAt: time)
    }
}
