import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// The receipt wait of `send`, one for both accounts: the same progress lines on standard error
/// ("not mined yet" for the EVM account, "not confirmed yet" for the legacy one), a node that
/// stops answering said at the next look-up, and after the last look-up exit 3 with the command
/// that looks the payment up. The container's clock never waits.
@Suite(
    "zhip-cli send: the receipt wait",
    .container {
        $0.preferences.register { .inMemory() }
        $0.clock.register { ImmediateClock() }
    })
struct SendReceiptWaitTests {
    /// A send of 1 ZIL from alice's `account` to bob's, `--yes`, on a devnet that makes no block
    /// (and spoils answers as `faults` says); what it printed.
    private func sendUnmined(from account: PayingAccount, faults: FaultPlan? = nil) async throws -> CLIResult {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let to = account == .evm ? Wallets.bob.evmAddress.checksummed : Wallets.bob.address.bech32
        return try await withDevnet(blockTime: .seconds(3600), faults: faults) { devnet async throws in
            await zhip(
                ["send", "--account", account.rawValue, "--keystore", file, "--to", to, "--amount", "1", "--yes"]
                    + devnet.networkArguments, environment: Wallets.environment)
        }
    }

    @Test(
        "each look-up that finds no receipt is said, in the account's word, then exit 3 with the look-up",
        arguments: [(PayingAccount.evm, "mined"), (.legacy, "confirmed")])
    func eachLookUpIsSaid(account: PayingAccount, word: String) async throws {
        let result = try await sendUnmined(from: account)

        #expect(result.code == ExitCode(3))
        #expect(result.errors.contains("to be \(word) on "), "\(result.errors)")
        for number in 1...19 {
            #expect(result.errors.contains("  not \(word) yet (look-up \(number) of 20); looking again in "))
        }
        #expect(!result.errors.contains("look-up 20 of 20"))
        #expect(result.errors.contains("Error: the transaction was sent and is not \(word) yet: look it up with"))
    }

    @Test(
        "a node that stops answering the receipt look-ups is said at the next look-up, and the wait goes on",
        arguments: [(PayingAccount.evm, "eth_getTransactionReceipt"), (.legacy, "GetTransaction")])
    func aNodeThatStopsAnsweringIsSaid(account: PayingAccount, method: String) async throws {
        let result = try await sendUnmined(from: account, faults: FaultPlans.always(.drop, methods: [method]))

        #expect(result.code == ExitCode(3))
        #expect(
            result.errors.contains("stopped answering (") && result.errors.contains(FaultPlans.reason(.drop)),
            "\(result.errors)")
        #expect(result.errors.contains("the payment may be pending (look-up 1 of 20)"))
        #expect(result.errors.contains("the payment may be pending (look-up 19 of 20)"))
        #expect(result.errors.contains("Look it up later with 'zhip-cli tx status "))
    }
}
