import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

@testable import ZhipCLI

/// What `send` makes of the saved wallet's own sends still pending, from the wallet's record in
/// its home: the review shows what they hold of the balance and takes the next nonce after them;
/// one the node dropped is said, and its nonce used again.
@Suite("zhip-cli send with the account's pending sends", .container)
struct SendPendingSendsTests {
    let home: TestHome
    /// The date the container gives the commands, moved on by the test.
    let dates = FixedDateProvider(Date(timeIntervalSince1970: 1_800_000_000))

    init() throws {
        home = try TestHome()
    }

    /// `send --account evm` of `amount` ZIL from the saved wallet (alice) to bob's EVM account on
    /// `devnet`, plus `extra`.
    private func send(_ amount: String, on devnet: Devnet, _ extra: [String]) -> [String] {
        ["send", "--account", "evm", "--to", Wallets.bob.evmAddress.checksummed, "--amount", amount]
            + devnet.networkArguments + extra
    }

    @Test("the review shows what the pending sends hold of the balance, and the nonce after theirs")
    func theReviewShowsWhatPendingSendsHold() async throws {
        try await home.restoreAlice()
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let first = await home.run(send("1", on: devnet, ["--yes", "--no-wait"]), environment: Wallets.environment)
            try #require(first.code == .success, "\(first.errors)")

            let second = await home.run(send("2", on: devnet, []), input: ["no"], terminal: true)

            // 1 ZIL and the most its fee can be: 21000 gas x 4761.904761904 gwei.
            let held = try #require(second.errors.firstMatch(of: /held by pending sends: *([^\n]*)\n/)?.output.1)
            #expect(held == "1.099999999999984 ZIL", "\(second.errors)")
            #expect(second.errors.contains(/\n  nonce: *1\n/), "\(second.errors)")
            #expect(devnet.ledger.summary().pendingCount == 1)
        }
    }

    @Test("a recorded send the node no longer holds two minutes on is said dropped, and its nonce is used again")
    func aDroppedSendIsSaid() async throws {
        let dates = self.dates
        Container.shared.dateProvider.register { dates }
        try await home.restoreAlice()
        try await withDevnet(blockTime: .seconds(3600)) { devnet async throws in
            let first = await home.run(
                send("1", on: devnet, ["--yes", "--no-wait", "--json"]), environment: Wallets.environment)
            let hash = try #require(try first.json()["hash"] as? String)
            devnet.ledger.reset()
            dates.advance(by: 121)

            let second = await home.run(
                send("2", on: devnet, ["--yes", "--no-wait", "--json"]), environment: Wallets.environment)

            #expect(second.code == .success, "\(second.errors)")
            #expect(
                second.errors.contains("Note: the transaction \(hash) (nonce 0) was dropped by the node"),
                "\(second.errors)")
            #expect(try second.json()["nonce"] as? Int == 0)
        }
    }
}
