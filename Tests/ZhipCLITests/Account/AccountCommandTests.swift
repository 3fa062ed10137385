import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// `account list`, `add`, `use` and `rename`, in-process, each test in its own container and
/// temporary home holding a seed-phrase wallet of zilliqa-js's test phrase (cheap KDF).
@Suite("zhip-cli account", .container)
struct AccountCommandTests {
    /// The phrase's zilliqa-preset accounts 0 and 1, as zilliqa-js and gozilliqa derive them.
    static let first = "0xbEA456Fb58094Be1C7f99BB6D1584DCEc642B0B0"
    static let second = "0xAACDF9c84Bba51878C8681C72f035B62135d6d7e"
    /// The password the wallet is locked with, for `account add`.
    static let password = ["ZHIP_PASSWORD": TestWallets.password]

    /// The zil1 form of `checksummed`.
    static func bech32(_ checksummed: String) throws -> String { try Address(checksummed).bech32 }

    /// The key of the test phrase at `path`: what the wallet must hold there.
    static func key(at path: DerivationPath) throws -> PrivateKey {
        try TestWallets.recoveryPhrase.privateKey(at: path)
    }

    /// A home holding the test phrase's wallet whose first account is at `path`, saved as ZhipCore saves it.
    func phraseHome(firstPath path: DerivationPath = DerivationPreset.zilliqa.path(account: 0))
        async throws -> TestHome
    {
        let home = try TestHome()
        let wallets = DefaultWalletUseCase(
            securePersistence: SecurePersistence(storage: ZhipPaths(home: home.path).secureStorage()))
        let wallet = try await wallets.restoreWallet(
            from: .recoveryPhrase(
                TestWallets.recoveryPhrase, path: path, encryptBy: SecretText(TestWallets.password),
                kdf: TestWallets.kdf))
        try wallets.save(wallet: wallet)
        return home
    }

    /// A home holding a raw-key wallet (its public key not known yet).
    func rawKeyHome() throws -> TestHome {
        let home = try TestHome()
        try ReceiveCommandTests.save(TestWallets.wallet, in: home.path)
        return home
    }

    /// The bytes of the home's secure store, to show that nothing was written.
    func saved(_ home: TestHome) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: home.secureFile))
    }

    /// The `accounts` array of `account list --json`.
    func listed(_ home: TestHome) async throws -> (accounts: [[String: Any]], current: Int?) {
        let result = await home.run(["account", "list", "--json"])
        try #require(result.code == .success, "list failed: \(result.errors)")
        let json = try result.json()
        return (try #require(json["accounts"] as? [[String: Any]]), json["current"] as? Int)
    }

    // MARK: - list

    @Test("list of a one-account wallet: its number, name, address, EVM address and path, marked current")
    func listOneAccount() async throws {
        let home = try await phraseHome()
        let path = DerivationPreset.zilliqa.path(account: 0)

        let result = await home.run(["account", "list"])

        #expect(result.code == .success)
        #expect(
            result.output
                == LabelledLines.format([
                    ("account", "1 (current)"), ("name", "Account 1"), ("bech32", try Self.bech32(Self.first)),
                    ("evm address", try Self.key(at: path).publicKey.evmAddress.checksummed),
                    ("path", "m/44'/313'/0'/0/0"),
                ]))
        #expect(result.errors.isEmpty)
    }

    @Test("list --json: one object with the accounts and the current number, each account's keys")
    func listJSON() async throws {
        let home = try await phraseHome()

        let result = await home.run(["account", "list", "--json"])

        let json = try result.json()
        let accounts = try #require(json["accounts"] as? [[String: Any]])
        #expect(Set(json.keys) == ["accounts", "current"])
        #expect(json["current"] as? Int == 1)
        #expect(accounts.count == 1)
        #expect(Set(accounts[0].keys) == ["number", "name", "address", "evmAddress", "path", "current", "watchOnly"])
        #expect(accounts[0]["watchOnly"] as? Bool == false)
        #expect(accounts[0]["number"] as? Int == 1)
        #expect(accounts[0]["current"] as? Bool == true)
        #expect(accounts[0]["path"] as? String == "m/44'/313'/0'/0/0")
        #expect((accounts[0]["address"] as? [String: String])?["checksummed"] == Self.first)
    }

    @Test("list of a raw-key wallet: path and EVM address null in JSON, 'raw key' and 'not known yet' in text")
    func listRawKey() async throws {
        let home = try rawKeyHome()

        let json = await home.run(["account", "list", "--json"])
        let text = await home.run(["account", "list"])

        let account = try #require((try json.json()["accounts"] as? [[String: Any]])?.first)
        #expect(account["path"] is NSNull)
        #expect(account["evmAddress"] is NSNull)
        #expect(text.output.contains(AccountReport.rawKey))
        #expect(text.output.contains(WalletReport.evmNotKnownYet))
    }

    @Test("list without a saved wallet: exit 1 naming how to make one")
    func listWithoutWallet() async throws {
        let home = try TestHome()

        let result = await home.run(["account", "list"])

        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: no wallet is saved in \(home.dataDirectory): create one"))
    }

    // MARK: - add

    @Test("add with no options adds account 2 at m/44'/313'/0'/0/1 (gozilliqa's address) and makes it current")
    func addNext() async throws {
        let home = try await phraseHome()

        let result = await home.run(["account", "add", "--json"], environment: Self.password)

        #expect(result.code == .success, "\(result.errors)")
        let account = try #require(try result.json()["account"] as? [String: Any])
        #expect(account["number"] as? Int == 2)
        #expect(account["path"] as? String == "m/44'/313'/0'/0/1")
        #expect((account["address"] as? [String: String])?["checksummed"] == Self.second)
        let shown = await home.run(["wallet", "show", "--json"])
        #expect(try shown.jsonAddress()["checksummed"] == Self.second)
        #expect(try await listed(home).current == 2)
    }

    @Test("add for people: what was added, both addresses, the path, and that it is now current")
    func addHuman() async throws {
        let home = try await phraseHome()
        let path = DerivationPreset.zilliqa.path(account: 1)

        let result = await home.run(["account", "add"], environment: Self.password)

        #expect(
            result.output
                == LabelledLines.format([
                    ("added", "account 2, now current"), ("name", "Account 2"),
                    ("bech32", try Self.bech32(Self.second)),
                    ("evm address", try Self.key(at: path).publicKey.evmAddress.checksummed),
                    ("path", "m/44'/313'/0'/0/1"),
                ]))
    }

    @Test("add --json: the new account's object and the current number")
    func addJSONShape() async throws {
        let home = try await phraseHome()

        let result = await home.run(["account", "add", "--json"], environment: Self.password)

        let json = try result.json()
        let account = try #require(json["account"] as? [String: Any])
        #expect(Set(json.keys) == ["account", "current"])
        #expect(json["current"] as? Int == 2)
        #expect(Set(account.keys) == ["number", "name", "address", "evmAddress", "path", "current"])
        #expect(account["current"] as? Bool == true)
        #expect(account["name"] as? String == "Account 2")
    }

    @Test("add --index 5 --path zilliqa adds the phrase's key at m/44'/313'/0'/0/5")
    func addIndexAndPreset() async throws {
        let home = try await phraseHome()
        let path = DerivationPreset.zilliqa.path(account: 5)

        let result = await home.run(
            ["account", "add", "--index", "5", "--path", "zilliqa", "--json"], environment: Self.password)

        #expect(result.code == .success, "\(result.errors)")
        let account = try #require(try result.json()["account"] as? [String: Any])
        #expect(account["path"] as? String == "m/44'/313'/0'/0/5")
        #expect(
            (account["address"] as? [String: String])?["bech32"] == (try Self.key(at: path).publicKey.address.bech32))
    }

    @Test("add --index alone takes the first account's preset")
    func addIndexOnly() async throws {
        let home = try await phraseHome(firstPath: DerivationPreset.ledger.path(account: 0))

        let result = await home.run(["account", "add", "--index", "3", "--json"], environment: Self.password)

        #expect(result.code == .success, "\(result.errors)")
        let account = try #require(try result.json()["account"] as? [String: Any])
        #expect(account["path"] as? String == "m/44'/313'/3'/0'/0'")
    }

    @Test("add --name names the new account")
    func addNamed() async throws {
        let home = try await phraseHome()

        let result = await home.run(["account", "add", "--name", "  Savings ", "--json"], environment: Self.password)

        #expect(result.code == .success, "\(result.errors)")
        #expect(try await listed(home).accounts.last?["name"] as? String == "Savings")
    }

    @Test("add of a path already in the wallet: refused naming the account, nothing saved, no password asked")
    func addExistingPath() async throws {
        let home = try await phraseHome()
        let before = try saved(home)

        let result = await home.run(
            ["account", "add", "--path", "m/44'/313'/0'/0/0"], input: [TestWallets.password], terminal: true)

        #expect(result.code == .failure)
        #expect(
            result.errors
                == "Error: \(WalletError.accountAlreadyInWallet(number: 1).description); nothing was changed\n")
        #expect(result.echoModes.isEmpty)
        #expect(try saved(home) == before)
    }

    @Test("add on a raw-key wallet: refused with ZhipCore's words and a next step, no password asked")
    func addRawKey() async throws {
        let home = try rawKeyHome()
        let before = try saved(home)

        let result = await home.run(["account", "add"], input: [TestWallets.password], terminal: true)

        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: \(WalletError.noRecoveryPhrase.description); nothing was added"))
        #expect(result.errors.contains("'zhip-cli wallet restore --mnemonic-file'"))
        #expect(result.echoModes.isEmpty)
        #expect(try saved(home) == before)
    }

    @Test("add with an invalid name: refused before the password is asked, nothing saved")
    func addInvalidName() async throws {
        let home = try await phraseHome()
        let before = try saved(home)

        let result = await home.run(
            ["account", "add", "--name", String(repeating: "n", count: 33)], input: [TestWallets.password],
            terminal: true)

        #expect(result.code == .failure)
        #expect(result.errors.contains("an account name needs 1 to 32 characters"))
        #expect(result.echoModes.isEmpty)
        #expect(try saved(home) == before)
    }

    @Test("add with a wrong password: exit 1 saying so and to try again, nothing saved")
    func addWrongPassword() async throws {
        let home = try await phraseHome()
        let before = try saved(home)

        let result = await home.run(["account", "add"], environment: ["ZHIP_PASSWORD": "wrong horse battery"])

        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: wrong password: it does not unlock this wallet"))
        #expect(result.errors.contains("run 'zhip-cli account add' again; nothing was added"))
        #expect(try saved(home) == before)
    }

    @Test("add on a terminal asks for the password once, without echo")
    func addPrompts() async throws {
        let home = try await phraseHome()

        let result = await home.run(["account", "add"], input: [TestWallets.password], terminal: true)

        #expect(result.code == .success, "\(result.errors)")
        #expect(result.echoModes == [false])
    }

    @Test("add without a password source and no terminal: usage error, nothing saved")
    func addWithoutPassword() async throws {
        let home = try await phraseHome()
        let before = try saved(home)

        let result = await home.run(["account", "add"])

        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: no password given: use --password-file FILE"))
        #expect(try saved(home) == before)
    }

    @Test("add to a wallet whose first account has a custom path needs --path: usage error")
    func addAfterCustomPath() async throws {
        let home = try await phraseHome(firstPath: try DerivationPath("m/44'/313'/0'/0'/7'"))

        let result = await home.run(["account", "add"], environment: Self.password)

        #expect(result.code == .usageError)
        #expect(result.errors.contains("give --path"))
    }

    @Test(
        "add with --index and a whole path, or an index of 2^31, is a usage error",
        arguments: [["--index", "1", "--path", "m/44'/313'/0'/0/1"], ["--index", "2147483648"], ["--path", "x"]])
    func addBadPath(_ options: [String]) async throws {
        let home = try await phraseHome()

        let result = await home.run(["account", "add"] + options, environment: Self.password)

        #expect(result.code == .usageError)
    }

    // MARK: - Secrets

    @Test("no command prints the password, the phrase or an account's private key")
    func noSecrets() async throws {
        let home = try await phraseHome()
        var everything = ""
        for arguments in [
            ["account", "add"], ["account", "add", "--json"], ["account", "list"], ["account", "list", "--json"],
            ["account", "use", "2"], ["account", "rename", "2", "Two"], ["account", "use", "7", "--json"],
        ] {
            everything += (await home.run(arguments, environment: Self.password)).everything
        }
        everything +=
            (await home.run(["account", "add"], environment: ["ZHIP_PASSWORD": "wrong horse battery"]))
            .everything

        // Only whether each appears, so that a failure report never shows one.
        let keys = try (0...2).map { try Self.key(at: DerivationPreset.zilliqa.path(account: $0)).revealedHex() }
        let printed = everything.lowercased()
        let showsPassword = everything.contains(TestWallets.password) || everything.contains("wrong horse battery")
        let showsPhrase = everything.contains(TestWallets.recoveryPhrase.mnemonic.revealedPhrase())
        let showsKey = keys.contains { printed.contains($0.lowercased()) }
        #expect(!showsPassword)
        #expect(!showsPhrase)
        #expect(!showsKey)
    }
}
