import Testing
import ZilliqaKit

@Suite("EVM addresses")
struct EVMAddressTests {
    /// The doc's two EIP-55 examples, which are EIP-55's own.
    static let eip55Examples = [
        "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
    ]

    @Test("private key 1's EVM address is the doc's")
    func keyOne() throws {
        let key = try PrivateKey(hex: "0000000000000000000000000000000000000000000000000000000000000001")

        let address = KeyPair(privateKey: key).evmAddress

        #expect(address.checksummed == "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")
    }

    @Test("a key's EVM address differs from its legacy address")
    func differsFromLegacy() throws {
        let key = try PrivateKey(hex: KnownKey.privateKeyHex)

        #expect(key.publicKey.evmAddress.bytes != key.publicKey.address.bytes)
    }

    @Test("the doc's EIP-55 examples render and parse as themselves", arguments: eip55Examples)
    func docExamples(text: String) throws {
        let address = try EVMAddress(text)

        #expect(address.checksummed == text)
    }

    @Test("100 random addresses render as eth-utils' to_checksum_address")
    func ethUtilsRendering() throws {
        let vectors = try Fixtures.eip55()

        let mismatches = try vectors.filter {
            try EVMAddress(bytes: [UInt8](hex: $0.lowercase)).checksummed != $0.checksummed
        }

        #expect(vectors.count == 100)
        #expect(mismatches.map(\.lowercase) == [])
    }

    @Test("every eth-utils checksummed address parses back to its bytes")
    func ethUtilsParsing() throws {
        let vectors = try Fixtures.eip55()

        let mismatches = vectors.filter { (try? EVMAddress($0.checksummed))?.hex != $0.lowercase }

        #expect(mismatches.map(\.checksummed) == [])
    }

    @Test("all-lowercase and all-uppercase hex carry no checksum and are accepted")
    func singleCase() throws {
        let text = Self.eip55Examples[0]

        let lower = try EVMAddress(text.lowercased())
        let upper = try EVMAddress("0x" + text.dropFirst(2).uppercased())

        #expect(lower.checksummed == text)
        #expect(upper.checksummed == text)
    }

    @Test("mixed case that is not EIP-55 is refused: checksum does not match")
    func wrongChecksum() {
        let flipped = "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

        #expect(throws: EVMAddressError.checksumMismatch) { try EVMAddress(flipped) }
        #expect(EVMAddressError.checksumMismatch.description.hasPrefix("checksum does not match"))
    }

    @Test("a Zilliqa-checksummed address is not taken for EIP-55")
    func zilliqaChecksumRefused() {
        #expect(throws: EVMAddressError.checksumMismatch) { try EVMAddress("0x" + KnownKey.checksummedAddress) }
    }

    @Test("the 0x prefix is required")
    func prefixRequired() {
        let text = String(Self.eip55Examples[0].dropFirst(2))

        #expect(throws: EVMAddressError.missingPrefix) { try EVMAddress(text) }
    }

    @Test("a length other than 40 hex digits is refused with the length found")
    func wrongLength() {
        #expect(throws: EVMAddressError.wrongLength(38)) { try EVMAddress("0x" + String(repeating: "ab", count: 19)) }
    }

    @Test("a non-hex character is refused with its position after 0x")
    func notHex() {
        let text = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg"

        #expect(throws: EVMAddressError.notHex(position: 39)) { try EVMAddress(text) }
    }

    @Test("surrounding white space is ignored")
    func whiteSpace() throws {
        let address = try EVMAddress(" \(Self.eip55Examples[1])\n")

        #expect(address.checksummed == Self.eip55Examples[1])
    }

    @Test("raw bytes other than 20 are refused")
    func wrongByteCount() {
        #expect(throws: EVMAddressError.wrongLength(42)) { try EVMAddress(bytes: [UInt8](repeating: 1, count: 21)) }
    }
}
