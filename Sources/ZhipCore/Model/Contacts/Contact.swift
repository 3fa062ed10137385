public import ZilliqaKit

/// A person or place the wallet pays, under a name: one entry of the address book
/// (``ContactsUseCase``). The address is the 20 bytes; it was given as `zil1…` or `0x…`
/// (``shown``), and the contact is found by either form, since both are the same account on
/// Zilliqa 2.0.
///
/// ```swift
/// let alice = try Container.shared.contactsUseCase().add(name: "Alice", address: "zil1…", note: nil)
/// alice.shown                  // "zil1…", as given
/// alice.address.checksummed    // "0x…", the same 20 bytes
/// ```
public struct Contact: Sendable, Hashable {
    /// The name as the person wrote it (trimmed); unique in the book, ignoring case.
    public let name: String
    /// The account's 20 bytes.
    public let address: EVMAddress
    /// The address in the form it was given: `zil1…` (bech32) or `0x…` (EIP-55).
    public let shown: String
    /// What the person noted beside it, if anything.
    public let note: String?

    /// `name` at `address`, shown as `zil1…` when `shownAsBech32`, else as EIP-55 `0x…`.
    public init(name: ContactName, address: EVMAddress, shownAsBech32: Bool, note: ContactNote? = nil) {
        self.name = name.text
        self.address = address
        self.shown = shownAsBech32 ? Address(address).bech32 : address.checksummed
        self.note = note?.text
    }

    /// The address as `zil1…`, whichever form it was given in.
    public var bech32: String { Address(address).bech32 }

    /// True when the address was given as `zil1…`.
    public var isShownAsBech32: Bool { shown.hasPrefix(Address.bech32Prefix + "1") }

    /// The contact under `name`: the same address, form and note.
    func renamed(_ name: ContactName) -> Contact {
        Contact(name: name, address: address, shown: shown, note: note)
    }

    private init(name: ContactName, address: EVMAddress, shown: String, note: String?) {
        self.name = name.text
        self.address = address
        self.shown = shown
        self.note = note
    }
}

extension Contact {
    /// The address text a contact is given with, read: `zil1…` (bech32), or `0x` and 40 hex digits
    /// (EIP-55 mixed case, or one case); the 20 bytes and whether it was `zil1…`.
    /// - Throws: ``ContactsError/invalidAddress(_:)``, ``ContactsError/invalidBech32Address(_:)``.
    public static func readAddress(_ text: String) throws(ContactsError) -> (address: EVMAddress, isBech32: Bool) {
        guard text.utf8.count <= ContactName.maximumBytesRead else { throw .invalidAddress(.wrongLength(text.count)) }
        do throws(EVMFieldText.RecipientFailure) {
            let read = try EVMFieldText.recipient(text)
            return (read.address, read.givenAsBech32)
        } catch {
            switch error {
            case .evm(let failure): throw .invalidAddress(failure)
            case .bech32(let failure): throw .invalidBech32Address(failure)
            }
        }
    }
}
