import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZilliqaKit

/// `wallet backup --format zilliqa|ethereum`: the saved keystore, or the key locked again in
/// Ethereum's form for geth, MetaMask and eth-account.
@Suite("zhip-cli wallet backup --format", .container)
struct WalletBackupFormatTests {
    /// A temporary home holding alice's wallet, restored with ``Wallets/password``.
    private static func aliceHome() async throws -> TestHome {
        let home = try TestHome()
        try await home.restoreAlice()
        return home
    }

    @Test("--format ethereum --out writes an Ethereum keystore (its MAC verifies as Ethereum's) of the wallet's key")
    func ethereumToFile() async throws {
        let home = try await Self.aliceHome()
        let out = home.directory.file("metamask.json")

        let result = await home.run(
            ["wallet", "backup", "--format", "ethereum", "--out", out, "--json"], environment: Wallets.environment)

        #expect(result.code == .success, "\(result.errors)")
        let unlocked = try Keystore(json: Data(contentsOf: URL(fileURLWithPath: out))).unlock(
            password: SecretText(Wallets.password))
        #expect(unlocked.dialect == .ethereum)
        #expect(unlocked.key == (try PrivateKey(hex: KnownKey.privateKey)))
        #expect(try permissions(out) == 0o600)
        let json = try result.json()
        #expect(json["format"] as? String == "ethereum")
        #expect(json["evm"] as? [String: String] == ["address": KnownKey.evmAddress])
    }

    @Test("the Ethereum keystore names the EVM address as geth does: lowercase, without 0x")
    func ethereumNamesEVMAddress() async throws {
        let home = try await Self.aliceHome()

        let result = await home.run(["wallet", "backup", "--format", "ethereum"], environment: Wallets.environment)

        let object = try json(result.output)
        #expect(object["address"] as? String == String(KnownKey.evmAddress.dropFirst(2)).lowercased())
    }

    @Test("--format ethereum --json on standard output: the addresses, the format and the keystore")
    func ethereumJSON() async throws {
        let home = try await Self.aliceHome()

        let result = await home.run(
            ["wallet", "backup", "--format", "ethereum", "--json"], environment: Wallets.environment)

        #expect(try result.json().keys.sorted() == ["address", "evm", "format", "keystore"])
    }

    @Test("--format zilliqa is the default: the saved keystore as before, no password asked")
    func zilliqaUnchanged() async throws {
        let home = try await Self.aliceHome()

        let named = await home.run(["wallet", "backup", "--format", "zilliqa"])
        let plain = await home.run(["wallet", "backup"])

        #expect(named.code == .success)
        #expect(named.output == plain.output)
        #expect(named.echoModes.isEmpty)
    }

    @Test("a wrong password: exit 1 saying so, and no file written")
    func wrongPassword() async throws {
        let home = try await Self.aliceHome()
        let out = home.directory.file("metamask.json")

        let result = await home.run(
            ["wallet", "backup", "--format", "ethereum", "--out", out],
            environment: ["ZHIP_PASSWORD": "not the password"])

        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix("Error: the encryption password does not unlock the saved wallet"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("--format ethereum with --reveal-private-key is a usage error")
    func withReveal() async {
        let result = await zhip(["wallet", "backup", "--format", "ethereum", "--reveal-private-key"])

        #expect(result.code == .usageError)
        #expect(result.errors.hasPrefix("Error: --format chooses the keystore's"))
    }
}
