/// The name a payment's counterparty was given by: a contact of the address book, or a `.zil`
/// name resolved through ZilNames; shown beside the address at the review, in the history and
/// in a transaction's status.
///
/// ```swift
/// let name = CounterpartyName.contact("Alice")
/// name.description        // "contact Alice"
/// ```
public enum CounterpartyName: Sendable, Hashable, CustomStringConvertible {
    /// A contact of the address book, by the name the person gave it.
    case contact(String)
    /// A `.zil` name (normalised: `alice.zil`) the address was resolved from.
    case zilName(String)

    /// The name alone: `Alice`, `alice.zil`.
    public var text: String {
        switch self {
        case .contact(let name), .zilName(let name): name
        }
    }

    /// The name and where it comes from: `contact Alice`, `alice.zil`.
    public var description: String {
        switch self {
        case .contact(let name): "contact \(name)"
        case .zilName(let name): name
        }
    }
}
