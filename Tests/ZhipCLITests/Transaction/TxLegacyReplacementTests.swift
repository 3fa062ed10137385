import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `tx speedup` and `tx cancel` of a pending legacy (zil1) transfer on an in-process zhip-devnet
/// whose blocks are held, each block then mined by the test: signed again from the legacy account
/// at its Zilliqa nonce, where the era takes it.
@Suite("zhip-cli tx speedup and tx cancel of a legacy transfer", .container)
struct TxLegacyReplacementTests {
    let directory: TemporaryDirectory
    let keystore: String

    init() throws {
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    /// Sends 1 ZIL from alice's legacy account to bob's at `gasPrice` Li, not waiting: its id with `0x`.
    private func pendingLegacyPayment(on devnet: Devnet, gasPrice: String = "2000") async throws -> String {
        let sent = await zhip(
            [
                "send", "--keystore", keystore, "--account", "legacy", "--to", Wallets.bob.address.bech32,
                "--amount", "1", "--gas-price", gasPrice, "--yes", "--no-wait", "--json",
            ] + devnet.networkArguments, environment: Wallets.environment)
        try #require(sent.code == .success, "\(sent.errors)")
        return "0x" + (try sent.jsonID().hex)
    }

    /// How many transactions from alice's legacy account the devnet received (the era's probes come from another key).
    private func aliceSent(on devnet: Devnet) -> Int {
        devnet.control.received.summary(sender: Wallets.alice.address).received
    }

    private func replace(_ command: String, _ hash: String, on devnet: Devnet, _ extra: [String] = []) async
        -> CLIResult
    {
        await zhip(
            ["tx", command, hash, "--keystore", keystore, "--yes", "--json"] + extra + devnet.networkArguments,
            environment: Wallets.environment)
    }

    @Test("a legacy transfer sped up is replaced at its Zilliqa nonce: only the replacement is mined, bob paid once")
    func speedUpReplacesALegacyTransfer() async throws {
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let original = try await pendingLegacyPayment(on: devnet)

            let sped = await replace("speedup", original, on: devnet)
            devnet.ledger.sealBlock()

            #expect(sped.code == .success, "\(sped.errors)")
            let report = try sped.json()
            let replacement = try #require(report["replacement"] as? [String: Any])
            #expect(replacement["outcome"] as? String == "replaced")
            #expect(replacement["replaces"] as? String == original)
            #expect(report["nonce"] as? Int == 1)
            // The pending one's 2000 Li raised by 10%.
            #expect((report["gasPrice"] as? [String: Any])?["li"] as? String == "2200")
            #expect(devnet.balance(of: Wallets.bob) == Amount(1, unit: .zil))
            #expect(devnet.nonce(of: Wallets.alice) == 1)
        }
    }

    @Test("a legacy transfer cancelled while legacy payments execute leaves bob unpaid: 0 ZIL to alice is mined")
    func cancelLeavesBobUnpaid() async throws {
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let original = try await pendingLegacyPayment(on: devnet)
            let before = devnet.balance(of: Wallets.alice)

            let cancelled = await replace("cancel", original, on: devnet)
            devnet.ledger.sealBlock()

            #expect(cancelled.code == .success, "\(cancelled.errors)")
            #expect((try cancelled.json()["replacement"] as? [String: Any])?["outcome"] as? String == "replaced")
            #expect(devnet.balance(of: Wallets.bob) == .zero)
            // Only the cancel's fee left: 50 gas at 2200 Li.
            #expect(before.qa - devnet.balance(of: Wallets.alice).qa == Amount(110_000, unit: .li).qa)
        }
    }

    @Test("a legacy cancel once only escrow lodgings are taken is refused by rule legacy-era: exit 2, nothing sent")
    func cancelRefusedInTheEscrowEra() async throws {
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let original = try await pendingLegacyPayment(on: devnet)
            devnet.ledger.setEras(EraSchedule(.escrowOnly))
            let received = aliceSent(on: devnet)

            let cancelled = await replace("cancel", original, on: devnet)

            #expect(cancelled.code == .refused, "\(cancelled.errors)")
            #expect(cancelled.errors.contains("(rule legacy-era)"), "\(cancelled.errors)")
            #expect(aliceSent(on: devnet) == received)
        }
    }

    @Test("a legacy speed-up priced below the pending transfer is refused by rule replacement-price before signing")
    func tooLowIsRefused() async throws {
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let original = try await pendingLegacyPayment(on: devnet, gasPrice: "3000")
            let received = aliceSent(on: devnet)

            let sped = await replace("speedup", original, on: devnet, ["--max-fee", "2500"])

            #expect(sped.code == .refused, "\(sped.errors)")
            #expect(sped.errors.contains("(rule replacement-price)"), "\(sped.errors)")
            #expect(sped.errors.contains("offer at least 3000 Li"), "\(sped.errors)")
            #expect(aliceSent(on: devnet) == received)
        }
    }
}
