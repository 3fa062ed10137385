import CommandLineKit
import Foundation
import Testing
import ZilliqaKit

@Suite("zhip-cli keystore new")
struct KeystoreNewCommandTests {
    let password = "correct horse battery"

    @Test("creates a keystore that unlocks with the password to the printed address")
    func createsKeystore() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("wallet.json")
        let result = await zhip(["keystore", "new", "--out", out, "--json"], environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .success)
        #expect(result.errors.isEmpty)
        let key = try unlock(out, password: password)
        let address = key.publicKey.address
        #expect(
            try result.jsonAddress() == [
                "hex": address.hex, "checksummed": address.checksummed, "bech32": address.bech32,
            ])
        #expect(try result.json()["file"] as? String == out)
    }

    @Test("the file has mode 0600")
    func mode0600() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("wallet.json")
        _ = await zhip(["keystore", "new", "--out", out], environment: ["ZHIP_PASSWORD": password])
        #expect(try permissions(out) == 0o600)
    }

    @Test("no temporary file is left beside the keystore")
    func noLeftovers() async throws {
        let directory = try TemporaryDirectory()
        _ = await zhip(
            ["keystore", "new", "--out", directory.file("wallet.json")], environment: ["ZHIP_PASSWORD": password])
        #expect(try directory.contents() == ["wallet.json"])
    }

    @Test("the default KDF is scrypt, as zilliqa-js writes")
    func defaultScrypt() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("wallet.json")
        _ = await zhip(["keystore", "new", "--out", out], environment: ["ZHIP_PASSWORD": password])
        let keystore = try Keystore(json: Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(keystore.kdf == .scrypt)
    }

    @Test("--kdf pbkdf2 writes a PBKDF2 keystore")
    func pbkdf2() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("wallet.json")
        let result = await zhip(
            ["keystore", "new", "--kdf", "pbkdf2", "--out", out], environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .success)
        let keystore = try Keystore(json: Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(keystore.kdf == .pbkdf2)
    }

    @Test("an unknown --kdf is a usage error listing the choices")
    func unknownKDF() async {
        let result = await zhip(["keystore", "new", "--kdf", "argon2", "--out", "x"])
        #expect(result.code == .usageError)
        #expect(
            result.errors.hasPrefix("Error: invalid value 'argon2' for '--kdf <kdf>': expected one of scrypt, pbkdf2\n")
        )
    }

    @Test("an existing --out file is refused and left untouched")
    func existingFileRefused() async throws {
        let directory = try TemporaryDirectory()
        let out = try directory.write("wallet.json", "precious")
        let result = await zhip(["keystore", "new", "--out", out], environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .failure)
        #expect(
            result.errors
                == "Error: \(out) already exists: zhip-cli never overwrites a file; choose another path or move the existing file away\n"
        )
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "precious")
        #expect(try directory.contents() == ["wallet.json"])
    }

    @Test("an existing --out file is refused before the password is asked for")
    func existingFileRefusedBeforePrompt() async throws {
        let directory = try TemporaryDirectory()
        let out = try directory.write("wallet.json", "precious")
        let result = await zhip(["keystore", "new", "--out", out], input: [password, password], terminal: true)
        #expect(result.code == .failure)
        #expect(result.echoModes.isEmpty)
    }

    @Test("a dangling symbolic link at --out is refused too")
    func danglingLink() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("wallet.json")
        try FileManager.default.createSymbolicLink(atPath: out, withDestinationPath: directory.file("elsewhere"))
        let result = await zhip(["keystore", "new", "--out", out], environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .failure)
        #expect(!FileManager.default.fileExists(atPath: directory.file("elsewhere")))
    }

    @Test("--out in a missing directory fails with the system's reason")
    func missingDirectory() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("missing/wallet.json")
        let result = await zhip(["keystore", "new", "--out", out], environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .failure)
        #expect(result.errors == "Error: cannot write \(out): No such file or directory\n")
    }

    @Test("--out naming a directory is a usage error")
    func outIsDirectory() async {
        let result = await zhip(["keystore", "new", "--out", "/tmp/"], environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: '/tmp/' is not a file path"))
    }

    @Test("--out is required")
    func outRequired() async {
        let result = await zhip(["keystore", "new"], environment: ["ZHIP_PASSWORD": password])
        #expect(result.code == .usageError)
        #expect(result.errors == "Error: missing required option '--out <file>'\nSee 'zhip-cli keystore new --help'.\n")
    }

    @Test("a relative --out is created in the current directory")
    func relativeOut() async throws {
        let directory = try TemporaryDirectory()
        let result = await zhip(
            ["keystore", "new", "--out", "wallet.json"], environment: ["ZHIP_PASSWORD": password],
            directory: directory.path)
        #expect(result.code == .success)
        #expect(try directory.contents() == ["wallet.json"])
    }

    @Test("without any password source and no terminal it says which three to use, and writes nothing")
    func noPasswordSource() async throws {
        let directory = try TemporaryDirectory()
        let result = await zhip(["keystore", "new", "--out", directory.file("wallet.json")])
        #expect(result.code == .usageError)
        #expect(
            result.errors
                == "Error: no password given: use --password-file FILE, set the ZHIP_PASSWORD environment variable, "
                + "or run in a terminal to be asked\nSee 'zhip-cli keystore new --help'.\n")
        #expect(try directory.contents().isEmpty)
    }

    @Test("the password file's first line is the password, without its newline")
    func passwordFileFirstLine() async throws {
        let directory = try TemporaryDirectory()
        let passwordFile = try directory.write("password.txt", "\(password)\nsecond line\n")
        let out = directory.file("wallet.json")
        let result = await zhip(["keystore", "new", "--out", out, "--password-file", passwordFile])
        #expect(result.code == .success)
        #expect(throws: Never.self) { try unlock(out, password: password) }
    }

    @Test("a CR LF line ending in the password file is stripped")
    func passwordFileCRLF() async throws {
        let directory = try TemporaryDirectory()
        let passwordFile = try directory.write("password.txt", "\(password)\r\n")
        let out = directory.file("wallet.json")
        _ = await zhip(["keystore", "new", "--out", out, "--password-file", passwordFile])
        #expect(throws: Never.self) { try unlock(out, password: password) }
    }

    @Test("--password-file wins over ZHIP_PASSWORD")
    func passwordFileFirst() async throws {
        let directory = try TemporaryDirectory()
        let passwordFile = try directory.write("password.txt", password)
        let out = directory.file("wallet.json")
        _ = await zhip(
            ["keystore", "new", "--out", out, "--password-file", passwordFile],
            environment: ["ZHIP_PASSWORD": "the other password"])
        #expect(throws: Never.self) { try unlock(out, password: password) }
    }

    @Test("a missing password file is an error naming it")
    func missingPasswordFile() async throws {
        let directory = try TemporaryDirectory()
        let passwordFile = directory.file("nope.txt")
        let result = await zhip(
            ["keystore", "new", "--out", directory.file("wallet.json"), "--password-file", passwordFile])
        #expect(result.code == .failure)
        #expect(result.errors == "Error: cannot read \(passwordFile): No such file or directory\n")
        #expect(try directory.contents().isEmpty)
    }

    @Test("a password shorter than 8 characters is refused and nothing is written")
    func shortPassword() async throws {
        let directory = try TemporaryDirectory()
        let result = await zhip(
            ["keystore", "new", "--out", directory.file("wallet.json")], environment: ["ZHIP_PASSWORD": "short"])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: password too short: a keystore password needs at least 8 characters"))
        #expect(try directory.contents().isEmpty)
    }

    @Test("on a terminal it asks twice without echo, prompting on standard error")
    func prompts() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("wallet.json")
        let result = await zhip(["keystore", "new", "--out", out], input: [password, password], terminal: true)
        #expect(result.code == .success)
        #expect(result.echoModes == [false, false])
        #expect(result.errors == "New keystore password (at least 8 characters): \nRepeat the password: \n")
        #expect(throws: Never.self) { try unlock(out, password: password) }
    }

    @Test("two different passwords at the prompt are refused and nothing is written")
    func promptMismatch() async throws {
        let directory = try TemporaryDirectory()
        let result = await zhip(
            ["keystore", "new", "--out", directory.file("wallet.json")], input: [password, password + "!"],
            terminal: true)
        #expect(result.code == .failure)
        #expect(
            result.errors.hasSuffix(
                "Error: the two passwords differ: nothing was written; run the command again and type the same password twice\n"
            ))
        #expect(try directory.contents().isEmpty)
    }

    @Test("a short password at the prompt is refused before asking again")
    func promptShort() async {
        let result = await zhip(["keystore", "new", "--out", "/nonexistent/w.json"], input: ["short"], terminal: true)
        #expect(result.code == .failure)
        #expect(result.echoModes == [false])
    }

    @Test("end of input at the prompt is an error")
    func promptEndOfInput() async throws {
        let directory = try TemporaryDirectory()
        let result = await zhip(["keystore", "new", "--out", directory.file("wallet.json")], input: [], terminal: true)
        #expect(result.code == .failure)
        #expect(result.errors.hasSuffix("Error: no password entered: the input ended before a password was typed\n"))
    }

    @Test("the password never appears in any output")
    func passwordNeverPrinted() async throws {
        let directory = try TemporaryDirectory()
        let result = await zhip(
            ["keystore", "new", "--out", directory.file("wallet.json")], input: [password, password], terminal: true)
        #expect(!result.output.contains(password) && !result.errors.contains(password))
    }

    @Test("the human form names the file and the address's three forms")
    func humanForm() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("wallet.json")
        let result = await zhip(["keystore", "new", "--out", out], environment: ["ZHIP_PASSWORD": password])
        let publicKey = try unlock(out, password: password).publicKey
        let address = publicKey.address
        #expect(
            result.output
                == "file:        \(out)\nformat:      zilliqa\nbech32:      \(address.bech32)\n"
                + "checksummed: \(address.checksummed)\nhex:         \(address.hex)\n"
                + "evm address: \(publicKey.evmAddress.checksummed)\n")
    }

    @Test("--format ethereum writes an Ethereum keystore naming the key's EVM address")
    func ethereumFormat() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("eth.json")
        let result = await zhip(
            ["keystore", "new", "--format", "ethereum", "--out", out], environment: ["ZHIP_PASSWORD": password])
        let keystore = try Keystore(json: Data(contentsOf: URL(fileURLWithPath: out)))
        let unlocked = try keystore.unlock(password: SecretText(password))
        #expect(result.code == .success)
        #expect(unlocked.dialect == .ethereum)
        #expect(keystore.evmAddress == unlocked.key.publicKey.evmAddress)
    }

    @Test("the JSON names the format and the key's EVM address, zilliqa by default")
    func jsonFormatAndEVM() async throws {
        let directory = try TemporaryDirectory()
        let out = directory.file("wallet.json")
        let result = await zhip(["keystore", "new", "--out", out, "--json"], environment: ["ZHIP_PASSWORD": password])
        let evm = try unlock(out, password: password).publicKey.evmAddress
        #expect(try result.json()["format"] as? String == "zilliqa")
        #expect((try result.json()["evm"] as? [String: String]) == ["address": evm.checksummed])
    }

    @Test("an unknown --format is a usage error listing the choices")
    func unknownFormat() async {
        let result = await zhip(["keystore", "new", "--format", "geth", "--out", "x"])
        #expect(result.code == .usageError)
        #expect(
            result.errors.hasPrefix(
                "Error: invalid value 'geth' for '--format <format>': expected one of zilliqa, ethereum\n"))
    }
}
