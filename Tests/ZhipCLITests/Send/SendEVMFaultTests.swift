import CommandLineKit
import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `send --account evm` when the node's answer to eth_sendRawTransaction is lost: it is never
/// sent again, and the command says the hash to look up.
@Suite(
    "zhip-cli send from the EVM account through a faulty node", .container { $0.preferences.register { .inMemory() } })
struct SendEVMFaultTests {
    @Test("a lost answer to the send: exit 3 naming 'tx status' and the hash; the devnet got it once")
    func aLostAnswerIsNeverSentAgain() async throws {
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let arguments =
            ["send", "--account", "evm", "--keystore", file, "--to", Wallets.bob.evmAddress.checksummed]
            + ["--amount", "1", "--yes", "--json", "--timeout", "2"]
        try await withDevnet(faults: FaultPlans.always(.drop, methods: ["eth_sendRawTransaction"])) {
            devnet async throws in
            let result = await zhip(arguments + devnet.networkArguments, environment: Wallets.environment)

            #expect(result.code == ExitCode(3))
            #expect(result.isOneCleanErrorLine, "\(result.errors)")
            #expect(result.errors.contains("zhip-cli tx status 0x"), "\(result.errors)")
            #expect(devnet.ledger.summary().transactionCount == 1, "received once, never twice")
            let alicesEVMAccount = try Address(bytes: Wallets.alice.evmAddress.bytes)
            #expect(devnet.ledger.account(alicesEVMAccount)?.nonce == 1)
        }
    }
}
