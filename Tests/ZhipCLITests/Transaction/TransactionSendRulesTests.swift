import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

/// `tx send` runs every rule of a payment over the file it sends: a file signed elsewhere to the
/// sending account, or above Zhip's fee ceiling, needs the same flag `send` names, and a call that
/// passes the rules and fails on chain is said as such.
@Suite("zhip-cli tx send: the rules over a signed file", .container)
struct TransactionSendRulesTests {
    /// This test's own home, so the sends it records are its own.
    private let home: TemporaryDirectory
    private let directory: TemporaryDirectory
    private let keystore: String

    init() throws {
        home = try TemporaryDirectory()
        directory = try TemporaryDirectory()
        keystore = try Wallets.keystore(in: directory)
    }

    /// `devnet`'s network arguments, with this test's `--home`.
    private func on(_ devnet: Devnet) -> [String] { devnet.networkArguments + ["--home", home.path] }

    /// Signs, from alice's EVM account with nonce 0, `extra` (the recipient, the amount, the fees…)
    /// for `devnet` into a file; its path.
    private func signed(_ extra: [String], on devnet: Devnet) async throws -> String {
        let out = directory.file("signed-\(UUID().uuidString).json")
        let result = await zhip(
            ["tx", "sign", "--account", "evm", "--keystore", keystore, "--nonce", "0", "--out", out] + extra
                + devnet.networkArguments, environment: Wallets.environment)
        try #require(result.code == .success, "\(result.errors)")
        return out
    }

    @Test("a file paying the sending account itself is refused by rule self-payment, and sent with its flag")
    func selfPaymentNeedsItsFlag() async throws {
        try await withDevnet { devnet async throws in
            let file = try await signed(
                [
                    "--to", Wallets.alice.evmAddress.checksummed, "--amount", "1", "--max-fee", "5000gwei",
                    "--priority-fee", "0", "--allow-unusual-recipient",
                ], on: devnet)

            let refused = await zhip(["tx", "send", file] + on(devnet))
            let allowed = await zhip(["tx", "send", file, "--allow-unusual-recipient", "--json"] + on(devnet))

            #expect(refused.code == ExitCode(2))
            #expect(refused.errors.contains("goes to the sending account itself"), "\(refused.errors)")
            #expect(refused.errors.hasSuffix("(rule self-payment) (add --allow-unusual-recipient)\n"))
            #expect(allowed.code == .success, "\(allowed.errors)")
            #expect(devnet.control.received.summary().received == 1)
        }
    }

    @Test("a file paying above Zhip's fee ceiling is refused by rule fee-ceiling, and sent with --allow-high-fee")
    func highFeeNeedsItsFlag() async throws {
        try await withDevnet { devnet async throws in
            let file = try await signed(
                [
                    "--to", Wallets.bob.evmAddress.checksummed, "--amount", "1", "--max-fee", "50000gwei",
                    "--priority-fee", "0", "--allow-high-fee",
                ], on: devnet)

            let refused = await zhip(["tx", "send", file] + on(devnet))
            let allowed = await zhip(["tx", "send", file, "--allow-high-fee", "--json"] + on(devnet))

            #expect(refused.code == ExitCode(2))
            #expect(refused.errors.contains("above Zhip's ceiling of 47619.047619048 gwei"), "\(refused.errors)")
            #expect(refused.errors.hasSuffix("(rule fee-ceiling) (add --allow-high-fee)\n"))
            #expect(allowed.code == .success, "\(allowed.errors)")
            #expect(devnet.wei(of: Wallets.bob.evmAddress) == Wei(1, unit: .zil))
        }
    }

    @Test("a token transfer that passes the rules and reverts on chain exits 2, mined as failed, its fee charged")
    func minedAsFailed() async throws {
        try await withDevnet { devnet async throws in
            let contract = try devnet.deployToken(symbol: "NOPE", behaviour: .alwaysReverts)
            let file = try await signed(
                [
                    "--token", contract.checksummed, "--decimals", "6", "--gas-limit", "60000", "--to",
                    Wallets.bob.evmAddress.checksummed, "--amount", "1", "--max-fee", "5000gwei", "--priority-fee",
                    "0",
                ], on: devnet)

            let result = await zhip(["tx", "send", file, "--json"] + on(devnet))

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("was mined as failed (status 0)"), "\(result.errors)")
            #expect(devnet.wei(of: Wallets.alice.evmAddress) < Wei(1000, unit: .zil), "the fee was charged")
        }
    }
}
