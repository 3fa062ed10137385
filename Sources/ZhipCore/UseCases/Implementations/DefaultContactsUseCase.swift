public import ZilliqaKit

/// The ``ContactsUseCase`` of the app, in ``Preferences`` under ``PreferencesKey/contacts``: one
/// list for every network, each change one atomic update (``KeyValueStore/update(_:as:_:)``), so
/// that of several processes adding at once none loses another's contact.
///
/// ```swift
/// let book = DefaultContactsUseCase(preferences: preferences)
/// ```
public struct DefaultContactsUseCase: ContactsUseCase {
    /// The most contacts the book holds: past it, `add` is refused.
    public static let maximumContacts = 1000

    private let preferences: Preferences

    /// A book kept in `preferences`.
    public init(preferences: Preferences) {
        self.preferences = preferences
    }

    public func contacts() throws(ContactsError) -> [Contact] { try stored().contacts }

    public func add(name: String, address: String, note: String?) throws(ContactsError) -> Contact {
        let name = try ContactName(name)
        let read = try Contact.readAddress(address)
        let note = try ContactNote(note ?? "")
        let contact = Contact(name: name, address: read.address, shownAsBech32: read.isBech32, note: note)
        return try change { book in book.add(contact, maximum: Self.maximumContacts) }
    }

    public func rename(_ old: String, to new: String) throws(ContactsError) -> Contact {
        let name = try ContactName(new)
        return try change { book in book.rename(old, to: name) }
    }

    public func remove(_ name: String) throws(ContactsError) -> Contact {
        try change { book in book.remove(name) }
    }

    public func contact(named name: String) throws(ContactsError) -> Contact? { try stored().contact(named: name) }

    public func contact(for address: EVMAddress) throws(ContactsError) -> Contact? {
        try stored().contact(for: address)
    }

    // MARK: - Helpers

    private func stored() throws(ContactsError) -> ContactBook {
        do throws(PersistenceError) {
            return ContactBook(try preferences.load(.contacts, as: [StoredContactEntry].self) ?? [])
        } catch {
            throw .persistence(error)
        }
    }

    /// Changes the book as `change` says, in one atomic update: a book another process changed
    /// meanwhile is read again and changed anew. A refusal leaves the book as it was.
    private func change(_ change: (inout ContactBook) -> Result<Contact, ContactsError>) throws(ContactsError)
        -> Contact
    {
        let outcome: Result<Contact, ContactsError>
        do throws(PersistenceError) {
            outcome = try preferences.update(.contacts, as: [StoredContactEntry].self) { stored in
                var book = ContactBook(stored ?? [])
                let outcome = change(&book)
                if case .success = outcome { stored = book.entries }
                return outcome
            }
        } catch {
            throw .persistence(error)
        }
        return try outcome.get()
    }
}
