import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

extension KnownKey {
    /// The known key's EVM address in EIP-55, as eth-account computes it.
    static let evmAddress = "0x3C0820b2333d0C9FA1145D66414C908909b43041"
}

/// A keystore eth-account wrote (ZilliqaKitTests' ethereum-keystores.json, "eth-account-pbkdf2").
enum EthAccountKeystore {
    static let json = """
        {"address": "f6575754915e737a009ba97f95c398f0Dab3a5dc", "crypto": {"cipher": "aes-128-ctr", \
        "cipherparams": {"iv": "0b21507aaad76a3d687d85918e279181"}, \
        "ciphertext": "4d11b6c6d0460bdcfc2252e0b5dac5a244433d7b0fbb47f7421b00a7d3e1b07f", "kdf": "pbkdf2", \
        "kdfparams": {"c": 1024, "dklen": 32, "prf": "hmac-sha256", "salt": "6ccc44fd1f4bc1721022dbb4472d5cad"}, \
        "mac": "394baba640c74eb1b5cb3bf5bab75c582e94865eaa68effc9f065e0ff2298114"}, \
        "id": "a48fc56d-f553-41b4-a791-fb68803e81c5", "version": 3}
        """
    static let password = "eth-account-password-1"
    static let evmAddress = "0xf6575754915e737a009ba97f95c398f0Dab3a5dc"
}

@Suite("zhip-cli keystore show")
struct KeystoreShowCommandTests {
    /// A temporary directory holding pyzil's keystore of the known key as `pyzil.json`.
    private func pyzilKeystore() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("pyzil.json", KnownKey.pyzilKeystore)
        return directory
    }

    @Test("unlocks another wallet's keystore and prints the address and public key")
    func showsAddressAndPublicKey() async throws {
        let directory = try pyzilKeystore()
        let file = directory.file("pyzil.json")
        let result = await zhip(
            ["keystore", "show", file, "--json"], environment: ["ZHIP_PASSWORD": KnownKey.pyzilPassword])
        #expect(result.code == .success)
        #expect(try result.jsonAddress() == KnownKey.addressForms)
        #expect(try result.json()["publicKey"] as? String == KnownKey.publicKey)
    }

    @Test("without --reveal-private-key there is no privateKey in the JSON")
    func noPrivateKeyByDefault() async throws {
        let directory = try pyzilKeystore()
        let file = directory.file("pyzil.json")
        let result = await zhip(
            ["keystore", "show", file, "--json"], environment: ["ZHIP_PASSWORD": KnownKey.pyzilPassword])
        #expect(try result.json().keys.sorted() == ["address", "evm", "format", "publicKey"])
        #expect(!result.output.lowercased().contains(KnownKey.privateKey.lowercased()))
    }

    @Test("with --reveal-private-key the JSON holds the private key")
    func revealsPrivateKey() async throws {
        let directory = try pyzilKeystore()
        let file = directory.file("pyzil.json")
        let result = await zhip(
            ["keystore", "show", file, "--reveal-private-key", "--json"],
            environment: ["ZHIP_PASSWORD": KnownKey.pyzilPassword])
        #expect(try result.json()["privateKey"] as? String == KnownKey.privateKey.lowercased())
    }

    @Test("the JSON is one line with sorted keys")
    func exactJSON() async throws {
        let directory = try pyzilKeystore()
        let file = directory.file("pyzil.json")
        let result = await zhip(
            ["keystore", "show", file, "--json"], environment: ["ZHIP_PASSWORD": KnownKey.pyzilPassword])
        #expect(
            result.output
                == "{\"address\":{\"bech32\":\"\(KnownKey.bech32)\",\"checksummed\":\"\(KnownKey.checksummed)\","
                + "\"hex\":\"\(KnownKey.hex)\"},\"evm\":{\"address\":\"\(KnownKey.evmAddress)\"},\"format\":\"zilliqa\","
                + "\"publicKey\":\"\(KnownKey.publicKey)\"}\n")
    }

    @Test("the human form has labelled lines, and the private key line only when asked")
    func humanForm() async throws {
        let directory = try pyzilKeystore()
        let file = directory.file("pyzil.json")
        let plain = await zhip(["keystore", "show", file], environment: ["ZHIP_PASSWORD": KnownKey.pyzilPassword])
        let revealed = await zhip(
            ["keystore", "show", file, "--reveal-private-key"], environment: ["ZHIP_PASSWORD": KnownKey.pyzilPassword])
        let expected =
            "format:      zilliqa\nbech32:      \(KnownKey.bech32)\nchecksummed: \(KnownKey.checksummed)\n"
            + "hex:         \(KnownKey.hex)\nevm address: \(KnownKey.evmAddress)\npublic key:  \(KnownKey.publicKey)\n"
        #expect(plain.output == expected)
        #expect(revealed.output == expected + "private key: \(KnownKey.privateKey.lowercased())\n")
    }

    @Test(
        "a wrong password fails with one line on standard error and, with --json, the error object on standard output")
    func wrongPassword() async throws {
        let directory = try pyzilKeystore()
        let file = directory.file("pyzil.json")
        let result = await zhip(["keystore", "show", file, "--json"], environment: ["ZHIP_PASSWORD": "not it at all"])
        #expect(result.code == .failure)
        #expect(result.output.hasPrefix(#"{"error":{"code":"#))  // --json: the error as JSON too
        #expect(
            result.errors
                == "Error: wrong password: the password does not unlock this keystore; check it for typos, caps lock and keyboard layout\n"
        )
    }

    @Test("on a terminal it asks once, without echo")
    func prompts() async throws {
        let directory = try pyzilKeystore()
        let file = directory.file("pyzil.json")
        let result = await zhip(["keystore", "show", file], input: [KnownKey.pyzilPassword], terminal: true)
        #expect(result.code == .success)
        #expect(result.echoModes == [false])
        #expect(result.errors == "Keystore password: \n")
    }

    @Test("without any password source it says which three to use")
    func noPasswordSource() async throws {
        let directory = try pyzilKeystore()
        let file = directory.file("pyzil.json")
        let result = await zhip(["keystore", "show", file])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: no password given: use --password-file FILE"))
    }

    @Test("a file that is not a keystore is refused, naming the file")
    func notAKeystore() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("notes.txt", "hello")
        let result = await zhip(["keystore", "show", file], environment: ["ZHIP_PASSWORD": "whatever1"])
        #expect(result.code == .failure)
        #expect(
            result.errors
                == "Error: \(file): not a keystore: the data is not JSON; pick the keystore file itself (it starts with {)\n"
        )
    }

    @Test("a damaged keystore names the missing field")
    func damagedKeystore() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("broken.json", "{\"version\": 3}")
        let result = await zhip(["keystore", "show", file], environment: ["ZHIP_PASSWORD": "whatever1"])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: \(file): damaged keystore: the field \"crypto\" is missing"))
    }

    @Test("a missing keystore file is an error naming it")
    func missingFile() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("nope.json")
        let result = await zhip(["keystore", "show", file], environment: ["ZHIP_PASSWORD": "whatever1"])
        #expect(result.code == .failure)
        #expect(result.errors == "Error: cannot read \(file): No such file or directory\n")
    }

    @Test("a keystore made by keystore new shows the same address")
    func roundTrip() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("wallet.json")
        let environment = ["ZHIP_PASSWORD": "correct horse battery"]
        let created = await zhip(["keystore", "new", "--out", out, "--json"], environment: environment)
        let shown = await zhip(["keystore", "show", out, "--json"], environment: environment)
        #expect(try shown.jsonAddress() == created.jsonAddress())
    }

    @Test("an Ethereum keystore eth-account wrote unlocks, showing format ethereum and its EVM address")
    func showsEthAccountKeystore() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("eth.json", EthAccountKeystore.json)
        let result = await zhip(
            ["keystore", "show", file, "--json"], environment: ["ZHIP_PASSWORD": EthAccountKeystore.password])
        #expect(result.code == .success)
        #expect(try result.json()["format"] as? String == "ethereum")
        #expect((try result.json()["evm"] as? [String: String])?["address"] == EthAccountKeystore.evmAddress)
    }

    @Test("a wrong password on an Ethereum keystore is the same wrong password error")
    func ethereumWrongPassword() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("eth.json", EthAccountKeystore.json)
        let result = await zhip(["keystore", "show", file], environment: ["ZHIP_PASSWORD": "not it at all"])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: wrong password: "))
    }

    @Test("a keystore made by keystore new --format ethereum shows format ethereum and the same EVM address")
    func ethereumRoundTrip() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("eth.json")
        let environment = ["ZHIP_PASSWORD": "correct horse battery"]
        let created = await zhip(
            ["keystore", "new", "--format", "ethereum", "--out", out, "--json"], environment: environment)
        let shown = await zhip(["keystore", "show", out, "--json"], environment: environment)
        #expect(try shown.json()["format"] as? String == "ethereum")
        #expect((try shown.json()["evm"] as? [String: String]) == (try created.json()["evm"] as? [String: String]))
    }

    @Test("the file argument is required")
    func fileRequired() async {
        let result = await zhip(["keystore", "show"], environment: ["ZHIP_PASSWORD": "whatever1"])
        #expect(result.code == .usageError)
        #expect(result.errors == "Error: missing argument '<file>'\nSee 'zhip-cli keystore show --help'.\n")
    }
}
