/// A recipient of an EVM payment that is almost always a slip or a loss, so the payment needs its
/// own confirmation of it (``EVMPaymentDraft/acceptedRisks``).
public enum EVMRecipientRisk: Sendable, Hashable, CaseIterable {
    /// The sending account itself: the payment only costs the fee.
    case sender
    /// The zero address, which no key controls.
    case zeroAddress
    /// Given as a `zil1…` address on a network that refuses legacy transfers: its owner's
    /// Schnorr key can no longer move what arrives there, except into the migration escrow.
    case legacyAccount
    /// An account with code: a plain transfer to a contract may revert (the fee is charged).
    case contract

    /// What happens to the money, for a question or an error.
    public var consequence: String {
        switch self {
        case .sender: "goes to the sending account itself, so it only costs the fee"
        case .zeroAddress: "goes to the zero address, which no key controls: the amount would be gone for good"
        case .legacyAccount:
            "goes to a zil1 (legacy) account on a network that refuses legacy transfers: its owner could move it "
                + "only into the migration escrow, so it would be stuck for anyone not lodging"
        case .contract:
            "goes to a contract: a plain transfer to a contract may be refused by its code, and the fee is charged "
                + "even then"
        }
    }
}
