import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

/// Issue 48, end to end on zhip-devnet: a contact's name as `token approve`'s spender and as
/// `tx sign`'s `--to`, where no node is asked (a `.zil` name is then refused).
@Suite("Know who you pay: a spender and an offline recipient given by name", .container)
struct SpenderAndOfflineNamesTests {
    @Test("token approve takes a contact's name as the spender, and the report names it")
    func approveAContact() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            let contract = try devnet.deployToken(symbol: "TUSD")
            let listed = await harness.home.run(["token", "add", contract.checksummed] + devnet.networkArguments)
            try #require(listed.code == .success, "\(listed.errors)")
            try await harness.addContact("Router", Wallets.bob.evmAddress.checksummed)

            let result = await harness.home.run(
                ["token", "approve", "TUSD", "router", "--amount", "5", "--yes", "--json"] + devnet.networkArguments,
                environment: Wallets.environment)

            #expect(result.code == .success, "\(result.errors)")
            #expect(try result.json()["toName"] as? String == "contact Router")
            #expect(try (result.json()["to"] as? String) == Wallets.bob.evmAddress.checksummed)
        }
    }

    @Test("tx sign --to a contact's name signs a payment to the contact's address, with no node asked")
    func signToAContact() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            try await harness.addContact("Bob", Wallets.bob.evmAddress.checksummed)
            let directory = try TemporaryDirectory()
            let keystore = try Wallets.keystore(in: directory)

            let result = await harness.home.run(
                ["tx", "sign", "--account", "evm", "--keystore", keystore, "--to", "Bob", "--amount", "1"]
                    + ["--nonce", "0", "--max-fee", "4761904761904", "--priority-fee", "0"] + devnet.networkArguments,
                environment: Wallets.environment)

            #expect(result.code == .success, "\(result.errors)")
            #expect(try result.json()["to"] as? String == Wallets.bob.evmAddress.checksummed, "\(result.output)")
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("tx sign --to a .zil name is a usage error: resolving it would ask a node")
    func signToAZilNameIsRefused() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            let directory = try TemporaryDirectory()
            let keystore = try Wallets.keystore(in: directory)

            let result = await harness.home.run(
                ["tx", "sign", "--account", "evm", "--keystore", keystore, "--to", "bob.zil", "--amount", "1"]
                    + ["--nonce", "0", "--max-fee", "4761904761904", "--priority-fee", "0"] + devnet.networkArguments,
                environment: Wallets.environment)

            #expect(result.code == .usageError, "\(result.errors)")
            #expect(result.errors.contains("no node is asked here"), "\(result.errors)")
        }
    }
}
