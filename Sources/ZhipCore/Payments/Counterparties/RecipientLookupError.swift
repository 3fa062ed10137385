/// Why a recipient typed as a name could not be read, each with the next step that works.
public enum RecipientLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No contact has this name (the name as shown, cleaned of what a terminal would act on).
    case noSuchContact(String)
    /// The address book could not be read.
    case contacts(ContactsError)

    public var description: String {
        switch self {
        case .noSuchContact(let name):
            "no contact is named '\(name)' and it is not an address: 'zhip-cli contacts list' shows the names,"
                + " 'zhip-cli contacts add NAME ADDRESS' adds one; or give the address (0x… or zil1…)"
        case .contacts(let error): "the address book could not be read: \(error)"
        }
    }
}
