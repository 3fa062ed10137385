public import ZilliqaKit

/// A recipient the Send scene offers to fill in: a contact, or an address the wallet paid on this
/// network, never one that looks like another known address without being a contact (what address
/// poisoning plants), and never from the node's history.
///
/// ```swift
/// let offered = RecipientSuggestion.offered(in: .shared)
/// viewModel.didChooseRecipient(offered[0])      // fills in its address; the review names it
/// ```
public struct RecipientSuggestion: Sendable, Hashable {
    /// The address as it fills the recipient field: a contact's saved form, else EIP-55.
    public let shown: String
    /// The 20 bytes.
    public let address: EVMAddress
    /// Where the wallet knows it from: `your contact Alice`, `you paid it on 2026-12-01`.
    public let seen: KnownCounterparty.Seen

    /// The most offered: 20.
    public static let maximumOffered = 20

    /// What `container`'s wallet offers on its network: its contacts by name, then whom it paid
    /// there, newest first, each address once.
    public static func offered(in container: Container) -> [RecipientSuggestion] {
        let contacts = (try? container.contactsUseCase().contacts()) ?? []
        var paid: [KnownCounterparty] = []
        if case .success(let network) = container.network() {
            paid = CounterpartyRecord(preferences: container.preferences()).known(onChain: network.evmChainID)
        }
        return offered(contacts: contacts, paid: paid)
    }

    /// The suggestions from `contacts` and the `paid` record (newest first): a paid address that is not
    /// a contact and resembles another known address is left out.
    static func offered(contacts: [Contact], paid: [KnownCounterparty]) -> [RecipientSuggestion] {
        let known = contacts.map { KnownCounterparty(address: $0.address, seen: .contact(name: $0.name)) } + paid
        var seen = Set<EVMAddress>()
        var offered = contacts.compactMap { contact -> RecipientSuggestion? in
            guard seen.insert(contact.address).inserted else { return nil }
            return RecipientSuggestion(
                shown: contact.shown, address: contact.address, seen: .contact(name: contact.name))
        }
        for entry in paid {
            guard case .paid(_, .payee, _) = entry.seen, !seen.contains(entry.address),
                !known.contains(where: { AddressResemblance.resembles(entry.address, $0.address) })
            else { continue }
            seen.insert(entry.address)
            offered.append(
                RecipientSuggestion(shown: entry.address.checksummed, address: entry.address, seen: entry.seen))
        }
        return Array(offered.prefix(maximumOffered))
    }
}
