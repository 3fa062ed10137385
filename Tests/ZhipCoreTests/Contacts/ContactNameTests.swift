import Testing
import ZhipCore
import ZilliqaKit

/// The rules of a contact's name and note: each refusal on its own.
@Suite("Contact names and notes")
struct ContactNameTests {
    @Test("a name is trimmed and kept as written")
    func trimmed() throws {
        let name = try ContactName("  Alice Smith \n")

        #expect(name.text == "Alice Smith")
    }

    @Test("an empty or blank name is refused")
    func empty() {
        #expect(throws: ContactsError.nameEmpty) { try ContactName("   ") }
    }

    @Test("a name of 65 characters is refused, one of 64 kept")
    func tooLong() throws {
        #expect(throws: ContactsError.nameTooLong(maximum: 64)) { try ContactName(String(repeating: "a", count: 65)) }
        #expect(try ContactName(String(repeating: "é", count: 64)).text.count == 64)
    }

    @Test("a name of megabytes is refused as too long without being read whole")
    func huge() {
        #expect(throws: ContactsError.nameTooLong(maximum: 64)) {
            try ContactName(String(repeating: " ", count: 5_000_000) + "Bob")
        }
    }

    @Test("a name with a line break inside is refused")
    func lineBreak() {
        #expect(throws: ContactsError.nameHasControlCharacters) { try ContactName("Alice\nBob") }
    }

    @Test("a name with an escape sequence is refused")
    func escape() {
        #expect(throws: ContactsError.nameHasControlCharacters) { try ContactName("Alice\u{1B}[31m") }
    }

    @Test("a name with a direction override is refused")
    func directionOverride() {
        #expect(throws: ContactsError.nameHasControlCharacters) { try ContactName("Al\u{202E}ice") }
    }

    @Test("an EIP-55 address is refused as a name")
    func evmAddress() throws {
        let text = try ContactFixtures.evm(1)

        #expect(throws: ContactsError.nameLooksLikeAddress(text)) { try ContactName(text) }
    }

    @Test("a zil1 address is refused as a name")
    func bech32Address() throws {
        let text = try ContactFixtures.bech32(1)

        #expect(throws: ContactsError.nameLooksLikeAddress(text)) { try ContactName(text) }
    }

    @Test("40 hex digits alone are refused as a name")
    func bareHex() throws {
        let text = try ContactFixtures.address(0xab).hex

        #expect(throws: ContactsError.nameLooksLikeAddress(text)) { try ContactName(text) }
    }

    @Test("a mistyped address is refused too: 0x and 39 hex digits, zil1 and anything, 38 hex digits")
    func mistypedAddress() {
        for text in ["0x" + String(repeating: "1", count: 39), "zil1notanaddress", String(repeating: "c", count: 38)] {
            #expect(throws: ContactsError.nameLooksLikeAddress(text)) { try ContactName(text) }
        }
    }

    @Test("a short word of hex letters is a name: Cafe, Bead, 0xford is not hex")
    func hexWordsAllowed() throws {
        #expect(try ContactName("Cafe").text == "Cafe")
        #expect(try ContactName("0xford").text == "0xford")
    }

    @Test("a name ending in .zil, in any case, is refused")
    func zilName() {
        #expect(throws: ContactsError.nameLooksLikeZilName("alice.ZIL")) { try ContactName("alice.ZIL") }
    }

    @Test("a blank note is no note, and a note is trimmed")
    func note() throws {
        #expect(try ContactNote("   ") == nil)
        #expect(try ContactNote(" rent ")?.text == "rent")
    }

    @Test("a note of 201 characters is refused")
    func noteTooLong() {
        #expect(throws: ContactsError.noteTooLong(maximum: 200)) { try ContactNote(String(repeating: "n", count: 201)) }
    }

    @Test("a note with a line break inside is refused")
    func noteLineBreak() {
        #expect(throws: ContactsError.noteHasControlCharacters) { try ContactNote("rent\nmonthly") }
    }
}
