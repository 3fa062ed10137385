import ChildProcesses
import Foundation
import Testing
import ZilliqaKit

/// The built `zhip-cli` against the built `zhip-devnet`, each a real process.
@Suite("zhip-cli binary against a zhip-devnet process")
struct TxBinaryTests {

    /// An environment with the test password and a home of its own.
    private func environment(_ directory: TemporaryDirectory) -> [String: String] {
        ["ZHIP_PASSWORD": Wallets.password, "ZHIP_HOME": directory.path]
    }

    @Test("balance of the genesis account and of a never-funded one")
    func balance() async throws {
        let devnet = try await DevnetProcess.start()
        defer { devnet.stop() }
        let funded = try await EndToEndTests.run(
            ["balance", KnownKey.bech32, "--json"] + devnet.networkArguments)
        let empty = try await EndToEndTests.run(
            ["balance", Wallets.bob.address.bech32, "--json"] + devnet.networkArguments)
        #expect(funded.status == 0 && funded.errors.isEmpty)
        #expect(try json(funded.output)["balance"] as? [String: String] == ["qa": "1000000000000000", "zil": "1000"])
        #expect(empty.status == 0)
        #expect(try json(empty.output)["balance"] as? [String: String] == ["qa": "0", "zil": "0"])
    }

    @Test("tx sign to a file, tx send, tx status: exit codes 0 and the receipt")
    func signSendStatus() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let devnet = try await DevnetProcess.start()
        defer { devnet.stop() }
        let out = directory.file("tx.json")
        let signed = try await EndToEndTests.run(
            [
                "tx", "sign", "--account", "legacy", "--keystore", keystore, "--to", Wallets.bob.address.bech32,
                "--amount", "2", "--nonce", "1",
                "--out", out, "--json",
            ] + devnet.networkArguments,
            environment: environment(directory))
        #expect(signed.status == 0)
        let sent = try await EndToEndTests.run(["tx", "send", out, "--json"] + devnet.networkArguments)
        #expect(sent.status == 0)
        let id = try #require(try json(sent.output)["id"] as? String)
        #expect(try json(signed.output)["id"] as? String == id)
        let status = try await EndToEndTests.run(["tx", "status", id, "--json"] + devnet.networkArguments)
        #expect(status.status == 0)
        #expect(try json(status.output)["status"] as? String == "confirmed")
        let balance = try await EndToEndTests.run(
            ["balance", Wallets.bob.address.bech32, "--json"] + devnet.networkArguments)
        #expect((try json(balance.output)["balance"] as? [String: String])?["zil"] == "2")
    }

    @Test("send --yes --json: exit 0, one JSON object, and the balances moved")
    func send() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let devnet = try await DevnetProcess.start()
        defer { devnet.stop() }
        let result = try await EndToEndTests.run(
            ["send", "--keystore", keystore, "--to", Wallets.bob.address.hex, "--amount", "0.5", "--yes", "--json"]
                + devnet.networkArguments,
            environment: environment(directory))
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(result.output.split(separator: "\n").count == 1)
        #expect(try json(result.output)["status"] as? String == "confirmed")
        let sender = try await EndToEndTests.run(
            ["balance", KnownKey.bech32, "--json"] + devnet.networkArguments)
        #expect((try json(sender.output)["balance"] as? [String: String])?["zil"] == "999.4")
    }

    @Test("send below the minimum gas price exits 2 (rule fee-floor) with one error line; without --yes, 64")
    func refusals() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let devnet = try await DevnetProcess.start()
        defer { devnet.stop() }
        let send = ["send", "--keystore", keystore, "--to", Wallets.bob.address.hex, "--amount", "0.5"]
        let cheap = try await EndToEndTests.run(
            send + ["--yes", "--gas-price", "1000"] + devnet.networkArguments, environment: environment(directory))
        let unasked = try await EndToEndTests.run(
            send + devnet.networkArguments, environment: environment(directory))
        #expect(cheap.status == 2)
        #expect(
            cheap.errors.hasPrefix("Error: the price offered, 1000 Li a gas, is below the network's 2000 Li")
                && cheap.errors.split(separator: "\n").count == 1)
        #expect(unasked.status == 64)
        #expect(unasked.errors.hasPrefix("Error: send asks for confirmation on a terminal"))
    }

    @Test("tx status of an id the node does not have exits 3")
    func statusPending() async throws {
        let devnet = try await DevnetProcess.start()
        defer { devnet.stop() }
        let result = try await EndToEndTests.run(
            ["tx", "status", String(repeating: "0", count: 64)] + devnet.networkArguments)
        #expect(result.status == 3)
        #expect(result.errors.isEmpty)
    }
}
