public import ZilliqaKit

/// A signed transaction of either account, as `tx sign` writes it and `tx send` sends it.
public enum AnySignedTransaction: Sendable {
    /// A legacy (zil1) transaction, Schnorr-signed.
    case legacy(SignedTransaction)
    /// An EVM transaction, ECDSA-signed.
    case evm(SignedEVMTransaction)

    /// What it is looked up by: a legacy id or an EVM hash.
    public var sent: SentTransaction {
        switch self {
        case .legacy(let signed): .legacy(signed.id)
        case .evm(let signed): .evm(signed.transactionHash)
        }
    }
}
