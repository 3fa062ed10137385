/// What a person typed as a recipient (or a spender) read for a payment: an address stays as it
/// is typed (the payment's grammar reads it), a contact's name becomes the address it saved, in the
/// form it was given. The same reading for `zhip-cli`'s `--to` and the app's recipient field.
///
/// ```swift
/// let found = try await RecipientLookup(Container.shared).recipient("Alice")
/// found?.text     // "zil1…" as saved; nil for an address typed as one
/// found?.name     // .contact("Alice")
/// ```
public struct RecipientLookup: Sendable {
    /// A recipient given by a name, read.
    public struct Found: Sendable, Hashable {
        /// The address as the payment's grammar reads it: the contact's saved form.
        public let text: String
        /// The name it was given by.
        public let name: CounterpartyName
    }

    private let contacts: any ContactsUseCase

    /// A lookup through `container`'s address book.
    public init(_ container: Container = .shared) {
        contacts = container.contactsUseCase()
    }

    /// `text` read: nil when it is shaped like an address (the grammar reads and checks it), else
    /// the contact it names (in any case).
    /// - Throws: ``RecipientLookupError``: no such contact, or a book that cannot be read.
    public func recipient(_ text: String) async throws(RecipientLookupError) -> Found? {
        let typed = text.trimmingCharacters(in: .whitespaces)
        guard !ContactName.looksLikeAddress(typed) else { return nil }
        let contact: Contact?
        do { contact = try contacts.contact(named: typed) } catch { throw .contacts(error) }
        guard let contact else { throw .noSuchContact(TokenText.cleaned(typed, limit: ContactName.maximumLength)) }
        return Found(text: contact.shown, name: .contact(contact.name))
    }
}
