public import ZilliqaKit

/// The unsigned transaction a payment signs, exactly as reviewed: a legacy payment for a Zilliqa
/// chain, or an EVM transaction.
///
/// ```swift
/// if case .evm(let transaction) = prepared.transaction { print(transaction.nonce, transaction.fee) }
/// ```
public enum PaymentTransaction: Sendable, Hashable {
    /// A legacy (zil1) payment for the Zilliqa chain `chainID`.
    case legacy(Payment, chainID: UInt16)
    /// An EVM (0x) transaction.
    case evm(EVMTransaction)

    /// The nonce as the `eth_` API counts it (a legacy payment's Zilliqa nonce − 1).
    public var accountNonce: UInt64 {
        switch self {
        case .legacy(let payment, _): payment.nonce &- 1
        case .evm(let transaction): transaction.nonce
        }
    }

    /// The nonce as the person gives it again (`--nonce`): a legacy payment's Zilliqa nonce.
    public var nonce: UInt64 {
        switch self {
        case .legacy(let payment, _): payment.nonce
        case .evm(let transaction): transaction.nonce
        }
    }

    /// The EVM transaction, nil for a legacy payment.
    public var evm: EVMTransaction? {
        if case .evm(let transaction) = self { transaction } else { nil }
    }

    /// The legacy payment, nil for an EVM transaction.
    public var legacy: Payment? {
        if case .legacy(let payment, _) = self { payment } else { nil }
    }
}

/// A transaction signed, of either account: what is sent, or written to a file by `tx sign`.
public enum SignedPayment: Sendable {
    case legacy(SignedTransaction)
    case evm(SignedEVMTransaction)

    /// What the node knows it by: a legacy id, or an EVM hash.
    public var sent: SentTransaction {
        switch self {
        case .legacy(let signed): .legacy(signed.id)
        case .evm(let signed): .evm(signed.transactionHash)
        }
    }

    /// The account that signed it.
    public var account: PayingAccount {
        switch self {
        case .legacy: .legacy
        case .evm: .evm
        }
    }

    /// The transaction as signed.
    public var transaction: PaymentTransaction {
        switch self {
        case .legacy(let signed):
            let core = signed.core
            return .legacy(
                Payment(
                    to: core.recipient, amount: core.amount, gasPrice: core.gasPrice, gasLimit: core.gasLimit,
                    nonce: core.nonce), chainID: core.version.chainID)
        case .evm(let signed): return .evm(signed.transaction)
        }
    }

    /// The signer's 20 bytes.
    public var sender: EVMAddress? {
        switch self {
        case .legacy(let signed): EVMAddress(signed.core.senderPublicKey.address)
        case .evm(let signed): signed.sender
        }
    }
}
