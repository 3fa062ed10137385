import ChildProcesses
import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The built `zhip-cli` sending through a `zhip-devnet` process started with `--fail-rate`,
/// `--fail-mode` and `--seed`, as someone would try it by hand; the devnet's `--state` file,
/// written when it stops, is the ledger's record.
@Suite("zhip-cli send binary through a zhip-devnet process with --fail-mode")
struct SendFaultBinaryTests {
    /// A devnet process with `faults` and a state file in `directory`, and the file's path.
    private func devnet(_ faults: [String], in directory: TemporaryDirectory) async throws -> (DevnetProcess, String) {
        let state = directory.file("state.json")
        return (try await DevnetProcess.start(extraArguments: ["--state", state] + faults), state)
    }

    /// `send --yes --json` of 1.5 ZIL from alice's keystore in `directory` to bob, two-second timeout.
    private func send(_ directory: TemporaryDirectory, on devnet: DevnetProcess) async throws
        -> ChildProcessResult
    {
        let keystore = try Wallets.keystore(in: directory)
        return try await EndToEndTests.run(
            ["send", "--keystore", keystore, "--to", Wallets.bob.address.bech32, "--amount", "1.5", "--yes", "--json"]
                + ["--timeout", "2"] + devnet.networkArguments,
            environment: ["ZHIP_PASSWORD": Wallets.password, "ZHIP_HOME": directory.file("home")])
    }

    /// The ledger the stopped devnet saved.
    private func savedLedger(_ path: String) throws -> LedgerSnapshot {
        try JSONDecoder().decode(LedgerSnapshot.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test(
        "--fail-rate 1: exit 1 and one error line naming the node, no trace; the saved ledger holds nothing",
        arguments: FaultMode.allCases)
    func persistentFaults(mode: FaultMode) async throws {
        let directory = try TemporaryDirectory()
        let (devnet, state) = try await devnet(["--fail-rate", "1", "--fail-mode", mode.rawValue], in: directory)
        defer { devnet.stop() }
        // Act
        let result = try await send(directory, on: devnet)
        await devnet.stopAndWait()
        // Assert
        #expect(result.status == 1)
        #expect(result.output.hasPrefix(#"{"error":{"code":"#))  // --json: the error as JSON too
        #expect(result.errors.hasPrefix("Error: ") && result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.contains("http://127.0.0.1:\(devnet.port)"))
        #expect(result.errors.contains(FaultPlans.reason(mode)), "\(result.errors)")
        #expect(!result.errors.contains(Wallets.password))
        let ledger = try savedLedger(state)
        #expect(ledger.transactions.isEmpty && ledger.pending.isEmpty)
    }

    @Test(
        "--fail-rate 0.5 --seed N: the whole send completes, and the saved ledger holds one payment",
        arguments: SendFaultTests.retriedModes)
    func passingFaults(mode: FaultMode) async throws {
        let directory = try TemporaryDirectory()
        let seed = try #require(FaultPlans.seed(rate: 0.5, startingWith: FaultPlans.wholeSendDraws))
        let (devnet, state) = try await devnet(
            ["--fail-rate", "0.5", "--fail-mode", mode.rawValue, "--seed", String(seed)], in: directory)
        defer { devnet.stop() }
        // Act
        let result = try await send(directory, on: devnet)
        await devnet.stopAndWait()
        // Assert
        #expect(result.status == 0, "\(result.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let ledger = try savedLedger(state)
        #expect(ledger.transactions.map(\.id.hex) == [try #require(json["id"] as? String)])
        #expect(ledger.pending.isEmpty)
        let accounts = Dictionary(uniqueKeysWithValues: ledger.accounts.map { ($0.address, $0) })
        #expect(accounts[Wallets.alice.address.hex]?.balance == (try Wallets.zil("998.4")))
        #expect(accounts[Wallets.alice.address.hex]?.nonce == 1)
        #expect(accounts[Wallets.bob.address.hex]?.balance == (try Wallets.zil("1.5")))
    }
}
