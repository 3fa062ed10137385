import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The address book over preferences in memory: adding, finding by either address form,
/// uniqueness, renaming, removing, damaged entries, the limit.
@Suite("Address book")
struct ContactsUseCaseTests {
    let preferences = Preferences.inMemory()

    var book: DefaultContactsUseCase { DefaultContactsUseCase(preferences: preferences) }

    @Test("a contact added is listed with its name, its address as given, and its note")
    func added() throws {
        let alice = try book.add(name: " Alice ", address: ContactFixtures.bech32(1), note: "rent")

        #expect(try book.contacts() == [alice])
        #expect(alice.name == "Alice")
        #expect(alice.shown == (try ContactFixtures.bech32(1)))
        #expect(alice.address == (try ContactFixtures.address(1)))
        #expect(alice.note == "rent")
    }

    @Test("a lowercase 0x address is shown in EIP-55")
    func shownInEIP55() throws {
        let bob = try book.add(name: "Bob", address: ContactFixtures.mixedCase.lowercased(), note: nil)

        #expect(bob.shown == ContactFixtures.mixedCase)
    }

    @Test("the contacts are sorted by name ignoring case")
    func sorted() throws {
        _ = try book.add(name: "carol", address: ContactFixtures.evm(3), note: nil)
        _ = try book.add(name: "Bob", address: ContactFixtures.evm(2), note: nil)
        _ = try book.add(name: "alice", address: ContactFixtures.evm(1), note: nil)

        #expect(try book.contacts().map(\.name) == ["alice", "Bob", "carol"])
    }

    @Test("a contact saved as zil1 is found by its 0x form, the same 20 bytes")
    func foundByEitherForm() throws {
        let alice = try book.add(name: "Alice", address: ContactFixtures.bech32(1), note: nil)

        let found = try book.contact(for: try EVMAddress(ContactFixtures.evm(1)))

        #expect(found == alice)
    }

    @Test("a contact is found by its name in any case")
    func foundByName() throws {
        let alice = try book.add(name: "Alice", address: ContactFixtures.evm(1), note: nil)

        #expect(try book.contact(named: "ALICE") == alice)
        #expect(try book.contact(named: "Bob") == nil)
    }

    @Test("a name another contact has in another case is refused, naming that contact")
    func nameTakenInAnotherCase() throws {
        let alice = try book.add(name: "Alice", address: ContactFixtures.evm(1), note: nil)

        #expect(throws: ContactsError.nameTaken(alice)) {
            try book.add(name: "aLiCe", address: ContactFixtures.evm(2), note: nil)
        }
        #expect(try book.contacts() == [alice])
    }

    @Test("an address saved as zil1 is refused as 0x under another name, naming the contact")
    func addressSavedInTheOtherForm() throws {
        let alice = try book.add(name: "Alice", address: ContactFixtures.bech32(1), note: nil)

        #expect(throws: ContactsError.addressSaved(alice)) {
            try book.add(name: "Bob", address: ContactFixtures.evm(1), note: nil)
        }
    }

    @Test("a 0x address whose mixed case is not EIP-55 is refused")
    func wrongChecksum() {
        #expect(throws: ContactsError.invalidAddress(.checksumMismatch)) {
            try book.add(
                name: "Bob", address: ContactFixtures.mixedCase.replacingOccurrences(of: "a", with: "A"), note: nil)
        }
    }

    @Test("40 hex digits without 0x are not taken as an address")
    func missingPrefix() throws {
        let hex = try ContactFixtures.address(1).hex

        #expect(throws: ContactsError.invalidAddress(.missingPrefix)) {
            try book.add(name: "Bob", address: hex, note: nil)
        }
    }

    @Test("a zil1 address with a wrong checksum is refused")
    func badBech32() throws {
        var text = try ContactFixtures.bech32(1)
        text.removeLast()
        text.append(text.last == "q" ? "p" : "q")

        #expect(throws: ContactsError.invalidBech32Address(.bech32(.checksumInvalid))) {
            try book.add(name: "Bob", address: text, note: nil)
        }
    }

    @Test("a rename keeps the address and note, and the old name no longer finds it")
    func renamed() throws {
        _ = try book.add(name: "Alice", address: ContactFixtures.bech32(1), note: "rent")

        let renamed = try book.rename("alice", to: "Alice B.")

        #expect(renamed.name == "Alice B.")
        #expect(renamed.shown == (try ContactFixtures.bech32(1)))
        #expect(renamed.note == "rent")
        #expect(try book.contact(named: "Alice") == nil)
        #expect(try book.contacts() == [renamed])
    }

    @Test("a contact may be renamed to its own name in another case")
    func renamedToAnotherCase() throws {
        _ = try book.add(name: "alice", address: ContactFixtures.evm(1), note: nil)

        #expect(try book.rename("alice", to: "Alice").name == "Alice")
    }

    @Test("a rename to another contact's name is refused, naming that contact")
    func renameToTakenName() throws {
        _ = try book.add(name: "Alice", address: ContactFixtures.evm(1), note: nil)
        let bob = try book.add(name: "Bob", address: ContactFixtures.evm(2), note: nil)

        #expect(throws: ContactsError.nameTaken(bob)) { try book.rename("Alice", to: "BOB") }
    }

    @Test("a rename of a name no contact has is refused")
    func renameUnknown() {
        #expect(throws: ContactsError.noSuchContact("Nobody")) { try book.rename("Nobody", to: "Somebody") }
    }

    @Test("a rename to an address-shaped name is refused before the book is read")
    func renameToAddress() throws {
        _ = try book.add(name: "Alice", address: ContactFixtures.evm(1), note: nil)
        let text = try ContactFixtures.evm(2)

        #expect(throws: ContactsError.nameLooksLikeAddress(text)) { try book.rename("Alice", to: text) }
    }

    @Test("a removed contact is returned and no longer listed")
    func removed() throws {
        let alice = try book.add(name: "Alice", address: ContactFixtures.evm(1), note: nil)

        let removed = try book.remove("ALICE")

        #expect(removed == alice)
        #expect(try book.contacts().isEmpty)
    }

    @Test("removing a name no contact has is refused, the name cleaned in the message")
    func removeUnknown() {
        #expect(throws: ContactsError.noSuchContact("Nobody")) { try book.remove("Nobody\u{1B}[2J") }
    }

    @Test("each refusal's words name a next step, never a Swift type")
    func descriptions() throws {
        let alice = try book.add(name: "Alice", address: ContactFixtures.evm(1), note: nil)
        let errors: [ContactsError] = [
            .nameEmpty, .nameTooLong(maximum: 64), .nameHasControlCharacters, .nameLooksLikeAddress("0x12"),
            .nameLooksLikeZilName("a.zil"), .noteTooLong(maximum: 200), .noteHasControlCharacters,
            .invalidAddress(.missingPrefix), .invalidBech32Address(.bech32WrongPrefix(found: "bc")), .nameTaken(alice),
            .addressSaved(alice), .noSuchContact("Bob"), .listFull(1000),
        ]

        for error in errors {
            #expect(error.description.contains(": "), "\(error.description)")
            #expect(!error.description.contains("ContactsError"), "\(error.description)")
        }
        #expect(ContactsError.noSuchContact("Bob").description.contains("'zhip-cli contacts list'"))
    }
}
