import Testing

@testable import ZilliqaKit

@Suite("Addresses")
struct AddressTests {
    @Test("the known key's address is the protocol document's")
    func knownAddress() throws {
        let key = try PrivateKey(hex: KnownKey.privateKeyHex)
        #expect(key.publicKey.address.checksummedWithoutPrefix == KnownKey.checksummedAddress)
    }

    @Test("every zilliqa-js public key hashes to its address", arguments: try Fixtures.addresses())
    func vectorAddresses(vector: Fixtures.AddressVector) throws {
        let address = try PublicKey(hex: vector.public).address
        #expect(address.hex == vector.address.lowercased())
    }

    @Test("checksummed hex matches zilliqa-js, with and without 0x", arguments: try Fixtures.checksums())
    func checksums(vector: Fixtures.ChecksumVector) throws {
        let address = try Address(hexString: vector.original.lowercased())
        #expect(address.checksummed == vector.zil)
        #expect(address.checksummedWithoutPrefix == vector.zilWithoutPrefix)
        #expect(Address.isValidChecksum(vector.zil))
        #expect(try Address(vector.zil) == address)
        #expect(try Address(vector.zilWithoutPrefix) == address)
    }

    @Test("an Ethereum-checksummed address is refused", arguments: try Fixtures.checksums().filter { $0.eth != nil })
    func ethereumChecksumRefused(vector: Fixtures.ChecksumVector) throws {
        let eth = try #require(vector.eth)
        let ethNo0x = try #require(vector.ethWithoutPrefix)
        #expect(!Address.isValidChecksum(eth))
        #expect(throws: AddressError.checksumMismatch) { try Address(eth) }
        #expect(throws: AddressError.checksumMismatch) { try Address(ethNo0x) }
    }

    @Test("bech32 matches zilliqa-js both ways", arguments: try Fixtures.bech32())
    func bech32(vector: Fixtures.Bech32Vector) throws {
        let address = try Address(hexString: vector.b16)
        #expect(address.bech32 == vector.b32)
        #expect(try Address(vector.b32) == address)
    }

    @Test("an all-uppercase bech32 address is accepted")
    func uppercaseBech32() throws {
        let vector = try #require(try Fixtures.bech32().first)
        #expect(try Address(vector.b32.uppercased()).hex == vector.b16)
    }

    @Test("all-lowercase and all-uppercase hex carry no checksum and are accepted")
    func singleCaseHex() throws {
        let lower = try Address("0x" + KnownKey.checksummedAddress.lowercased())
        let upper = try Address(KnownKey.checksummedAddress.uppercased())
        #expect(lower == upper)
        #expect(lower.checksummedWithoutPrefix == KnownKey.checksummedAddress)
    }

    @Test("surrounding white space is ignored")
    func whiteSpace() throws {
        #expect(
            try Address("  \(KnownKey.checksummedAddress)\n").checksummedWithoutPrefix == KnownKey.checksummedAddress)
    }

    @Test("a changed letter case breaks the checksum")
    func caseTypo() throws {
        var chars = Array(KnownKey.checksummedAddress)
        let letter = try #require(chars.indices.last { chars[$0].isLetter })
        chars[letter] =
            chars[letter].isUppercase ? Character(chars[letter].lowercased()) : Character(chars[letter].uppercased())
        let flipped = String(chars)
        #expect(throws: AddressError.checksumMismatch) { try Address(flipped) }
    }

    @Test("hex of the wrong length is refused with the length found")
    func wrongLength() {
        #expect(throws: AddressError.wrongLength(38)) { try Address("0x" + KnownKey.checksummedAddress.dropLast(2)) }
        #expect(throws: AddressError.wrongLength(0)) { try Address("") }
    }

    @Test("a non-hex character is refused with its position")
    func notHex() {
        let text = "74g544a11795905c2c9808f9e78d8156159d32e4"
        #expect(throws: AddressError.notHex(position: 2)) { try Address(text) }
    }

    @Test("a bech32 address with another prefix is refused")
    func wrongPrefix() {
        #expect(throws: AddressError.bech32WrongPrefix(found: "bc")) {
            try Address("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")
        }
    }

    @Test("a bech32 address with a typo fails its checksum")
    func bech32Typo() {
        #expect(throws: AddressError.bech32(.checksumInvalid)) {
            try Address("zil1r5verznnwvrzrz6uhveyrlxuhkvccwnju4aehg")
        }
    }

    @Test("a mixed-case bech32 address is refused")
    func bech32MixedCase() {
        #expect(throws: AddressError.bech32(.mixedCase)) {
            try Address("zil1R5verznnwvrzrz6uhveyrlxuhkvccwnju4aehf")
        }
    }

    @Test("a bech32 character outside the alphabet is refused")
    func bech32InvalidCharacter() {
        #expect(throws: AddressError.bech32(.invalidCharacter(position: 4))) {
            try Address("zil1b5verznnwvrzrz6uhveyrlxuhkvccwnju4aehf")
        }
    }

    @Test("bech32 data that is not 20 bytes is refused")
    func bech32WrongLength() {
        let short = Bech32.encode(humanReadablePart: "zil", payload: [UInt8](repeating: 7, count: 19))
        #expect(throws: AddressError.bech32(.wrongDataLength(19))) { try Address(short) }
    }

    @Test("bech32 data with left-over padding bits is refused")
    func bech32Padding() {
        let text = Bech32.encode(humanReadablePart: "zil", words: [UInt8](repeating: 1, count: 33))
        #expect(throws: AddressError.bech32(.invalidPadding)) { try Address(text) }
    }

    @Test("every error says what was wrong in words")
    func errorDescriptions() {
        let errors: [AddressError] = [
            .wrongLength(12), .notHex(position: 3), .checksumMismatch, .bech32WrongPrefix(found: "bc"),
            .bech32(.checksumInvalid), .bech32(.mixedCase),
        ]
        let expectedFragments = [
            "wrong length 12 of 40", "not hex at position 3", "checksum does not match", "wrong prefix",
            "bech32 checksum invalid", "mixed case",
        ]
        for (error, fragment) in zip(errors, expectedFragments) {
            #expect(error.description.contains(fragment))
        }
    }
}

@Suite("Pasted text")
struct PastedTextTests {
    @Test("an address pasted with a Windows line ending is accepted")
    func windowsLineEnding() throws {
        #expect(
            try Address(KnownKey.checksummedAddress + "\r\n").checksummedWithoutPrefix == KnownKey.checksummedAddress)
    }
}
