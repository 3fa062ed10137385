import CommandLineKit
import Foundation
import Testing
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("zhip-cli balance", .container)
struct BalanceCommandTests {
    @Test("a funded address: exact balance, nonce, its three forms and the network, as one JSON object")
    func funded() async throws {
        try await withDevnet(balance: "1234567.000000000001") { devnet async throws in
            let result = await zhip(["balance", KnownKey.bech32, "--json"] + devnet.networkArguments)
            #expect(result.code == .success)
            #expect(result.errors.isEmpty)
            let json = try result.json()
            #expect(json.keys.sorted() == ["address", "balance", "escrow", "frozen", "network", "nonce"])
            #expect(try result.jsonAddress() == KnownKey.addressForms)
            #expect(
                json["balance"] as? [String: String] == ["qa": "1234567000000000001", "zil": "1234567.000000000001"])
            #expect(json["nonce"] as? Int == 0)
            #expect(json["network"] as? String == devnet.url.absoluteString)
        }
    }

    @Test("an account Zilliqa 2.0 froze (balance 0, nonce at its largest) is said to be frozen, not given a next nonce")
    func frozenAccount() async throws {
        let node = try HostileNode(.result(#"{"balance":"0","nonce":18446744073709551615}"#))
        defer { node.stop() }

        let result = await zhip(["balance", KnownKey.hex, "--network", node.url.absoluteString, "--chain-id", "1"])

        #expect(result.code == .success)
        #expect(result.output.contains("frozen: Zilliqa 2.0 moved this account's balance away"))
        #expect(!result.output.contains("18446744073709551615"))
    }

    @Test("a never-funded address has balance 0 and nonce 0")
    func neverFunded() async throws {
        try await withDevnet { devnet async throws in
            let result = await zhip(["balance", Wallets.bob.address.hex, "--json"] + devnet.networkArguments)
            #expect(result.code == .success)
            #expect(try result.json()["balance"] as? [String: String] == ["qa": "0", "zil": "0"])
            #expect(try result.json()["nonce"] as? Int == 0)
        }
    }

    @Test("for people: the balance in ZIL as the amount options take it (no separators), and what the next nonce is")
    func humanForm() async throws {
        try await withDevnet(balance: "1234567.5") { devnet async throws in
            let result = await zhip(["balance", KnownKey.hex] + devnet.networkArguments)
            #expect(
                result.output
                    == "bech32:      \(KnownKey.bech32)\nchecksummed: \(KnownKey.checksummed)\n"
                    + "balance:     1234567.5 ZIL\nnonce:       0 (the next transaction carries 1)\n"
                    + "network:     custom (chain 222, \(devnet.url.absoluteString))\n")
        }
    }

    @Test("--keystore shows the balance of the address the file names, without a password")
    func fromKeystore() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            let result = await zhip(["balance", "--keystore", file, "--json"] + devnet.networkArguments)
            #expect(result.code == .success)
            #expect(try result.jsonAddress() == KnownKey.addressForms)
            #expect((try result.json()["balance"] as? [String: String])?["zil"] == "1000")
            #expect(result.echoModes.isEmpty)
        }
    }

    @Test("a keystore that does not say its address: an error that says how to find it")
    func keystoreWithoutAddress() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystoreWithoutAddress(in: directory)
        let result = await zhip(["balance", "--keystore", file, "--network", "devnet"])
        #expect(result.code == .failure)
        #expect(
            result.errors
                == "Error: \(file) does not say its address: see it with 'zhip-cli keystore show \(file)', then give "
                + "the address\n")
    }

    @Test("neither an address nor --keystore: the saved wallet, and without one exit 1 naming the home", .container)
    func nothingGiven() async throws {
        let directory = try TemporaryDirectory()
        let result = await zhip(["balance", "--network", "devnet", "--home", directory.path])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: no wallet is saved in \(directory.path)/data: create one"))
    }

    @Test("both an address and --keystore is a usage error")
    func bothGiven() async {
        let result = await zhip(["balance", KnownKey.bech32, "--keystore", "x.json", "--network", "devnet"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: give the address or --keystore FILE, not both\n"))
    }

    @Test("a bad address is a usage error that does not repeat the text")
    func badAddress() async {
        let result = await zhip(["balance", "zil1notanaddress", "--network", "devnet"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: not a Zilliqa address: "))
        #expect(!result.errors.contains("zil1notanaddress"))
    }
}
