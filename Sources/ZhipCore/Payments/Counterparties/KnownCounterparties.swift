public import ZilliqaKit

/// The addresses the wallet knows on the network a payment is for (its contacts, its own accounts,
/// what it paid or approved there before), as the payment session reads them from the wallet's own
/// stores (never from a node): the facts the look-alike guard and the changed-name rule judge.
///
/// ```swift
/// facts.known.knows(recipient)                   // a contact, an own account, or paid before
/// facts.known.resembled(by: recipient)           // the known address it imitates, if any
/// facts.known.lastPaid(as: "alice.zil")          // where the name led when last paid
/// ```
public struct KnownCounterparties: Sendable, Hashable {
    /// Every known address, a contact first, then own accounts, then past counterparties newest first.
    public let entries: [KnownCounterparty]

    public init(_ entries: [KnownCounterparty] = []) {
        self.entries = entries
    }

    /// None known (a payment read with no wallet store, or a test).
    public static let none = KnownCounterparties()

    /// True when `address` itself is known.
    public func knows(_ address: EVMAddress) -> Bool {
        entries.contains { $0.address == address }
    }

    /// The first known address that `address` resembles without being it (``AddressResemblance``).
    public func resembled(by address: EVMAddress) -> KnownCounterparty? {
        entries.first { $0.address != address && AddressResemblance.resembles(address, $0.address) }
    }

    /// The name of the contact `address` is, if it is one.
    public func contactName(of address: EVMAddress) -> CounterpartyName? {
        for entry in entries where entry.address == address {
            if case .contact(let name) = entry.seen { return .contact(name) }
        }
        return nil
    }

    /// The newest payment made to the `.zil` name `name`, with the address it went to.
    public func lastPaid(as name: String) -> KnownCounterparty? {
        entries.first { entry in
            guard case .paid(_, _, let paidAs) = entry.seen else { return false }
            return paidAs == name
        }
    }

    /// The same entries with `more` after them.
    func adding(_ more: [KnownCounterparty]) -> KnownCounterparties {
        KnownCounterparties(entries + more)
    }
}
