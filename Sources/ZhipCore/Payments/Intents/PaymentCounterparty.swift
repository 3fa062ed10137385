public import ZilliqaKit

/// Who a payment is for, economically: the recipient of ZIL or tokens, the spender of an
/// approval, the pool of a staking call, or the migration escrow; its 20 bytes whichever account
/// pays, and how the person gave it.
///
/// ```swift
/// let payee = PaymentCounterparty(address: recipient, role: .payee, shown: recipient.checksummed)
/// ```
public struct PaymentCounterparty: Sendable, Hashable {
    /// What the counterparty is to the payment.
    public enum Role: String, Sendable, Hashable {
        /// Receives the amount (ZIL or a token).
        case payee
        /// May spend the account's token (an approval or revocation).
        case spender
        /// A delegation pool called.
        case pool
        /// The migration escrow: lodged into, or claimed from.
        case escrow
        /// A contract called for a reason the wallet does not know (a file signed elsewhere).
        case contract
    }

    /// The account's 20 bytes.
    public let address: EVMAddress
    public let role: Role
    /// How the review and the refusals show it: `zil1…` for a legacy recipient, EIP-55 `0x…` otherwise.
    public let shown: String
    /// True when an EVM payment's recipient was typed as `zil1…` (the same 20 bytes).
    public let typedAsLegacy: Bool

    public init(address: EVMAddress, role: Role, shown: String? = nil, typedAsLegacy: Bool = false) {
        self.address = address
        self.role = role
        self.shown = shown ?? address.checksummed
        self.typedAsLegacy = typedAsLegacy
    }

    /// True for the roles whose address the person typed and may have mistyped: a payee, a spender.
    public var isTyped: Bool { role == .payee || role == .spender }

    /// True for the address no key controls.
    public var isZeroAddress: Bool { address.bytes.allSatisfy { $0 == 0 } }
}
