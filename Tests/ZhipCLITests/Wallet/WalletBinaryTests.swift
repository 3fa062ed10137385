import ChildProcesses
import Foundation
import Testing
import ZilliqaKit

/// The built `zhip-cli` with a saved wallet, against the built `zhip-devnet`, each a real process.
@Suite("zhip-cli wallet binary, end to end")
struct WalletBinaryTests {

    /// A home of its own holding alice's wallet, restored with the binary.
    private func homeWithAlice(_ directory: TemporaryDirectory) async throws -> [String] {
        let home = directory.file("home")
        let keyFile = try directory.write("alice.key", KnownKey.privateKey + "\n")
        let restored = try await EndToEndTests.run(
            ["wallet", "restore", "--private-key-file", keyFile, "--home", home], environment: Wallets.environment)
        try #require(restored.status == 0, "restore failed: \(restored.errors)")
        return ["--home", home]
    }

    @Test("wallet create: exit 0, the secure file 0600 in a 0700 directory, the password nowhere in the output")
    func create() async throws {
        let directory = try TemporaryDirectory()
        let home = directory.file("home")
        let result = try await EndToEndTests.run(
            ["wallet", "create", "--raw-key", "--home", home, "--json"],
            environment: ["ZHIP_PASSWORD": "unmistakable-secret-42"])
        #expect(result.status == 0)
        #expect(try json(result.output)["origin"] as? String == "generated")
        #expect(!(result.output + result.errors).contains("unmistakable-secret-42"))
        #expect(try permissions(home + "/data/secure.json") == 0o600)
        #expect(try permissions(home + "/data") == 0o700)
    }

    @Test("balance without an address shows the saved wallet's balance")
    func balanceOfSavedWallet() async throws {
        let directory = try TemporaryDirectory()
        let home = try await homeWithAlice(directory)
        let devnet = try await DevnetProcess.start()
        defer { devnet.stop() }
        let result = try await EndToEndTests.run(["balance", "--json"] + home + devnet.networkArguments)
        #expect(result.status == 0)
        let report = try json(result.output)
        #expect(report["address"] as? [String: String] == KnownKey.addressForms)
        #expect(report["balance"] as? [String: String] == ["qa": "1000000000000000", "zil": "1000"])
    }

    @Test("send without --keystore pays from the saved wallet, on the network saved in settings")
    func sendFromSavedWallet() async throws {
        let directory = try TemporaryDirectory()
        let home = try await homeWithAlice(directory)
        let devnet = try await DevnetProcess.start()
        defer { devnet.stop() }
        let url = "http://127.0.0.1:\(devnet.port)"
        let network = try await EndToEndTests.run(
            ["settings", "set", "network", url, "--chain-id", "222"] + home)
        #expect(network.status == 0)
        let sent = try await EndToEndTests.run(
            ["send", "--to", Wallets.bob.address.bech32, "--amount", "1.5", "--yes", "--json"] + home,
            environment: Wallets.environment)
        #expect(sent.status == 0, "send failed: \(sent.errors)")
        #expect(try json(sent.output)["status"] as? String == "confirmed")
        let bob = try await EndToEndTests.run(["balance", Wallets.bob.address.bech32, "--json"] + home)
        #expect(try json(bob.output)["balance"] as? [String: String] == ["qa": "1500000000000", "zil": "1.5"])
        #expect(!(sent.output + sent.errors).localizedCaseInsensitiveContains(KnownKey.privateKey))
    }

    @Test("balance and send without an address in a home without a wallet: exit 1, the home named")
    func noSavedWallet() async throws {
        let directory = try TemporaryDirectory()
        let home = directory.file("home")
        let balance = try await EndToEndTests.run(["balance", "--home", home, "--network", "devnet"])
        #expect(balance.status == 1)
        #expect(balance.errors.hasPrefix("Error: no wallet is saved in \(home)/data"))
        let send = try await EndToEndTests.run(
            [
                "send", "--to", Wallets.bob.address.bech32, "--amount", "1", "--yes", "--home", home, "--network",
                "devnet",
            ],
            environment: Wallets.environment)
        #expect(send.status == 1)
        #expect(send.errors.hasPrefix("Error: no wallet is saved in \(home)/data"))
    }
}
