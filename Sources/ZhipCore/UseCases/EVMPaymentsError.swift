public import ZilliqaKit

/// Why an EVM payment was not prepared, sent or confirmed, each with what to do next; never a secret.
public enum EVMPaymentsError: Error, Sendable, CustomStringConvertible {
    /// The balance does not cover value + gasLimit × price (`maximumFee`, the most the fee can be).
    case insufficientFunds(required: Wei, balance: Wei, maximumFee: Wei)
    /// The node answers for the EVM chain `nodeChainID`, but the wallet is set to `configured`:
    /// nothing was signed.
    case networkMismatch(nodeChainID: UInt64, configured: Network)
    /// A priority fee above maxFee: Zilliqa 2.0 drops such a transaction without a word.
    case priorityFeeAboveMaxFee(priorityFee: Wei, maxFee: Wei)
    /// A maxFee or gas price below the network's: Zilliqa 2.0 refuses it.
    case feeBelowGasPrice(offered: Wei, gasPrice: Wei)
    /// The sender is a swept account (nonce 2^64−1): nothing can be sent from it.
    case frozenSender(EVMAddress)
    /// The recipient needs its own confirmation (``EVMPaymentDraft/acceptedRisks``).
    case recipientRisk(PaymentRisk)
    /// The recipient was swept by Zilliqa 2.0: a transfer to it is mined as failed, the fee charged.
    case sweptRecipient(EVMAddress)
    /// The fee takes the whole balance: nothing is left to send.
    case nothingLeftAfterFee(balance: Wei, fee: Wei)
    /// The key given to sign is not the prepared payment's sender.
    case wrongKey(expected: EVMAddress, key: EVMAddress)
    /// The node may have the transaction: look it up with ``EVMPaymentsUseCase/check(_:)``, never resend blindly.
    case sendOutcomeUnknown(EVMHash)
    /// Mined with status 0: the fee was charged, the value did not move.
    case failedOnChain(EVMTransactionReceipt)
    /// No receipt yet; it may still be mined.
    case notMinedYet(EVMHash)
    /// The network setting cannot be used.
    case network(NetworkSettingError)
    /// The wallet's record of the nonces it used could not be read or written.
    case nonceRecord(PersistenceError)
    /// The node refused or could not be reached.
    case node(any Error & Sendable)
    /// A signed transaction's nonce is ahead of the account's next one: the node would queue it, unmined, until the gap is filled.
    case nonceGap(EVMNonceGap)
    /// A signed transaction's nonce is below the account's next one: another transaction has it.
    case nonceTaken(nonce: UInt64, nextNonce: UInt64)

    public var description: String {
        switch self {
        case .insufficientFunds(let required, let balance, let maximumFee):
            "Insufficient funds: the payment needs \(Self.zil(required)) (the amount and the most the fee can be) and "
                + "the balance is \(Self.zil(balance)): nothing was signed; "
                + (balance > maximumFee
                    ? "send at most \(Self.zil(Wei(wei: balance.wei - maximumFee.wei))) at this fee, or fund the account."
                    : "the balance does not even cover the fee; fund the account first.")
        case .networkMismatch(let nodeChainID, let configured):
            "The node at \(configured.displayURL) is on \(Self.chain(nodeChainID)), but the wallet is set to "
                + "\(configured.name) (\(Self.chain(configured.evmChainID))): the chain id does not match the node's, "
                + "and nothing was signed. Choose the network that matches the node, or give the URL "
                + "of a \(configured.name) node."
        case .priorityFeeAboveMaxFee(let priority, let maxFee):
            "The priority fee (\(priority.weiString) wei) is above the max fee (\(maxFee.weiString) wei); the node "
                + "would drop it silently. Lower the priority fee."
        case .feeBelowGasPrice(let offered, let gasPrice):
            "The fee offered (\(offered.weiString) wei a gas) is below the network's gas price "
                + "(\(gasPrice.weiString) wei); the node refuses it. Offer at least the gas price."
        case .frozenSender(let address):
            "The account \(address) was swept by Zilliqa 2.0 (its nonce is the largest there is): nothing can be sent from it."
        case .recipientRisk(let risk):
            "Not prepared: this payment \(risk.consequence). Confirm this recipient to go on."
        case .sweptRecipient(let address):
            "The recipient \(address) was swept by Zilliqa 2.0 (a blocked recipient): a transfer to it fails on "
                + "chain and the fee is charged. Ask its owner for another address."
        case .nothingLeftAfterFee(let balance, let fee):
            "The fee (\(fee.weiString) wei) takes the whole balance (\(balance.weiString) wei): nothing is left to send."
        case .wrongKey(let expected, let key):
            "The key's EVM account is \(key), not the payment's sender \(expected); unlock the sender's wallet."
        case .sendOutcomeUnknown(let hash):
            "The node may have received the transaction \(hash.hex); check it with `zhip-cli tx status \(hash.hex)` "
                + "before sending again."
        case .failedOnChain(let receipt):
            "The transaction \(receipt.transactionHash.hex) failed (status 0): the fee was charged, the amount did not move."
        case .notMinedYet(let hash):
            "The transaction \(hash.hex) is not mined yet; check later with `zhip-cli tx status \(hash.hex)`."
        case .network(let error): "\(error)"
        case .nonceRecord(let error): "The wallet's record of sent nonces: \(error)"
        case .node(let error): "\(error)"
        case .nonceGap(let gap):
            "The transaction's nonce \(gap.nonce) is ahead of the account's next nonce \(gap.nextNonce): the node "
                + "would keep it unmined until \(gap.missingNonces) are used, and then it would go out too. Nothing "
                + "was sent; sign it again with nonce \(gap.nextNonce)."
        case .nonceTaken(let nonce, let next):
            "The transaction's nonce \(nonce) was already used by another transaction of this account (its next "
                + "nonce is \(next)), so the network refuses it and nothing was sent; sign it again with nonce \(next)."
        }
    }

    /// True when the payment itself was refused, by one of ZhipCore's rules or by the node, and
    /// nothing was sent: trying it again as it is gets the same answer (the CLI's exit code 2).
    /// False when something around it failed (the key, the settings, the nonce record, a node that
    /// could not be asked or answered unreadably), when it may have gone out, or once it is mined.
    public var refusesThePayment: Bool {
        switch self {
        case .insufficientFunds, .priorityFeeAboveMaxFee, .feeBelowGasPrice, .frozenSender, .recipientRisk,
            .sweptRecipient, .nothingLeftAfterFee, .nonceGap, .nonceTaken:
            true
        case .node(let refusal as EVMServiceError):
            switch refusal {
            case .hashMismatch, .malformedAnswer, .sendOutcomeUnknown: false
            default: true
            }
        case .node(let service as ZilliqaServiceError):
            switch service {
            case .transport, .notSent, .invalidResponse, .requestNotEncodable, .rateLimited, .receiptNotFound: false
            default: true
            }
        case .networkMismatch, .wrongKey, .sendOutcomeUnknown, .failedOnChain, .notMinedYet, .network, .nonceRecord,
            .node:
            false
        }
    }

    /// `1000.1000000008 ZIL (1000100000000800000000 wei)`: exact in both units.
    private static func zil(_ amount: Wei) -> String {
        "\(amount.formatted(in: .zil)) ZIL (\(amount.weiString) wei)"
    }

    /// `EVM chain 32769 (0x8001, Zilliqa chain 1)`; the Zilliqa id only where one maps to it.
    private static func chain(_ evmChainID: UInt64) -> String {
        let zilliqa = Network.zilliqaChainID(forEVMChainID: evmChainID).map { ", Zilliqa chain \($0)" } ?? ""
        return "EVM chain \(evmChainID) (0x\(String(evmChainID, radix: 16))\(zilliqa))"
    }
}
