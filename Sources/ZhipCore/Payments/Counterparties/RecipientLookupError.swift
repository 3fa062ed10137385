public import ZilliqaKit

/// Why a recipient typed as a name could not be read, each with the next step that works.
public enum RecipientLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No contact has this name (the name as shown, cleaned of what a terminal would act on).
    case noSuchContact(String)
    /// The address book could not be read.
    case contacts(ContactsError)
    /// Text ending in `.zil` that is not a name ZilNames takes.
    case invalidName(ZilNameError)
    /// A `.zil` name where no node is asked (`tx sign`).
    case nameNeedsNode(String)
    /// The name service's answer: not registered, no address, no resolver on this network, the node.
    case name(NameServiceError)

    public var description: String {
        switch self {
        case .noSuchContact(let name):
            "no contact is named '\(name)' and it is not an address: 'zhip-cli contacts list' shows the names,"
                + " 'zhip-cli contacts add NAME ADDRESS' adds one; or give the address (0x… or zil1…)"
        case .contacts(let error): "the address book could not be read: \(error)"
        case .invalidName(let error): "not a .zil name: \(error)"
        case .nameNeedsNode(let name):
            "\(name) is resolved by asking the node, and no node is asked here: give its address, or a contact's"
                + " name ('zhip-cli contacts add NAME ADDRESS')"
        case .name(let error): "\(error)"
        }
    }
}
