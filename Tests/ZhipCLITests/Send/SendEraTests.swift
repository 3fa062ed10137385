import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZhipTesting
import ZilliqaKit

@testable import ZhipCLI

/// `zhip-cli send` on each of zhip-devnet's eras of legacy transfers (`zq2-legacy-api.md`
/// section 7.2): it knows the era before signing and says it in words, and it lodges into the
/// migration escrow only when told to with its own flag.
@Suite("zhip-cli send on each era of legacy transfers", .container { $0.preferences.register { .inMemory() } })
struct SendEraTests {
    /// A send of 1 ZIL from alice's legacy account (her keystore) to `recipient` with `extra` arguments, on a fresh
    /// devnet in `era`, answering `input` (on a terminal when given); then `check` while the
    /// devnet still runs.
    private func send(
        on era: LegacyEra, to recipient: Address, _ extra: [String], input: [String] = [],
        check: (CLIResult, Devnet) throws -> Void
    ) async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        try await withDevnet { devnet async throws in
            devnet.ledger.setEras(EraSchedule(era))
            let arguments =
                [
                    "send", "--account", "legacy", "--keystore", file, "--to", recipient.bech32, "--amount", "1",
                    "--json",
                ]
                + extra
                + devnet.networkArguments
            let result = await zhip(arguments, input: input, environment: Wallets.environment, terminal: !input.isEmpty)
            try check(result, devnet)
        }
    }

    /// Nothing of alice's reached the devnet: no transaction confirmed or pending, her nonce unmoved.
    private func nothingFromAlice(_ devnet: Devnet) -> Bool {
        devnet.acceptedNothing && devnet.nonce(of: Wallets.alice) == 0
    }

    @Test("the legacy era sends as before: the payment is confirmed")
    func legacySends() async throws {
        try await send(on: .legacy, to: Wallets.bob.address, ["--yes"]) { result, devnet throws in
            #expect(result.code == .success, "\(result.errors)")
            #expect(devnet.balance(of: Wallets.bob) == (try Wallets.zil("1")))
        }
    }

    @Test("the disabled era refuses before signing: exit 2, the plain explanation, nothing of alice's sent")
    func disabledRefusesBeforeSigning() async throws {
        try await send(on: .disabled, to: Wallets.bob.address, ["--yes"]) { result, devnet throws in
            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("no longer accepts legacy (zil1) transfers"), "\(result.errors)")
            #expect(result.errors.contains("nothing was signed"))
            #expect(result.errors.contains("your balance is safe and can still be read"))
            #expect(result.errors.hasSuffix("(rule legacy-era)\n"))
            #expect(nothingFromAlice(devnet))
        }
    }

    @Test("the escrow-only era refuses an ordinary payment before signing, naming the escrow to lodge into")
    func escrowOnlyRefusesOrdinaryPayment() async throws {
        try await send(on: .escrowOnly, to: Wallets.bob.address, ["--yes"]) { result, devnet throws in
            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("only into the migration escrow"), "\(result.errors)")
            #expect(result.errors.contains(Address.migrationEscrow.bech32))
            #expect(nothingFromAlice(devnet))
        }
    }

    @Test("--yes alone does not lodge into the escrow: exit 2, the claim warning and the flag that allows it")
    func lodgeNeedsItsOwnFlag() async throws {
        try await send(on: .escrowOnly, to: .migrationEscrow, ["--yes"]) { result, devnet throws in
            #expect(result.code == ExitCode(2))
            #expect(result.errors.contains("official recovery tool"), "\(result.errors)")
            #expect(result.errors.contains("(add --lodge-into-escrow)"))
            #expect(nothingFromAlice(devnet))
        }
    }

    @Test("--lodge-into-escrow lodges: the escrow is credited the whole amount, the flat fee is paid on top")
    func lodgeWithFlag() async throws {
        try await send(on: .escrowOnly, to: .migrationEscrow, ["--yes", "--lodge-into-escrow"]) {
            result, devnet throws in
            #expect(result.code == .success, "\(result.errors)")
            #expect(devnet.ledger.account(.migrationEscrow)?.balance == (try Wallets.zil("1")))
            // 21000 x floor(2000000000 x 10^6 / 420) wei = 99999999999990000 wei: 100000000000 Qa rounded up.
            let fee = try #require(try result.json()["fee"] as? [String: String])
            #expect(fee["qa"] == "100000000000")
        }
    }

    @Test("on a terminal a lodge asks its own question, with the warning, before the review")
    func lodgeAsksOnATerminal() async throws {
        try await send(on: .escrowOnly, to: .migrationEscrow, [], input: ["no"]) { result, devnet throws in
            #expect(result.code != .success)
            #expect(result.errors.contains("Lodge it into the escrow anyway?"), "\(result.errors)")
            #expect(result.errors.contains("seed phrase"))
            #expect(nothingFromAlice(devnet))
        }
    }

    @Test("a lodge confirmed on a terminal shows the review as a lodge, with the claim warning")
    func lodgeReviewSaysLodge() async throws {
        try await send(on: .escrowOnly, to: .migrationEscrow, [], input: ["yes", "no"]) { result, devnet throws in
            #expect(result.errors.contains("(lodge into the migration escrow)"), "\(result.errors)")
            #expect(result.errors.contains("Lodge 1 ZIL into the migration escrow? Type yes to lodge:"))
            #expect(result.errors.contains("the escrow's flat 21000 EVM gas"))
            #expect(nothingFromAlice(devnet))
        }
    }

    @Test("a fork crossed between the review and the signature: the node's refusal says the era, nothing moved")
    func forkCrossedAfterReview() async throws {
        try await withDevnet { devnet async throws in
            let network = try Network.custom(url: devnet.url, chainID: Wallets.chainID)
            Container.shared.network.register { .success(network) }
            let session = PaymentSession(
                order: .legacyTransfer(try Wallets.zil("1"), from: Wallets.alice.address, to: Wallets.bob.address))
            await session.confirm(try await session.prepare())
            _ = try await session.unlock(with: KeystoreSigner(key: Wallets.alice))
            // The person reads the review; meanwhile the network crosses its fork.
            devnet.ledger.setEras(EraSchedule(.disabled))
            _ = try await session.sign()

            let outcome = await session.submit()

            guard case .refused(let refusal) = outcome else {
                Issue.record("not refused: \(outcome)")
                return
            }
            #expect(refusal == .nodeRefused(.legacyTransfersDisabled))
            #expect(refusal.description.contains("no longer accepts legacy (zil1) transfers"))
            #expect(nothingFromAlice(devnet))
        }
    }
}
