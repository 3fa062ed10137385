/// A recipient that is almost always a slip, so a payment to it needs its own confirmation.
public enum UnusualRecipient: Sendable, Hashable {
    /// The sending account itself: the payment only costs the fee.
    case sender
    /// The zero address, which no key controls: the amount is gone for good.
    case zeroAddress

    /// What happens to the money, for a question or an error: `goes back to the sending account itself`.
    public var consequence: String {
        switch self {
        case .sender: "goes to the sending account itself, so it only costs the fee"
        case .zeroAddress: "goes to the zero address, which no key controls: the amount would be gone for good"
        }
    }
}
