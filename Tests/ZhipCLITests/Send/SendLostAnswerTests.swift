import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// `send` when the node's answer to the send itself is lost, from either account: one outcome
/// (ZhipCore's ``ZhipCore/SendOutcome/unknown(_:)``), so one exit code and one message, and the
/// payment is never sent twice.
@Suite(
    "zhip-cli send: a lost answer to the send, from either account",
    .container { $0.preferences.register { .inMemory() } })
struct SendLostAnswerTests {
    /// What differs per account: the option, the recipient, the send's method, who pays and its nonce.
    struct Case: Sendable, CustomStringConvertible {
        let account: PayingAccount
        var description: String { account.rawValue }

        var recipient: String {
            account == .evm ? Wallets.bob.evmAddress.checksummed : Wallets.bob.address.bech32
        }
        var sendMethod: String { account == .evm ? "eth_sendRawTransaction" : "CreateTransaction" }
        var sender: String { account == .evm ? Wallets.alice.evmAddress.checksummed : Wallets.alice.address.bech32 }
        /// The EVM nonce is the transaction count (0 first); the legacy one the account's nonce plus one.
        var nonce: Int { account == .evm ? 0 : 1 }
    }

    @Test(
        "exit 3, one line naming the nonce to send again with and 'tx status'; the devnet got it once",
        arguments: [Case(account: .legacy), Case(account: .evm)])
    func aLostAnswerIsNeverSentAgain(_ given: Case) async throws {
        // Arrange
        let directory = try TemporaryDirectory()
        let file = try Wallets.keystore(in: directory)
        let arguments =
            ["send", "--account", given.account.rawValue, "--keystore", file, "--to", given.recipient]
            + ["--amount", "1", "--yes", "--json", "--timeout", "2"]
        try await withDevnet(faults: FaultPlans.always(.drop, methods: [given.sendMethod])) { devnet async throws in
            // Act
            let result = await zhip(arguments + devnet.networkArguments, environment: Wallets.environment)
            // Assert
            #expect(result.code == ExitCode(3))
            #expect(result.isOneCleanErrorLine, "\(result.errors)")
            #expect(
                result.errors.hasPrefix(
                    "Error: the payment (nonce \(given.nonce) from \(given.sender)) may or may not have reached"),
                "\(result.errors)")
            #expect(result.errors.contains("run the same command again with --nonce \(given.nonce)"))
            #expect(result.errors.contains("'zhip-cli tx status "), "\(result.errors)")
            #expect(devnet.ledger.summary().transactionCount == 1, "received once, never twice")
        }
    }
}
