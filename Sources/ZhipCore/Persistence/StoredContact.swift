import ZilliqaKit

/// A ``Contact`` as ``PreferencesKey/contacts`` keeps it: the name, the address in the form it was
/// given, the note; read back through the book's own rules (``ContactName``, ``ContactNote``,
/// ``Contact/readAddress(_:)``), so a hand-edited file cannot bring in what `contacts add` refuses.
struct StoredContact: Codable, Sendable, Hashable {
    let name: String
    let address: String
    let note: String?

    init(_ contact: Contact) {
        name = contact.name
        address = contact.shown
        note = contact.note
    }

    /// The contact it stores, or nil when it no longer passes the rules.
    var contact: Contact? {
        guard let name = try? ContactName(name), let read = try? Contact.readAddress(address) else { return nil }
        let shownNote: ContactNote?
        do { shownNote = try ContactNote(note ?? "") } catch { return nil }
        return Contact(name: name, address: read.address, shownAsBech32: read.isBech32, note: shownNote)
    }
}

/// One element of the stored book: a contact, or what stands in its place when it is not one (a
/// hand-edited or damaged entry), kept as it is so that saving the book never drops it.
enum StoredContactEntry: Codable, Sendable, Hashable {
    case contact(StoredContact)
    case unreadable(JSONValue)

    init(_ contact: Contact) { self = .contact(StoredContact(contact)) }

    init(from decoder: any Decoder) throws {
        if let contact = try? StoredContact(from: decoder) {
            self = .contact(contact)
        } else {
            self = .unreadable(try JSONValue(from: decoder))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .contact(let contact): try contact.encode(to: encoder)
        case .unreadable(let value): try value.encode(to: encoder)
        }
    }

    /// The contact this entry holds, if it is one that passes the rules.
    var contact: Contact? {
        guard case .contact(let stored) = self else { return nil }
        return stored.contact
    }
}
