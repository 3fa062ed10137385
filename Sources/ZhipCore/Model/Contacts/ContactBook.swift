import Foundation
import ZilliqaKit

/// The address book as stored, and its changes as pure functions of it: what
/// ``DefaultContactsUseCase`` reads, and what its atomic update changes (each change may run more
/// than once, so it only computes from the entries it holds).
///
/// An entry that is not a contact, or whose name or address another entry before it has, is kept
/// as it is and skipped: it is neither listed nor found.
struct ContactBook {
    /// The stored entries, in the order they were added.
    private(set) var entries: [StoredContactEntry]

    init(_ entries: [StoredContactEntry]) { self.entries = entries }

    /// Every contact, with the index of its entry: the first of any name or address only.
    private var indexed: [(index: Int, contact: Contact)] {
        var names: Set<String> = []
        var addresses: Set<EVMAddress> = []
        var found: [(index: Int, contact: Contact)] = []
        for (index, entry) in entries.enumerated() {
            guard let contact = entry.contact else { continue }
            let name = contact.name.lowercased()
            guard !names.contains(name), !addresses.contains(contact.address) else { continue }
            names.insert(name)
            addresses.insert(contact.address)
            found.append((index, contact))
        }
        return found
    }

    /// Every contact, sorted by name ignoring case.
    var contacts: [Contact] {
        indexed.map(\.contact).sorted { left, right in
            let (leftName, rightName) = (left.name.lowercased(), right.name.lowercased())
            return leftName == rightName ? left.name < right.name : leftName < rightName
        }
    }

    /// The contact named `name`, in any case.
    func contact(named name: String) -> Contact? { indexed.first { $0.contact.isNamed(name) }?.contact }

    /// The contact at `address`, given in either form.
    func contact(for address: EVMAddress) -> Contact? { indexed.first { $0.contact.address == address }?.contact }

    /// Adds `contact` unless its name (in any case) or its address is taken, or the book holds `maximum`.
    mutating func add(_ contact: Contact, maximum: Int) -> Result<Contact, ContactsError> {
        if let taken = self.contact(named: contact.name) { return .failure(.nameTaken(taken)) }
        if let saved = self.contact(for: contact.address) { return .failure(.addressSaved(saved)) }
        guard indexed.count < maximum else { return .failure(.listFull(maximum)) }
        entries.append(StoredContactEntry(contact))
        return .success(contact)
    }

    /// Gives the contact named `old` (any case) the name `new`, unless another contact has it.
    mutating func rename(_ old: String, to new: ContactName) -> Result<Contact, ContactsError> {
        guard let found = indexed.first(where: { $0.contact.isNamed(old) }) else {
            return .failure(.noSuchContact(ContactText.shown(old)))
        }
        if let taken = contact(named: new.text), taken.address != found.contact.address {
            return .failure(.nameTaken(taken))
        }
        let renamed = found.contact.renamed(new)
        entries[found.index] = StoredContactEntry(renamed)
        return .success(renamed)
    }

    /// Takes the contact named `name` (any case) out of the book.
    mutating func remove(_ name: String) -> Result<Contact, ContactsError> {
        guard let found = indexed.first(where: { $0.contact.isNamed(name) }) else {
            return .failure(.noSuchContact(ContactText.shown(name)))
        }
        entries.remove(at: found.index)
        return .success(found.contact)
    }
}

extension Contact {
    /// True when `name`, trimmed, is this contact's name in any case.
    func isNamed(_ name: String) -> Bool {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == self.name.lowercased()
    }
}
