import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

@Suite("zhip-cli keystore import")
struct KeystoreImportCommandTests {
    let password = "correct horse battery"

    @Test(
        "imports a key written with or without 0x, in any case, with a trailing newline",
        arguments: [
            KnownKey.privateKey, "0x" + KnownKey.privateKey + "\n", KnownKey.privateKey.lowercased() + "\r\n",
        ])
    func importsKey(keyText: String) async throws {
        let directory = try TemporaryDirectory()
        let keyFile = try directory.write("key.txt", keyText)
        let out = directory.file("wallet.json")
        let result = await zhip(
            ["keystore", "import", "--private-key-file", keyFile, "--out", out, "--json"],
            environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .success)
        #expect(try result.jsonAddress() == KnownKey.addressForms)
        #expect(try unlock(out, password: password) == PrivateKey(hex: KnownKey.privateKey))
    }

    @Test("the keystore file has mode 0600")
    func mode0600() async throws {
        let directory = try TemporaryDirectory()
        let keyFile = try directory.write("key.txt", KnownKey.privateKey)
        let out = directory.file("wallet.json")
        _ = await zhip(
            ["keystore", "import", "--private-key-file", keyFile, "--out", out],
            environment: ["ZHIP_PASSWORD": password])
        #expect(try permissions(out) == 0o600)
    }

    @Test("--format ethereum writes the known key in an Ethereum keystore and reports its EVM address")
    func ethereumFormat() async throws {
        let directory = try TemporaryDirectory()
        let keyFile = try directory.write("key.txt", KnownKey.privateKey)
        let out = directory.file("eth.json")
        let result = await zhip(
            ["keystore", "import", "--private-key-file", keyFile, "--format", "ethereum", "--out", out, "--json"],
            environment: ["ZHIP_PASSWORD": password])
        let unlocked = try Keystore(json: Data(contentsOf: URL(fileURLWithPath: out))).unlock(
            password: SecretText(password))
        #expect(unlocked.dialect == .ethereum)
        #expect(try result.json()["format"] as? String == "ethereum")
        #expect((try result.json()["evm"] as? [String: String]) == ["address": KnownKey.evmAddress])
    }

    @Test("--kdf pbkdf2 is honoured")
    func pbkdf2() async throws {
        let directory = try TemporaryDirectory()
        let keyFile = try directory.write("key.txt", KnownKey.privateKey)
        let out = directory.file("wallet.json")
        _ = await zhip(
            ["keystore", "import", "--private-key-file", keyFile, "--kdf=pbkdf2", "--out", out],
            environment: ["ZHIP_PASSWORD": password])
        #expect(try Keystore(json: Data(contentsOf: URL(fileURLWithPath: out))).kdf == .pbkdf2)
    }

    @Test(
        "a file that is not a private key is refused, naming the file and the problem, and nothing is written",
        arguments: [
            ("0E891B9D", "a private key is 64 hex characters, found 8"),
            (String(repeating: "z", count: 64), "the character at position 0 is not a hex digit"),
            (String(repeating: "0", count: 64), "not a valid secp256k1 private key"),
        ])
    func badKeyFile(keyText: String, reason: String) async throws {
        let directory = try TemporaryDirectory()
        let keyFile = try directory.write("key.txt", keyText)
        let result = await zhip(
            ["keystore", "import", "--private-key-file", keyFile, "--out", directory.file("wallet.json")],
            environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: \(keyFile): "))
        #expect(result.errors.contains(reason))
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(try directory.contents() == ["key.txt"])
    }

    @Test("a bad key file is reported before the password is asked for")
    func badKeyBeforePrompt() async throws {
        let directory = try TemporaryDirectory()
        let keyFile = try directory.write("key.txt", "nonsense")
        let result = await zhip(
            ["keystore", "import", "--private-key-file", keyFile, "--out", directory.file("wallet.json")],
            input: [password, password], terminal: true)
        #expect(result.code == .failure)
        #expect(result.echoModes.isEmpty)
    }

    @Test("a missing key file is an error naming it")
    func missingKeyFile() async throws {
        let directory = try TemporaryDirectory()
        let keyFile = directory.file("nope.txt")
        let result = await zhip(
            ["keystore", "import", "--private-key-file", keyFile, "--out", directory.file("wallet.json")],
            environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .failure)
        #expect(result.errors == "Error: cannot read \(keyFile): No such file or directory\n")
    }

    @Test("a huge key file is refused without reading it all")
    func hugeKeyFile() async throws {
        let directory = try TemporaryDirectory()
        let result = await zhip(
            ["keystore", "import", "--private-key-file", "/dev/zero", "--out", directory.file("wallet.json")],
            environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: /dev/zero is larger than 4096 bytes, too large for a private key file"))
    }

    @Test("--private-key-file or --mnemonic-file is required")
    func keyFileRequired() async {
        let result = await zhip(["keystore", "import", "--out", "w.json"], environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: give --private-key-file FILE or --mnemonic-file FILE\n"))
    }

    @Test("an existing --out file is refused and left untouched")
    func existingFileRefused() async throws {
        let directory = try TemporaryDirectory()
        let keyFile = try directory.write("key.txt", KnownKey.privateKey)
        let out = try directory.write("wallet.json", "precious")
        let result = await zhip(
            ["keystore", "import", "--private-key-file", keyFile, "--out", out],
            environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .failure)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "precious")
    }

    @Test("the private key never appears in any output")
    func keyNeverPrinted() async throws {
        let directory = try TemporaryDirectory()
        let keyFile = try directory.write("key.txt", KnownKey.privateKey)
        let result = await zhip(
            ["keystore", "import", "--private-key-file", keyFile, "--out", directory.file("wallet.json")],
            environment: ["ZHIP_PASSWORD": password])
        let everything = (result.output + result.errors).lowercased()
        #expect(!everything.contains(KnownKey.privateKey.lowercased()))
    }
}
