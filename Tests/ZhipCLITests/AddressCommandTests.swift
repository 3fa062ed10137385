import CommandLineKit
import Testing

@Suite("zhip-cli address")
struct AddressCommandTests {
    @Test(
        "every form of an address gives the same three forms",
        arguments: [
            KnownKey.bech32, KnownKey.hex, "0x" + KnownKey.hex, KnownKey.checksummed, KnownKey.hex.uppercased(),
            "  \(KnownKey.bech32)\n",
        ])
    func everyForm(input: String) async throws {
        let result = await zhip(["address", input, "--json"])
        #expect(result.code == .success)
        #expect(try result.json() as? [String: String] == KnownKey.addressForms)
    }

    @Test("--json prints exactly one line of JSON with sorted keys")
    func exactJSON() async {
        let result = await zhip(["address", KnownKey.bech32, "--json"])
        #expect(
            result.output
                == "{\"bech32\":\"\(KnownKey.bech32)\",\"checksummed\":\"\(KnownKey.checksummed)\",\"hex\":\"\(KnownKey.hex)\"}\n"
        )
        #expect(result.errors.isEmpty)
    }

    @Test("without --json it prints the three forms on labelled lines")
    func humanForm() async {
        let result = await zhip(["address", KnownKey.hex])
        #expect(
            result.output
                == "bech32:      \(KnownKey.bech32)\nchecksummed: \(KnownKey.checksummed)\nhex:         \(KnownKey.hex)\n"
        )
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

    @Test("Ethereum's EIP-55 checksum is refused where Zilliqa's is accepted")
    func ethereumChecksum() async {
        // The same 20 bytes with each checksum (from zilliqa-js's checksum fixture).
        let ethereum = await zhip(["address", "0x4bAf5fada8E5dB92C3D3242618C5b47133ae003c"])
        let zilliqa = await zhip(["address", "0x4BAF5faDA8e5Db92C3d3242618c5B47133AE003C"])
        #expect(ethereum.code == .usageError && ethereum.errors.contains("checksum does not match"))
        #expect(zilliqa.code == .success)
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
