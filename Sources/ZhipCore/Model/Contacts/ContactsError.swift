public import ZilliqaKit

/// Why the address book refused a name, a note, an address or a change; each says what to do next.
/// Nothing was saved when one is thrown.
public enum ContactsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name is empty, or only blanks.
    case nameEmpty
    /// The name has more characters than the book keeps.
    case nameTooLong(maximum: Int)
    /// The name holds a control, formatting or line-break character.
    case nameHasControlCharacters
    /// The name reads as an address, or a mistyped one (`zil1…`, `0x` and hex digits, many hex digits).
    case nameLooksLikeAddress(String)
    /// The name ends in `.zil`, as a name on chain does.
    case nameLooksLikeZilName(String)
    /// The note has more characters than the book keeps.
    case noteTooLong(maximum: Int)
    /// The note holds a control, formatting or line-break character.
    case noteHasControlCharacters
    /// The address is not `0x` and 40 hex digits (or its mixed case is not EIP-55's checksum).
    case invalidAddress(EVMAddressError)
    /// The address starts `zil1` but is not a Zilliqa bech32 address.
    case invalidBech32Address(AddressError)
    /// Another contact has this name, in some case.
    case nameTaken(Contact)
    /// The address is saved already, as this contact.
    case addressSaved(Contact)
    /// No contact has this name (as typed, cleaned to be shown).
    case noSuchContact(String)
    /// The book holds as many contacts as it may.
    case listFull(Int)
    /// The preferences holding the book could not be read or written.
    case persistence(PersistenceError)

    public var description: String {
        switch self {
        case .nameEmpty:
            "a contact needs a name: give one of 1 to \(ContactName.maximumLength) characters (in quotes when it has "
                + "spaces)"
        case .nameTooLong(let maximum):
            "a contact's name has at most \(maximum) characters: choose a shorter one"
        case .nameHasControlCharacters:
            "a contact's name cannot hold control characters, line breaks or invisible formatting characters: type it "
                + "again without them"
        case .nameLooksLikeAddress(let name):
            "\"\(name)\" looks like an address, and a name may not (a mistyped address would pass for a name): choose "
                + "a name of words, and give the address after it"
        case .nameLooksLikeZilName(let name):
            "\"\(name)\" ends in .zil, as a name on the chain does, and a contact's name may not: choose a name "
                + "without .zil at its end"
        case .noteTooLong(let maximum):
            "a contact's note has at most \(maximum) characters: shorten it"
        case .noteHasControlCharacters:
            "a contact's note cannot hold control characters, line breaks or invisible formatting characters: type it "
                + "again on one line"
        case .invalidAddress(let error):
            "the contact's address is not a zil1… or 0x… address (\(error)): give a zil1… address, or 0x and 40 hex "
                + "digits"
        case .invalidBech32Address(let error):
            "the contact's zil1… address is not a Zilliqa address (\(error)); or give its 0x… form"
        case .nameTaken(let contact):
            "a contact is named \(contact.name) already (\(contact.shown)): choose another name; 'zhip-cli contacts "
                + "list' shows the names in use"
        case .addressSaved(let contact):
            "\(contact.shown) is saved already, as \(contact.name): one address has one name; rename that contact with "
                + "'zhip-cli contacts rename' if you want another"
        case .noSuchContact(let name):
            "no contact is named \(name): 'zhip-cli contacts list' shows the names in use"
        case .listFull(let maximum):
            "the address book holds \(maximum) contacts, the most it may: remove one with 'zhip-cli contacts remove "
                + "NAME' first"
        case .persistence(let error): "the address book could not be read or saved: \(error)"
        }
    }
}
