public import ZilliqaKit

/// The address book: names the person gave to addresses, one book for every network (an address is
/// the same 20 bytes on each chain). A contact is found by its name in any case, or by its address
/// in either form (`zil1…` and `0x…` of the same bytes are the same contact).
///
/// ```swift
/// let book = Container.shared.contactsUseCase()
/// let alice = try book.add(name: "Alice", address: "zil1…", note: "rent")
/// try book.contact(for: EVMAddress("0x…"))       // alice: the same 20 bytes
/// try book.rename("alice", to: "Alice B.")
/// try book.remove("Alice B.")
/// ```
public protocol ContactsUseCase: Sendable {
    /// Every contact, sorted by name ignoring case.
    func contacts() throws(ContactsError) -> [Contact]

    /// Saves `address` (`zil1…`, or `0x` and 40 hex digits: EIP-55 or one case) under `name`, with
    /// `note` (nil or blank: none), and returns the contact.
    /// - Throws: the name's and note's refusals (``ContactName``, ``ContactNote``),
    ///   ``ContactsError/invalidAddress(_:)``, ``ContactsError/invalidBech32Address(_:)``,
    ///   ``ContactsError/nameTaken(_:)`` (in any case), ``ContactsError/addressSaved(_:)`` (under
    ///   another name, in either form), ``ContactsError/listFull(_:)``.
    func add(name: String, address: String, note: String?) throws(ContactsError) -> Contact

    /// Gives the contact named `old` (any case) the name `new`, and returns it renamed.
    /// - Throws: the new name's refusals, ``ContactsError/noSuchContact(_:)``,
    ///   ``ContactsError/nameTaken(_:)`` when another contact has `new`.
    func rename(_ old: String, to new: String) throws(ContactsError) -> Contact

    /// Takes the contact named `name` (any case) out of the book, and returns it.
    /// - Throws: ``ContactsError/noSuchContact(_:)``.
    func remove(_ name: String) throws(ContactsError) -> Contact

    /// The contact named `name`, in any case; nil when there is none.
    func contact(named name: String) throws(ContactsError) -> Contact?

    /// The contact at `address`, whichever form it was saved in; nil when there is none.
    func contact(for address: EVMAddress) throws(ContactsError) -> Contact?
}
