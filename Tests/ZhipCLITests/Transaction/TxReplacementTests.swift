import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `tx speedup` and `tx cancel` on an in-process zhip-devnet whose blocks are held (one an hour),
/// each block then mined by the test: which of the pending payment and its replacement is mined.
@Suite("zhip-cli tx speedup and tx cancel", .container)
struct TxReplacementTests {
    let home: TestHome

    init() throws {
        home = try TestHome()
    }

    /// Sends 1 ZIL from alice's EVM account to bob's, not waiting: its hash.
    private func pendingPayment(on devnet: Devnet, _ extra: [String] = []) async throws -> String {
        let sent = await home.run(
            [
                "send", "--yes", "--no-wait", "--json", "--account", "evm", "--to", Wallets.bob.evmAddress.checksummed,
                "--amount", "1",
            ] + extra + devnet.networkArguments, environment: Wallets.environment)
        try #require(sent.code == .success, "\(sent.errors)")
        return try #require(try sent.json()["hash"] as? String)
    }

    /// `tx status HASH --json`'s status.
    private func status(_ hash: String, on devnet: Devnet) async throws -> String? {
        let looked = await home.run(["tx", "status", hash, "--json"] + devnet.networkArguments)
        return try looked.json()["status"] as? String
    }

    @Test("a speed-up replaces the pending payment: the node holds the replacement, and only it is mined")
    func speedUpReplaces() async throws {
        try await home.restoreAlice()
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let original = try await pendingPayment(on: devnet)

            let sped = await home.run(
                ["tx", "speedup", original, "--yes", "--json"] + devnet.networkArguments,
                environment: Wallets.environment)
            devnet.ledger.sealBlock()

            #expect(sped.code == .success, "\(sped.errors)")
            let report = try sped.json()
            let replacement = try #require(report["replacement"] as? [String: Any])
            #expect(replacement["outcome"] as? String == "replaced")
            #expect(replacement["took"] as? Bool == true)
            #expect(replacement["replaces"] as? String == original)
            #expect(report["nonce"] as? Int == 0)
            let hash = try #require(report["hash"] as? String)
            #expect(hash != original)
            #expect(try await status(hash, on: devnet) == "success")
            #expect(try await status(original, on: devnet) == "unknown")
        }
    }

    @Test("a cancel leaves the recipient unpaid: a transfer of nothing to the account itself is mined instead")
    func cancelLeavesRecipientUnpaid() async throws {
        try await home.restoreAlice()
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let original = try await pendingPayment(on: devnet)
            let bob = Address(Wallets.bob.evmAddress)
            let before = devnet.ledger.account(bob)?.wei.wei ?? 0

            let cancelled = await home.run(
                ["tx", "cancel", original, "--yes", "--json"] + devnet.networkArguments,
                environment: Wallets.environment)
            devnet.ledger.sealBlock()

            #expect(cancelled.code == .success, "\(cancelled.errors)")
            let report = try cancelled.json()
            #expect((report["replacement"] as? [String: Any])?["outcome"] as? String == "replaced")
            #expect((devnet.ledger.account(bob)?.wei.wei ?? 0) == before)
            let hash = try #require(report["hash"] as? String)
            #expect(try await status(hash, on: devnet) == "success")
            #expect(try await status(original, on: devnet) == "unknown")
        }
    }

    @Test("a replacement priced below the pending one is refused before signing: exit 2, nothing sent")
    func tooLowIsRefusedBeforeSigning() async throws {
        try await home.restoreAlice()
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let original = try await pendingPayment(on: devnet, ["--max-fee", "10000gwei"])
            let received = devnet.control.received.summary().received

            let sped = await home.run(
                ["tx", "speedup", original, "--max-fee", "6000gwei", "--yes"] + devnet.networkArguments,
                environment: Wallets.environment)

            #expect(sped.code == .refused, "\(sped.errors)")
            #expect(sped.errors.contains("nothing was signed"), "\(sped.errors)")
            #expect(sped.errors.contains("(rule replacement-price)"), "\(sped.errors)")
            #expect(devnet.control.received.summary().received == received)
            #expect(try await status(original, on: devnet) == "pending")
        }
    }

    @Test("a transaction already mined is refused with what happened, and nothing is sent")
    func minedIsRefused() async throws {
        try await home.restoreAlice()
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let original = try await pendingPayment(on: devnet)
            devnet.ledger.sealBlock()
            let received = devnet.control.received.summary().received

            let cancelled = await home.run(
                ["tx", "cancel", original, "--yes"] + devnet.networkArguments, environment: Wallets.environment)

            #expect(cancelled.code == .refused, "\(cancelled.errors)")
            #expect(cancelled.errors.contains("was mined in block"), "\(cancelled.errors)")
            #expect(devnet.control.received.summary().received == received)
        }
    }

    @Test("a payment priced below the network's gas price now is stuck: tx status names tx speedup, which fixes it")
    func underpricedIsStuckAndSpeedUpFixesIt() async throws {
        try await home.restoreAlice()
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let original = try await pendingPayment(on: devnet)
            devnet.ledger.setMinimumGasPrice(Amount(4000, unit: .li))

            let looked = await home.run(["tx", "status", original] + devnet.networkArguments)
            let json = await home.run(["tx", "status", original, "--json"] + devnet.networkArguments)
            let history = await home.run(["history", "--account", "evm"] + devnet.networkArguments)
            let historyJSON = await home.run(["history", "--account", "evm", "--json"] + devnet.networkArguments)
            let sped = await home.run(
                ["tx", "speedup", original, "--yes", "--json"] + devnet.networkArguments,
                environment: Wallets.environment)
            devnet.ledger.sealBlock()

            #expect(looked.code == .notConfirmed)
            #expect(looked.output.contains("pending, stuck: priced at"), "\(looked.output)")
            #expect(looked.output.contains("zhip-cli tx speedup \(original)"), "\(looked.output)")
            let stuck = try #require(try json.json()["stuck"] as? [String: Any])
            #expect(stuck["reason"] as? String == "underpriced")
            #expect((stuck["fix"] as? String)?.contains("zhip-cli tx speedup \(original)") == true)
            #expect(history.output.contains("stuck: priced at"), "\(history.output) \(history.errors)")
            #expect(history.output.contains("fix: 'zhip-cli tx speedup \(original)'"), "\(history.output)")
            let entries = try #require(try historyJSON.json()["entries"] as? [[String: Any]])
            let pending = try #require(entries.first { $0["hash"] as? String == original })
            #expect((pending["stuck"] as? [String: Any])?["reason"] as? String == "underpriced")
            #expect(sped.code == .success, "\(sped.errors)")
            let hash = try #require(try sped.json()["hash"] as? String)
            #expect(try await status(hash, on: devnet) == "success")
        }
    }
}
