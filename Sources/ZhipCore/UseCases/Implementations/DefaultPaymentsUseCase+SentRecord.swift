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
            guard let sender = try? EVMAddress(bytes: prepared.sender.bytes), let hash = try? EVMHash(bytes: id.bytes),
                let recipient = try? EVMAddress(bytes: transfer.recipient.bytes), let value = try? Wei(transfer.amount)
            else { return nil }
            return SentTransactionRecord.Send(
                chainID: prepared.network.evmChainID, sender: sender, nonce: transfer.nonce &- 1, hash: hash,
                recipient: recipient, value: value, token: nil, sentAt: time)
        case (.evm(let prepared), .evm(let hash)):
            var token: (contract: EVMAddress, units: UInt256)?
            var recipient = prepared.transaction.to
            if case .tokenTransfer(let sentToken, let amount) = prepared.intent {
                token = (sentToken.contract, amount)
                recipient = prepared.recipient
            }
            return SentTransactionRecord.Send(
                chainID: prepared.transaction.chainID, sender: prepared.from, nonce: prepared.transaction.nonce,
                hash: hash, recipient: recipient, value: prepared.value, token: token, sentAt: time)
        default:
            return nil
        }
    }

    /// A transaction signed earlier (`tx send FILE`) the node took on `network`, as the wallet's
    /// record keeps it: a call of a token's `transfer` keeps the token's recipient and units.
    static func recordedSend(of transaction: AnySignedTransaction, on network: Network, at time: Date)
        -> SentTransactionRecord.Send?
    {
        switch transaction {
        case .legacy(let signed):
            let core = signed.core
            guard let sender = try? EVMAddress(bytes: core.senderPublicKey.address.bytes),
                let hash = try? EVMHash(bytes: signed.id.bytes),
                let recipient = try? EVMAddress(bytes: core.recipient.bytes),
                let value = try? Wei(core.amount)
            else { return nil }
            return SentTransactionRecord.Send(
                chainID: network.evmChainID, sender: sender, nonce: core.nonce &- 1, hash: hash, recipient: recipient,
                value: value, token: nil, sentAt: time)
        case .evm(let signed):
            let call = signed.transaction
            var recipient = call.to
            var token: (contract: EVMAddress, units: UInt256)?
            if let transfer = EVMPaymentIntent.tokenTransfer(in: call.data) {
                token = (call.to, transfer.amount)
                recipient = transfer.recipient
            }
            return SentTransactionRecord.Send(
                chainID: call.chainID, sender: signed.sender, nonce: call.nonce, hash: signed.transactionHash,
                recipient: recipient, value: Wei(wei: call.value), token: token, sentAt: time)
        }
    }
}
