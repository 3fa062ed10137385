import ZilliqaKit

/// What a person typed as a recipient (or a spender) read for a payment: an address stays as it
/// is typed (the payment's grammar reads it), a `.zil` name becomes the address ZilNames resolves
/// it to (one `eth_call`), a contact's name the address it saved, in the form it was given. The
/// same reading for `zhip-cli`'s `--to` and the app's recipient field.
///
/// ```swift
/// let found = try await RecipientLookup(Container.shared).recipient("Alice")
/// found?.text     // "zil1…" as saved; nil for an address typed as one
/// found?.name     // .contact("Alice")
/// ```
public struct RecipientLookup: Sendable {
    /// A recipient given by a name, read.
    public struct Found: Sendable, Hashable {
        /// The address as the payment's grammar reads it: the contact's saved form, a name's EIP-55 address.
        public let text: String
        /// The name it was given by.
        public let name: CounterpartyName
    }

    private let contacts: any ContactsUseCase
    private let names: (any NameServiceUseCase)?

    /// A lookup through `container`'s address book and, unless `resolvingNames` is false (signing
    /// with no node asked), its network's name service.
    public init(_ container: Container = .shared, resolvingNames: Bool = true) {
        contacts = container.contactsUseCase()
        names = resolvingNames ? container.nameServiceUseCase() : nil
    }

    /// `text` read: nil when it is shaped like an address (the grammar reads and checks it), else
    /// the address of the `.zil` name or of the contact it names (in any case).
    /// - Throws: ``RecipientLookupError``: a name that is not one, not registered or not resolved,
    ///   no such contact, or a book that cannot be read.
    public func recipient(_ text: String) async throws(RecipientLookupError) -> Found? {
        let typed = text.trimmingCharacters(in: .whitespaces)
        guard !ContactName.looksLikeAddress(typed) else { return nil }
        if ZilName.isShaped(typed) {
            let name: ZilName
            do { name = try ZilName(typed) } catch { throw .invalidName(error) }
            guard let names else { throw .nameNeedsNode(name.text) }
            do throws(NameServiceError) {
                return Found(text: try await names.address(of: name).checksummed, name: .zilName(name.text))
            } catch {
                throw .name(error)
            }
        }
        let contact: Contact?
        do { contact = try contacts.contact(named: typed) } catch { throw .contacts(error) }
        guard let contact else { throw .noSuchContact(TokenText.cleaned(typed, limit: ContactName.maximumLength)) }
        return Found(text: contact.shown, name: .contact(contact.name))
    }
}
