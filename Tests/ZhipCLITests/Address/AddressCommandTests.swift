import CommandLineKit
import Testing

@Suite("zhip-cli address")
struct AddressCommandTests {
    /// The known key's address bytes in EIP-55 form, from eth-utils' `to_checksum_address`.
    static let eip55 = "0x74c544A11795905c2c9808F9E78d8156159d32e4"
    static let note =
        "these are one account on chain, written in Zilliqa's and Ethereum's ways; what it can do depends on its"
        + " owner's key: a legacy (zil1) account signs with Schnorr, an EVM (0x) account with ECDSA, and the same key's"
        + " other account has another address"

    @Test(
        "every form of an address gives the same forms, Zilliqa's and Ethereum's",
        arguments: [
            KnownKey.bech32, KnownKey.hex, "0x" + KnownKey.hex, KnownKey.checksummed, KnownKey.hex.uppercased(),
            "  \(KnownKey.bech32)\n", eip55,
        ])
    func everyForm(input: String) async throws {
        let result = await zhip(["address", input, "--json"])
        #expect(result.code == .success)
        #expect(
            try result.json() as? [String: String]
                == KnownKey.addressForms.merging(["eip55": Self.eip55, "note": Self.note]) { first, _ in first })
    }

    @Test("--json prints exactly one line of JSON with sorted keys")
    func exactJSON() async {
        let result = await zhip(["address", KnownKey.bech32, "--json"])
        #expect(
            result.output
                == "{\"bech32\":\"\(KnownKey.bech32)\",\"checksummed\":\"\(KnownKey.checksummed)\",\"eip55\":\"\(Self.eip55)\","
                + "\"hex\":\"\(KnownKey.hex)\",\"note\":\"\(Self.note)\"}\n")
        #expect(result.errors.isEmpty)
    }

    @Test("without --json it prints the forms on labelled lines, then that they are one account")
    func humanForm() async {
        let result = await zhip(["address", KnownKey.hex])
        #expect(
            result.output
                == "bech32:      \(KnownKey.bech32)\nchecksummed: \(KnownKey.checksummed)\neip55:       \(Self.eip55)\n"
                + "hex:         \(KnownKey.hex)\nnote:        \(Self.note)\n")
    }

    @Test(
        "a malformed address is a usage error saying what is wrong",
        arguments: [
            ("74c544a1", "wrong length 8 of 40"),
            ("0x74c544a11795905c2c9808f9e78d8156159d32zz", "not hex at position 38"),
            ("0x74C544a11795905c2c9808f9e78d8156159d32e4", "checksum does not match"),
            ("zil1wnz5fgghjkg9ctycpru70rvp2c2e6vhyc96rwq", "bech32 checksum invalid"),
            ("bc1wnz5fgghjkg9ctycpru70rvp2c2e6vhyxpv7ed", "wrong prefix \"bc\""),
            ("zil1Wnz5fgghjkg9ctycpru70rvp2c2e6vhyc96rwg", "mixed case"),
        ])
    func malformed(input: String, reason: String) async {
        let result = await zhip(["address", input])
        #expect(result.code == .usageError)
        #expect(result.output.isEmpty)
        let lines = result.errors.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("Error: not a Zilliqa address: \(reason)") == true)
        #expect(lines.last == "See 'zhip-cli address --help'.")
    }

    @Test("the rejected text is not repeated (it could be a private key pasted in the wrong place)")
    func rejectedTextNotEchoed() async {
        let result = await zhip(["address", KnownKey.privateKey])
        #expect(result.code == .usageError)
        #expect(!result.errors.contains(KnownKey.privateKey))
    }

    @Test("Ethereum's EIP-55 checksum is read as well as Zilliqa's, naming the same account")
    func ethereumChecksum() async throws {
        // The same 20 bytes with each checksum (from zilliqa-js's checksum fixture).
        let ethereum = await zhip(["address", "0x4bAf5fada8E5dB92C3D3242618C5b47133ae003c", "--json"])
        let zilliqa = await zhip(["address", "0x4BAF5faDA8e5Db92C3d3242618c5B47133AE003C", "--json"])
        #expect(ethereum.code == .success)
        #expect(try ethereum.json() as? [String: String] == zilliqa.json() as? [String: String])
    }

    @Test("mixed case that is neither checksum is refused, naming both")
    func neitherChecksum() async {
        let result = await zhip(["address", "0x4BAf5fada8E5dB92C3D3242618C5b47133ae003c"])
        #expect(result.code == .usageError)
        #expect(result.errors.contains("neither Zilliqa's checksum nor Ethereum's EIP-55"))
    }

    @Test("the address argument is required")
    func missingAddress() async {
        let result = await zhip(["address"])
        #expect(result.code == .usageError)
        #expect(result.errors == "Error: missing argument '<address>'\nSee 'zhip-cli address --help'.\n")
    }
}

@Suite("zhip-cli root")
struct RootCommandTests {
    @Test("--version prints the version")
    func version() async {
        let result = await zhip(["--version"])
        #expect(result.code == .success && result.output == "0.1.0\n")
    }

    @Test("help lists the address and keystore commands")
    func help() async {
        let result = await zhip(["--help"])
        #expect(result.code == .success)
        #expect(result.output.contains("\n  address ") && result.output.contains("\n  keystore "))
    }

    @Test("help keystore lists new, import and show")
    func keystoreHelp() async {
        let result = await zhip(["help", "keystore"])
        #expect(result.code == .success)
        #expect(["\n  new ", "\n  import ", "\n  show "].allSatisfy { result.output.contains($0) })
    }

    @Test("a misspelt command suggests the right one")
    func misspelt() async {
        let result = await zhip(["keystor", "new"])
        #expect(result.code == .usageError)
        #expect(
            result.errors == "Error: unknown subcommand 'keystor'; did you mean 'keystore'?\nSee 'zhip-cli --help'.\n")
    }
}
