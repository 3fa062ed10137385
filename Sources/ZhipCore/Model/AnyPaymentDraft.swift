public import ZilliqaKit

/// A payment as the person drafted it, naming the account that pays: what
/// ``PaymentsUseCase/prepare(_:)`` checks, whichever account it is.
///
/// ```swift
/// let prepared = try await payments.prepare(.legacy(draft, from: wallet.address))
/// let evm = try await payments.prepare(.evm(EVMPaymentDraft(from: sender, to: recipient, amount: .max)))
/// ```
public enum AnyPaymentDraft: Sendable, Hashable {
    /// From the key's legacy (zil1) account `sender`.
    case legacy(PaymentDraft, from: Address)
    /// From the key's EVM (0x) account, the draft's `from`.
    case evm(EVMPaymentDraft)

    /// The account that pays.
    public var account: PayingAccount {
        switch self {
        case .legacy: .legacy
        case .evm: .evm
        }
    }

    /// The risks the person accepted (``PaymentRisk``): prepare refuses any other it finds.
    public var acceptedRisks: Set<PaymentRisk> {
        get {
            switch self {
            case .legacy(let draft, _): draft.acceptedRisks
            case .evm(let draft): draft.acceptedRisks
            }
        }
        set {
            switch self {
            case .legacy(var draft, let sender):
                draft.acceptedRisks = newValue
                self = .legacy(draft, from: sender)
            case .evm(var draft):
                draft.acceptedRisks = newValue
                self = .evm(draft)
            }
        }
    }
}
