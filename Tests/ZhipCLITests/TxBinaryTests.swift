import Foundation
import Testing
import ZilliqaKit

/// A `zhip-devnet` process on a free port, funding alice with 1000 ZIL and confirming at once,
/// plus `extraArguments` (`--state`, `--fail-mode`, …); terminated when stopped or released,
/// whatever happened.
final class DevnetProcess {
    let process = Process()
    /// The port from its first line of output.
    let port: UInt16

    init(extraArguments: [String] = []) throws {
        let binary = try EndToEndTests.binary().deletingLastPathComponent().appendingPathComponent("zhip-devnet")
        process.executableURL = binary
        process.arguments =
            ["--port", "0", "--block-time", "0", "--genesis-key", KnownKey.privateKey + ":1000"]
            + extraArguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // A devnet that never prints its port is killed, which ends the read below.
        let process = self.process
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + EndToEndTests.processDeadline, execute: watchdog)
        defer { watchdog.cancel() }
        var bytes: [UInt8] = []
        while !bytes.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            bytes += chunk
        }
        let line = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        guard let port = UInt16(line) else {
            process.terminate()
            process.waitUntilExit()
            throw DevnetProcessError.noPort(line)
        }
        self.port = port
    }

    deinit { stop() }

    /// `--network http://127.0.0.1:<port> --chain-id 222`.
    var networkArguments: [String] { ["--network", "http://127.0.0.1:\(port)", "--chain-id", "222"] }

    /// Terminates the process and waits for it; safe to call more than once.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

enum DevnetProcessError: Error {
    case noPort(String)
}

/// The built `zhip-cli` against the built `zhip-devnet`, each a real process.
@Suite("zhip-cli binary against a zhip-devnet process")
struct TxBinaryTests {

    /// An environment with the test password and a home of its own.
    private func environment(_ directory: TemporaryDirectory) -> [String: String] {
        ["ZHIP_PASSWORD": Wallets.password, "ZHIP_HOME": directory.path]
    }

    @Test("balance of the genesis account and of a never-funded one")
    func balance() async throws {
        let devnet = try DevnetProcess()
        defer { devnet.stop() }
        let funded = try await EndToEndTests.runOffPool(
            ["balance", KnownKey.bech32, "--json"] + devnet.networkArguments)
        let empty = try await EndToEndTests.runOffPool(
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
        let devnet = try DevnetProcess()
        defer { devnet.stop() }
        let out = directory.file("tx.json")
        let signed = try await EndToEndTests.runOffPool(
            [
                "tx", "sign", "--keystore", keystore, "--to", Wallets.bob.address.bech32, "--amount", "2", "--nonce",
                "1",
                "--out", out, "--json",
            ] + devnet.networkArguments,
            environment: environment(directory))
        #expect(signed.status == 0)
        let sent = try await EndToEndTests.runOffPool(["tx", "send", out, "--json"] + devnet.networkArguments)
        #expect(sent.status == 0)
        let id = try #require(try json(sent.output)["id"] as? String)
        #expect(try json(signed.output)["id"] as? String == id)
        let status = try await EndToEndTests.runOffPool(["tx", "status", id, "--json"] + devnet.networkArguments)
        #expect(status.status == 0)
        #expect(try json(status.output)["status"] as? String == "confirmed")
        let balance = try await EndToEndTests.runOffPool(
            ["balance", Wallets.bob.address.bech32, "--json"] + devnet.networkArguments)
        #expect((try json(balance.output)["balance"] as? [String: String])?["zil"] == "2")
    }

    @Test("send --yes --json: exit 0, one JSON object, and the balances moved")
    func send() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let devnet = try DevnetProcess()
        defer { devnet.stop() }
        let result = try await EndToEndTests.runOffPool(
            ["send", "--keystore", keystore, "--to", Wallets.bob.address.hex, "--amount", "0.5", "--yes", "--json"]
                + devnet.networkArguments,
            environment: environment(directory))
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(result.output.split(separator: "\n").count == 1)
        #expect(try json(result.output)["status"] as? String == "confirmed")
        let sender = try await EndToEndTests.runOffPool(
            ["balance", KnownKey.bech32, "--json"] + devnet.networkArguments)
        #expect((try json(sender.output)["balance"] as? [String: String])?["zil"] == "999.4")
    }

    @Test("send below the minimum gas price exits 2 with one error line; without --yes and a terminal, 64")
    func refusals() async throws {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let devnet = try DevnetProcess()
        defer { devnet.stop() }
        let send = ["send", "--keystore", keystore, "--to", Wallets.bob.address.hex, "--amount", "0.5"]
        let cheap = try await EndToEndTests.runOffPool(
            send + ["--yes", "--gas-price", "1000"] + devnet.networkArguments, environment: environment(directory))
        let unasked = try await EndToEndTests.runOffPool(
            send + devnet.networkArguments, environment: environment(directory))
        #expect(cheap.status == 2)
        #expect(
            cheap.errors.hasPrefix("Error: --gas-price 1000 Li: Must be at least 2,000 Li")
                && cheap.errors.split(separator: "\n").count == 1)
        #expect(unasked.status == 64)
        #expect(unasked.errors.hasPrefix("Error: send asks for confirmation on a terminal"))
    }

    @Test("tx status of an id the node does not have exits 3")
    func statusPending() async throws {
        let devnet = try DevnetProcess()
        defer { devnet.stop() }
        let result = try await EndToEndTests.runOffPool(
            ["tx", "status", String(repeating: "0", count: 64)] + devnet.networkArguments)
        #expect(result.status == 3)
        #expect(result.errors.isEmpty)
    }
}
