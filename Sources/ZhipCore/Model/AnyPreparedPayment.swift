import ZilliqaKit

/// A payment checked and ready to sign, from either account: what the Sign scene and the send
/// flow carry from the review to the signature, whichever account pays.
///
/// ```swift
/// let payment = try await payments.prepare(.evm(draft))
/// payment.nonce   // the nonce it will be signed with
/// ```
public enum AnyPreparedPayment: Sendable, Hashable {
    /// From the key's legacy (zil1) account.
    case legacy(PreparedPayment)
    /// From the key's EVM (0x) account.
    case evm(PreparedEVMPayment)

    /// The account that pays.
    public var account: PayingAccount {
        switch self {
        case .legacy: .legacy
        case .evm: .evm
        }
    }

    /// The nonce it is signed with: one transaction per nonce, so sending it again never pays twice.
    public var nonce: UInt64 {
        switch self {
        case .legacy(let prepared): prepared.payment.nonce
        case .evm(let prepared): prepared.transaction.nonce
        }
    }

    /// The legacy payment; nil for an EVM one.
    public var legacyPayment: PreparedPayment? {
        guard case .legacy(let prepared) = self else { return nil }
        return prepared
    }

    /// The EVM payment; nil for a legacy one.
    public var evmPayment: PreparedEVMPayment? {
        guard case .evm(let prepared) = self else { return nil }
        return prepared
    }
}
