public import Foundation
public import ZilliqaKit

/// An address the wallet knows and where it saw it: a contact, an account of its own, or a
/// counterparty it paid or approved before. What the look-alike guard compares a recipient with.
///
/// ```swift
/// let known = KnownCounterparty(address: alice, seen: .contact(name: "Alice"))
/// known.seen.description     // "your contact Alice"
/// ```
public struct KnownCounterparty: Sendable, Hashable {
    /// Where the wallet saw an address.
    public enum Seen: Sendable, Hashable, CustomStringConvertible {
        /// In the address book, under `name`.
        case contact(name: String)
        /// One of the wallet's own accounts (the paying account, a watched one).
        case ownAccount
        /// Paid (or approved, for a spender) by the wallet on `date`, as `name` when a `.zil` name was given.
        case paid(on: Date, role: PaymentCounterparty.Role, name: String?)

        public var description: String {
            switch self {
            case .contact(let name): return "your contact \(name)"
            case .ownAccount: return "one of your own accounts"
            case .paid(let date, let role, let name):
                let day = date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
                let verb = role == .spender ? "approved" : "paid"
                return "you \(verb) it on \(day)" + (name.map { " as \($0)" } ?? "")
            }
        }
    }

    public let address: EVMAddress
    public let seen: Seen

    public init(address: EVMAddress, seen: Seen) {
        self.address = address
        self.seen = seen
    }
}
