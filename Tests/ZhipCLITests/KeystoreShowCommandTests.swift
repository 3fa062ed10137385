import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

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
        #expect(try result.json().keys.sorted() == ["address", "publicKey"])
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
                + "\"hex\":\"\(KnownKey.hex)\"},\"publicKey\":\"\(KnownKey.publicKey)\"}\n")
    }

    @Test("the human form has labelled lines, and the private key line only when asked")
    func humanForm() async throws {
        let directory = try pyzilKeystore()
        let file = directory.file("pyzil.json")
        let plain = await zhip(["keystore", "show", file], environment: ["ZHIP_PASSWORD": KnownKey.pyzilPassword])
        let revealed = await zhip(
            ["keystore", "show", file, "--reveal-private-key"], environment: ["ZHIP_PASSWORD": KnownKey.pyzilPassword])
        let expected =
            "bech32:      \(KnownKey.bech32)\nchecksummed: \(KnownKey.checksummed)\nhex:         \(KnownKey.hex)\n"
            + "public key:  \(KnownKey.publicKey)\n"
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

    @Test("the file argument is required")
    func fileRequired() async {
        let result = await zhip(["keystore", "show"], environment: ["ZHIP_PASSWORD": "whatever1"])
        #expect(result.code == .usageError)
        #expect(result.errors == "Error: missing argument '<file>'\nSee 'zhip-cli keystore show --help'.\n")
    }
}
