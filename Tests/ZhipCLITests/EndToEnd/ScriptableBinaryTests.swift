import ChildProcesses
import Foundation
import Testing
import ZhipCoreTestSupport

/// Every scriptable wallet command as people script it: the built `zhip-cli`, a real process,
/// in a temporary home, with its password and pincode from the environment. (Network commands
/// against a zhip-devnet process are in WalletBinaryTests and TxBinaryTests.)
@Suite("zhip-cli scripted, end to end")
struct ScriptableBinaryTests {
    static let password = "correct-horse-battery-9"
    static let environment = ["ZHIP_PASSWORD": password, "ZHIP_PINCODE": "0258"]

    /// A fresh home; with `wallet`, one holding a wallet made by `wallet create`. The directory is
    /// removed when the returned `TemporaryDirectory` is released: keep it for the whole test.
    private func home(wallet: Bool = true) async throws -> (TemporaryDirectory, [String]) {
        let directory = try TemporaryDirectory()
        let home = ["--home", directory.file("home")]
        if wallet {
            let created = try await zhip(["wallet", "create", "--raw-key"] + home)
            try #require(created.status == 0, "wallet create failed: \(created.errors)")
        }
        return (directory, home)
    }

    private func zhip(_ arguments: [String], environment: [String: String] = Self.environment) async throws
        -> ChildProcessResult
    {
        try await EndToEndTests.run(arguments, environment: environment)
    }

    @Test("wallet create refuses to replace a saved wallet: exit 1, nothing changed")
    func createTwice() async throws {
        let (directory, home) = try await home()
        defer { withExtendedLifetime(directory) {} }
        let before = try await zhip(["wallet", "show", "--json"] + home)
        let again = try await zhip(["wallet", "create", "--raw-key"] + home)
        let after = try await zhip(["wallet", "show", "--json"] + home)
        #expect(again.status == 1)
        #expect(again.errors.hasPrefix("Error: a wallet"))
        #expect(before.output == after.output)
    }

    @Test("wallet show without a wallet: exit 1 naming the home")
    func showWithoutWallet() async throws {
        let (directory, home) = try await home(wallet: false)
        defer { withExtendedLifetime(directory) {} }
        let result = try await zhip(["wallet", "show"] + home)
        #expect(result.status == 1)
        #expect(result.errors.contains("no wallet is saved in \(home[1])/data"))
    }

    @Test("wallet backup prints the keystore, which decrypts with the password, and no private key")
    func backup() async throws {
        let (directory, home) = try await home()
        let backup = try await zhip(["wallet", "backup", "--out", directory.file("backup.json")] + home)
        let shown = try await zhip(
            ["keystore", "show", directory.file("backup.json"), "--json"], environment: Self.environment)
        #expect(backup.status == 0)
        #expect(shown.status == 0)
        #expect(try json(shown.output)["privateKey"] == nil)
    }

    @Test("wallet backup --reveal-private-key prints the key only when asked, and a wrong password reveals nothing")
    func revealPrivateKey() async throws {
        let (directory, home) = try await home()
        defer { withExtendedLifetime(directory) {} }
        let revealed = try await zhip(["wallet", "backup", "--reveal-private-key", "--json"] + home)
        let refused = try await zhip(
            ["wallet", "backup", "--reveal-private-key"] + home,
            environment: ["ZHIP_PASSWORD": "not-the-password-1"])
        #expect(revealed.status == 0)
        #expect((try json(revealed.output)["privateKey"] as? String)?.count == 64)
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty)
    }

    @Test("wallet restore of a bad key: exit 1 with Zhip's message, nothing saved")
    func restoreBadKey() async throws {
        let (directory, home) = try await home(wallet: false)
        let key = try directory.write("zero.key", String(repeating: "0", count: 64) + "\n")
        let result = try await zhip(["wallet", "restore", "--private-key-file", key] + home)
        #expect(result.status == 1)
        #expect(result.errors.contains("Bad private key"))
        #expect(try await zhip(["wallet", "show"] + home).status == 1)
    }

    @Test("wallet remove without --yes and without a terminal is a usage error; with --yes the wallet is gone")
    func remove() async throws {
        let (directory, home) = try await home()
        defer { withExtendedLifetime(directory) {} }
        let unconfirmed = try await zhip(["wallet", "remove"] + home)
        let confirmed = try await zhip(["wallet", "remove", "--yes"] + home)
        #expect(unconfirmed.status == 64)
        #expect(confirmed.status == 0)
        #expect(try await zhip(["wallet", "show"] + home).status == 1)
    }

    @Test("pincode set, then a wrong pincode does not remove it, then the right one does")
    func pincode() async throws {
        let (directory, home) = try await home()
        defer { withExtendedLifetime(directory) {} }
        let set = try await zhip(["pincode", "set"] + home)
        let wrong = try await zhip(["pincode", "remove"] + home, environment: ["ZHIP_PINCODE": "0111"])
        let right = try await zhip(["pincode", "remove"] + home)
        #expect(set.status == 0)
        #expect(wrong.status == 1)
        #expect(wrong.errors.contains("Incorrect PIN"))
        #expect(right.status == 0)
        #expect(!(set.output + set.errors + wrong.errors + right.output).containsStandalone("0258"))
    }

    @Test("settings set then get round-trips, and an unknown setting is a usage error listing the keys")
    func settings() async throws {
        let (directory, home) = try await home(wallet: false)
        defer { withExtendedLifetime(directory) {} }
        let set = try await zhip(["settings", "set", "crash-reporting", "yes"] + home)
        let get = try await zhip(["settings", "get", "crash-reporting", "--json"] + home)
        let unknown = try await zhip(["settings", "set", "colour", "blue"] + home)
        #expect(set.status == 0)
        #expect(try json(get.output)["crash-reporting"] as? String == "yes")
        #expect(unknown.status == 64)
        #expect(unknown.errors.contains("network, crash-reporting"))
    }

    @Test("receive --account legacy --json gives the saved wallet's address, the link and the QR payload")
    func receive() async throws {
        let (directory, home) = try await home()
        defer { withExtendedLifetime(directory) {} }
        let shown = try await json(try zhip(["wallet", "show", "--json"] + home).output)
        let result = try await zhip(["receive", "--account", "legacy", "--amount", "1.5", "--json"] + home)
        let report = try json(result.output)
        let bech32 = try #require((shown["address"] as? [String: String])?["bech32"])
        #expect(result.status == 0)
        #expect(report["qr"] as? String == "zilliqa://\(bech32)?amount=1500000000000")
    }

    @Test("--version prints the version and help prints the manual")
    func versionAndHelp() async throws {
        let version = try await zhip(["--version"])
        let help = try await zhip(["help"])
        #expect(version.status == 0)
        #expect(version.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
        #expect(help.status == 0)
        #expect(help.output.contains("EXIT STATUS"))
    }
}
