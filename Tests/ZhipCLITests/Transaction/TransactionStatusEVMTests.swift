import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

@Suite(
    "zhip-cli tx status of an EVM hash, and of a legacy id with or without 0x",
    .container { $0.preferences.register { .inMemory() } })
struct TransactionStatusEVMTests {
    @Test("a 0x hash the node does not have is unknown, exit 3")
    func unknownHash() async throws {
        try await withDevnet { devnet async throws in
            let hash = "0x" + String(repeating: "ab", count: 32)

            let result = await zhip(["tx", "status", hash, "--json"] + devnet.networkArguments)
            let human = await zhip(["tx", "status", hash] + devnet.networkArguments)

            #expect(result.code == ExitCode(3))
            #expect(try result.json()["kind"] as? String == "evm")
            #expect(try result.json()["status"] as? String == "unknown")
            #expect(try result.json()["blockNumber"] == nil)
            #expect(human.output.contains("status: unknown to the node at "))
        }
    }

    @Test("a legacy id (64 hex, no 0x) is looked up as before, its JSON now saying kind legacy")
    func legacyKind() async throws {
        try await withDevnet { devnet async throws in
            let result = await zhip(
                ["tx", "status", String(repeating: "ab", count: 32), "--json"] + devnet.networkArguments)

            #expect(result.code == ExitCode(3))
            #expect(try result.json().keys.sorted() == ["id", "kind", "network", "status"])
            #expect(try result.json()["kind"] as? String == "legacy")
        }
    }

    /// Alice pays bob 1 ZIL from her legacy account on `devnet` (`--no-wait` when told); its id.
    func payLegacy(on devnet: Devnet, wait: Bool = true) async throws -> String {
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(in: directory)
        let sent = await zhip(
            [
                "send", "--keystore", keystore, "--account", "legacy", "--to", Wallets.bob.address.bech32, "--amount",
                "1",
                "--yes", "--json",
            ] + (wait ? [] : ["--no-wait"]) + devnet.networkArguments,
            environment: Wallets.environment)
        try #require(sent.code == .success, "\(sent.errors)")
        return try sent.jsonID().hex
    }

    @Test("a mined legacy payment's id written with 0x, as history prints it, is confirmed, exit 0, as without")
    func aMinedLegacyIDWith0x() async throws {
        try await withDevnet { devnet async throws in
            let id = try await payLegacy(on: devnet)

            let bare = await zhip(["tx", "status", id, "--json"] + devnet.networkArguments)
            let prefixed = await zhip(["tx", "status", "0x" + id, "--json"] + devnet.networkArguments)
            let bareText = await zhip(["tx", "status", id] + devnet.networkArguments)
            let prefixedText = await zhip(["tx", "status", "0x" + id] + devnet.networkArguments)

            #expect(prefixed.code == .success, "\(prefixed.output)\(prefixed.errors)")
            #expect(try prefixed.json()["status"] as? String == "confirmed")
            #expect(try prefixed.json()["kind"] as? String == "legacy")
            #expect(prefixed.output == bare.output)
            #expect(prefixedText.output == bareText.output)
        }
    }

    @Test("a pending legacy payment's id written with 0x is pending, exit 3, as without")
    func aPendingLegacyIDWith0x() async throws {
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let id = try await payLegacy(on: devnet, wait: false)

            let bare = await zhip(["tx", "status", id, "--json"] + devnet.networkArguments)
            let prefixed = await zhip(["tx", "status", "0x" + id, "--json"] + devnet.networkArguments)

            #expect(prefixed.code == ExitCode(3))
            #expect(try prefixed.json()["status"] as? String == "pending")
            #expect(prefixed.output == bare.output)
        }
    }
}
