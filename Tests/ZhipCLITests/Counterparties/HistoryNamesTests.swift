import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

/// Issue 48, end to end on zhip-devnet: `history` names counterparties (a contact's name, a primary
/// `.zil` name) and marks dust from a look-alike of a known address as suspected poisoning.
@Suite("Know who you pay: names and poisoning marks in history", .container)
struct HistoryNamesTests {
    /// Carol pays alice's EVM account `amount` ZIL from her keystore (funded with 10 ZIL first).
    func carolPaysAlice(_ amount: String, _ harness: CounterpartyHarness) async throws {
        let carol = CounterpartyHarness.carol
        _ = try harness.devnet.ledger.fund(try Address(bytes: carol.evmAddress.bytes), wei: Wei(10, unit: .zil))
        let directory = try TemporaryDirectory()
        let keystore = try Wallets.keystore(carol, in: directory, name: "carol.json")
        let paid = await harness.home.run(
            ["send", "--keystore", keystore, "--account", "evm", "--to", Wallets.alice.evmAddress.checksummed]
                + ["--amount", amount, "--yes"] + harness.devnet.networkArguments, environment: Wallets.environment)
        try #require(paid.code == .success, "\(paid.errors)")
    }

    /// Alice's EVM history, as JSON entries.
    func history(_ harness: CounterpartyHarness) async throws -> [[String: Any]] {
        let result = await harness.home.run(
            ["history", "--account", "evm", "--json"] + harness.devnet.networkArguments)
        try #require(result.code == .success, "\(result.errors)")
        return try #require(try result.json()["entries"] as? [[String: Any]])
    }

    @Test("dust from an address that looks like a contact's is marked as suspected poisoning, naming the contact")
    func dustFromLookalikeIsMarked() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            let dave = try CounterpartyHarness.lookalike(of: CounterpartyHarness.carol.evmAddress)
            try await harness.addContact("Dave", dave.checksummed)
            try await carolPaysAlice("0.001", harness)

            let entries = try await history(harness)

            let dust = try #require(entries.first { $0["direction"] as? String == "in" })
            let suspected = try #require(dust["suspectedPoisoning"] as? [String: Any])
            #expect(suspected["resembles"] as? String == dave.checksummed)
            #expect(suspected["seen"] as? String == "your contact Dave")
        }
    }

    @Test("a real payment from the same look-alike is not marked")
    func realPaymentIsNotMarked() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            let dave = try CounterpartyHarness.lookalike(of: CounterpartyHarness.carol.evmAddress)
            try await harness.addContact("Dave", dave.checksummed)
            try await carolPaysAlice("2", harness)

            let entries = try await history(harness)

            let payment = try #require(entries.first { $0["direction"] as? String == "in" })
            #expect(payment["suspectedPoisoning"] == nil)
        }
    }

    @Test("a payment to a contact shows the contact's name beside the address")
    func contactIsNamed() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            // Saved in its zil1 form: the same 20 bytes as the 0x address paid.
            try await harness.addContact("Bob", Address(Wallets.bob.evmAddress).bech32)
            let sent = await harness.send(to: Wallets.bob.evmAddress.checksummed)
            try #require(sent.code == .success, "\(sent.errors)")

            let entries = try await history(harness)

            #expect(entries.first?["counterpartyName"] as? String == "contact Bob")
        }
    }

    @Test("a counterparty with a primary .zil name that resolves back shows it; one that does not, none")
    func primaryNameIsShown() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            try harness.register("carol.zil", CounterpartyHarness.carol.evmAddress, reverse: true)
            try await carolPaysAlice("2", harness)
            let named = try await history(harness)
            // The name now leads elsewhere: carol's reverse record claims a name that is not hers.
            try harness.register("carol.zil", Wallets.bob.evmAddress)

            let unnamed = try await history(harness)

            #expect(named.first?["counterpartyName"] as? String == "carol.zil")
            #expect(unnamed.first?["counterpartyName"] == nil)
        }
    }
}
