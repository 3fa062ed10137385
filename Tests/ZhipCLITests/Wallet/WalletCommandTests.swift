import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// `wallet create`, `restore`, `show`, `backup` and `remove`, in-process, each test in its own
/// container and its own temporary home.
@Suite("zhip-cli wallet", .container)
struct WalletCommandTests {
    // MARK: - create

    @Test("create saves a generated wallet and prints its three address forms; show prints the same")
    func create() async throws {
        let home = try TestHome()
        let created = await home.run(["wallet", "create", "--raw-key", "--json"], environment: Wallets.environment)
        #expect(created.code == .success)
        #expect(try created.json()["origin"] as? String == "generated")
        let shown = await home.run(["wallet", "show", "--json"])
        #expect(shown.code == .success)
        #expect(try shown.jsonAddress() == (try created.jsonAddress()))
        #expect(try shown.json()["origin"] as? String == "generated")
    }

    @Test("create keeps the wallet in a 0600 file inside a 0700 directory")
    func createPermissions() async throws {
        let home = try TestHome()
        try await home.createWallet()
        #expect(try permissions(home.secureFile) == 0o600)
        #expect(try permissions(home.dataDirectory) == 0o700)
    }

    @Test("create never prints the password")
    func createHidesPassword() async throws {
        let home = try TestHome()
        let result = await home.run(
            ["wallet", "create", "--raw-key"], environment: ["ZHIP_PASSWORD": "unmistakable-secret-42"])
        #expect(result.code == .success)
        #expect(!result.everything.contains("unmistakable-secret-42"))
    }

    @Test("create refuses when a wallet is saved: exit 1, the home is unchanged")
    func createWhenWalletExists() async throws {
        let home = try TestHome()
        let address = try await home.createWallet()
        let before = try Data(contentsOf: URL(fileURLWithPath: home.secureFile))
        let result = await home.run(["wallet", "create", "--raw-key"], environment: Wallets.environment)
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: a wallet (\(address)) is already saved in \(home.dataDirectory)"))
        #expect(result.output.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.secureFile)) == before)
    }

    @Test("create with a short password: ZhipCore's rule, exit 1, nothing saved")
    func createShortPassword() async throws {
        let home = try TestHome()
        let result = await home.run(["wallet", "create", "--raw-key"], environment: ["ZHIP_PASSWORD": "short"])
        #expect(result.code == .failure)
        #expect(
            result.errors
                == "Error: the encryption password: Password must be at least 8 characters; nothing was changed\n")
        #expect(await !home.hasWallet())
    }

    @Test("create on a terminal asks twice without echo; two different passwords save nothing")
    func createMismatch() async throws {
        let home = try TestHome()
        let result = await home.run(
            ["wallet", "create", "--raw-key"], input: ["correct horse battery", "correct horse battery!"],
            terminal: true)
        #expect(result.code == .failure)
        #expect(result.echoModes == [false, false])
        #expect(
            result.errors.hasSuffix(
                "Error: the repeated encryption password: The passwords do not match; nothing was changed\n"))
        #expect(await !home.hasWallet())
    }

    @Test("create on a terminal with the same password twice saves the wallet")
    func createOnTerminal() async throws {
        let home = try TestHome()
        let result = await home.run(
            ["wallet", "create", "--raw-key"], input: ["correct horse battery", "correct horse battery"], terminal: true
        )
        #expect(result.code == .success)
        #expect(await home.hasWallet())
    }

    @Test("create without a password source and no terminal is a usage error")
    func createWithoutPassword() async throws {
        let home = try TestHome()
        let result = await home.run(["wallet", "create", "--raw-key"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: no password given: use --password-file FILE"))
        #expect(await !home.hasWallet())
    }

    @Test("create --kdf pbkdf2 locks the keystore with PBKDF2")
    func createPBKDF2() async throws {
        let home = try TestHome()
        let created = await home.run(
            ["wallet", "create", "--raw-key", "--kdf", "pbkdf2"], environment: Wallets.environment)
        #expect(created.code == .success)
        let backup = await home.run(["wallet", "backup", "--json"])
        let keystore = try #require(try backup.json()["keystore"] as? [String: Any])
        #expect((keystore["crypto"] as? [String: Any])?["kdf"] as? String == "pbkdf2")
    }

    // MARK: - restore

    @Test("restore --private-key-file saves the key's wallet as imported")
    func restorePrivateKey() async throws {
        let home = try TestHome()
        let keyFile = try home.directory.write("key.txt", "0x" + KnownKey.privateKey + "\n")
        let result = await home.run(
            ["wallet", "restore", "--private-key-file", keyFile, "--json"], environment: Wallets.environment)
        #expect(result.code == .success)
        #expect(try result.jsonAddress() == KnownKey.addressForms)
        #expect(try result.json()["origin"] as? String == "imported")
        #expect(!result.everything.localizedCaseInsensitiveContains(KnownKey.privateKey))
    }

    @Test("restore with a bad key: ZhipCore's message, exit 1, nothing saved, the file's text not repeated")
    func restoreBadKey() async throws {
        let home = try TestHome()
        let keyFile = try home.directory.write("key.txt", String(repeating: "ab", count: 31) + "\n")
        let result = await home.run(
            ["wallet", "restore", "--private-key-file", keyFile], environment: Wallets.environment)
        #expect(result.code == .failure)
        #expect(
            result.errors
                == "Error: --private-key-file: Should be 64 characters (missing 2); nothing was changed\n")
        #expect(await !home.hasWallet())
    }

    @Test("restore --keystore with --keystore-password-file keeps another wallet's keystore")
    func restoreKeystore() async throws {
        let home = try TestHome()
        let keystore = try home.directory.write("pyzil.json", KnownKey.pyzilKeystore)
        let passwordFile = try home.directory.write("pw.txt", KnownKey.pyzilPassword + "\n")
        let result = await home.run(
            ["wallet", "restore", "--keystore", keystore, "--keystore-password-file", passwordFile, "--json"])
        #expect(result.code == .success)
        #expect(try result.jsonAddress() == KnownKey.addressForms)
    }

    @Test("restore --keystore with a wrong password: Zhip's words, exit 1, nothing saved")
    func restoreKeystoreWrongPassword() async throws {
        let home = try TestHome()
        let keystore = try home.directory.write("pyzil.json", KnownKey.pyzilKeystore)
        let result = await home.run(
            ["wallet", "restore", "--keystore", keystore], environment: ["ZHIP_PASSWORD": "not the password"])
        #expect(result.code == .failure)
        #expect(result.errors == "Error: Keystore was not encrypted by this password; nothing was saved\n")
        #expect(await !home.hasWallet())
    }

    @Test("restore refuses when a wallet is saved")
    func restoreWhenWalletExists() async throws {
        let home = try TestHome()
        let address = try await home.createWallet()
        let keyFile = try home.directory.write("key.txt", KnownKey.privateKey)
        let result = await home.run(
            ["wallet", "restore", "--private-key-file", keyFile], environment: Wallets.environment)
        #expect(result.code == .failure)
        #expect(result.errors.contains("a wallet (\(address)) is already saved"))
        let shown = await home.run(["wallet", "show", "--json"])
        #expect(try shown.jsonAddress()["bech32"] == address)
    }

    @Test(
        "restore needs exactly one of --private-key-file and --keystore",
        arguments: [
            [String](), ["--private-key-file", "a", "--keystore", "b"],
            ["--private-key-file", "a", "--keystore-password-file", "b"],
        ])
    func restoreUsage(_ options: [String]) async throws {
        let home = try TestHome()
        let result = await home.run(["wallet", "restore"] + options, environment: Wallets.environment)
        #expect(result.code == .usageError)
    }

    // MARK: - show

    @Test("show without a wallet: exit 1 naming the home")
    func showWithoutWallet() async throws {
        let home = try TestHome()
        let result = await home.run(["wallet", "show"])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: no wallet is saved in \(home.dataDirectory): create one"))
    }

    @Test("show for people: the three forms, the EVM address of the same key, the origin and the one account")
    func showHuman() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = await home.run(["wallet", "show"])
        #expect(
            result.output
                == LabelledLines.format([
                    ("bech32", KnownKey.bech32), ("checksummed", KnownKey.checksummed), ("hex", KnownKey.hex),
                    ("evm address", KnownKey.evmAddress), ("origin", "imported"), ("account", "1 of 1, Account 1"),
                    ("recovery phrase", "none: a wallet of one private key"),
                ]))
    }

    @Test("show --json gives the key's EVM account beside the legacy one (eth-account's address for the key)")
    func showJSONBothAccounts() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = await home.run(["wallet", "show", "--json"])
        #expect((try result.json()["evm"] as? [String: String]) == ["address": KnownKey.evmAddress])
        #expect(try result.jsonAddress()["bech32"] == KnownKey.bech32)
    }

    // MARK: - backup

    @Test("backup prints the keystore, which the password unlocks to the wallet's key")
    func backupToStandardOutput() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = await home.run(["wallet", "backup"])
        #expect(result.code == .success)
        let keystore = try Keystore(json: Data(result.output.utf8))
        #expect(
            try keystore.decrypt(password: SecretText(Wallets.password)) == (try PrivateKey(hex: KnownKey.privateKey)))
        #expect(!result.everything.localizedCaseInsensitiveContains(KnownKey.privateKey))
    }

    @Test("backup --out writes a new 0600 keystore file and never overwrites one")
    func backupToFile() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let out = home.directory.file("backup.json")
        let first = await home.run(["wallet", "backup", "--out", out, "--json"])
        #expect(first.code == .success)
        #expect(try first.json()["file"] as? String == out)
        #expect(try permissions(out) == 0o600)
        #expect(try unlock(out, password: Wallets.password) == (try PrivateKey(hex: KnownKey.privateKey)))
        let before = try Data(contentsOf: URL(fileURLWithPath: out))
        let second = await home.run(["wallet", "backup", "--out", out])
        #expect(second.code == .failure)
        #expect(second.errors.hasPrefix("Error: \(out) already exists"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == before)
    }

    @Test("backup --reveal-private-key prints the private and public key after the password")
    func reveal() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = await home.run(
            ["wallet", "backup", "--reveal-private-key", "--json"], environment: Wallets.environment)
        #expect(result.code == .success)
        let json = try result.json()
        #expect(json["privateKey"] as? String == KnownKey.privateKey.lowercased())
        let publicKey = try PrivateKey(hex: KnownKey.privateKey).publicKey.uncompressed
        #expect(json["publicKey"] as? String == Hex.encode(publicKey))
        #expect(try result.jsonAddress() == KnownKey.addressForms)
        #expect(result.errors.hasPrefix("Anyone who sees this private key controls the funds"))
    }

    @Test("backup --reveal-private-key on a terminal asks for the password without echo")
    func revealOnTerminal() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = await home.run(
            ["wallet", "backup", "--reveal-private-key"], input: [Wallets.password], terminal: true)
        #expect(result.code == .success)
        #expect(result.echoModes == [false])
        #expect(result.output.hasPrefix("private key: " + KnownKey.privateKey.lowercased()))
    }

    @Test("backup --reveal-private-key with a wrong password: exit 1, no key anywhere")
    func revealWrongPassword() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = await home.run(
            ["wallet", "backup", "--reveal-private-key"], environment: ["ZHIP_PASSWORD": "wrong password"])
        #expect(result.code == .failure)
        #expect(
            result.errors == "Error: Incorrect password: it does not unlock the saved wallet; nothing was revealed\n")
        #expect(!result.everything.localizedCaseInsensitiveContains(KnownKey.privateKey))
        #expect(!result.everything.contains("wrong password"))
    }

    @Test("backup without a wallet: exit 1")
    func backupWithoutWallet() async throws {
        let home = try TestHome()
        let result = await home.run(["wallet", "backup"])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: no wallet is saved"))
    }

    // MARK: - remove

    @Test("remove --yes deletes the wallet and the pincode")
    func remove() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        #expect(await home.run(["pincode", "set"], environment: ["ZHIP_PINCODE": "0258"]).code == .success)
        let result = await home.run(["wallet", "remove", "--yes", "--json"])
        #expect(result.code == .success)
        #expect(try result.json()["removed"] as? [String: String] == KnownKey.addressForms)
        #expect(await !home.hasWallet())
        #expect(try await home.setting("pincode-set") as? Bool == false)
    }

    @Test("remove without --yes and without a terminal is a usage error; the wallet stays")
    func removeWithoutYes() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = await home.run(["wallet", "remove"])
        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: wallet remove asks for confirmation on a terminal"))
        #expect(await home.hasWallet())
    }

    @Test("remove on a terminal: anything but yes keeps the wallet (exit 2)")
    func removeDeclined() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = await home.run(["wallet", "remove"], input: ["no"], terminal: true)
        #expect(result.code == ExitCode(2))
        #expect(result.errors.contains("I understand that I will permanently lose any asset in this wallet"))
        #expect(await home.hasWallet())
    }

    @Test("remove on a terminal answered yes removes the wallet")
    func removeConfirmed() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = await home.run(["wallet", "remove"], input: ["yes"], terminal: true)
        #expect(result.code == .success)
        #expect(await !home.hasWallet())
    }

    @Test("remove without a wallet: exit 1")
    func removeWithoutWallet() async throws {
        let home = try TestHome()
        let result = await home.run(["wallet", "remove", "--yes"])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: no wallet is saved"))
    }
}
