import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

/// Issue 48, end to end on zhip-devnet: `--to` a contact or a `.zil` name, the review naming it, the
/// changed-name and look-alike rules refusing (exit 2, nothing sent) until their flags are given.
@Suite("Know who you pay: contacts, .zil names and the look-alike guard at send", .container)
struct KnowWhoYouPayTests {
    @Test("send --to a contact's name pays the contact's address, and the report names it")
    func payAContact() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            try await harness.addContact("Bob", Wallets.bob.evmAddress.checksummed)

            let result = await harness.send(to: "bob")

            #expect(result.code == .success, "\(result.errors)")
            #expect(try result.json()["toName"] as? String == "contact Bob")
            #expect(try await harness.balance(of: Wallets.bob.evmAddress) == Wei(1, unit: .zil))
        }
    }

    @Test("the review on a terminal shows the contact's name beside the address")
    func reviewShowsTheName() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            try await harness.addContact("Bob", Wallets.bob.evmAddress.checksummed)

            let result = await harness.home.run(
                ["send", "--account", "evm", "--to", "Bob", "--amount", "1"] + devnet.networkArguments,
                input: ["no"], terminal: true)

            #expect(result.errors.contains("\(Wallets.bob.evmAddress.checksummed) (contact Bob)"), "\(result.errors)")
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("send --to a name that is neither a contact nor an address is a usage error naming the next step")
    func unknownNameIsUsageError() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)

            let result = await harness.send(to: "Nobody")

            #expect(result.code == .usageError, "\(result.errors)")
            #expect(result.errors.contains("'zhip-cli contacts list'"), "\(result.errors)")
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("send --to a .zil name pays the address ZilNames resolves it to, and the report names it")
    func payAZilName() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            try harness.register("bob.zil", Wallets.bob.evmAddress)

            let result = await harness.send(to: "bob.zil")

            #expect(result.code == .success, "\(result.errors)")
            #expect(try result.json()["toName"] as? String == "bob.zil")
            #expect(try await harness.balance(of: Wallets.bob.evmAddress) == Wei(1, unit: .zil))
        }
    }

    @Test("an unregistered .zil name is refused before anything is signed")
    func unregisteredNameIsRefused() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)

            let result = await harness.send(to: "nobody.zil")

            #expect(result.code == .failure, "\(result.errors)")
            #expect(result.errors.contains("nobody.zil"), "\(result.errors)")
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("a .zil name leading elsewhere than when last paid is refused (rule changed-name) until allowed")
    func changedNameNeedsItsFlag() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            try harness.register("bob.zil", Wallets.bob.evmAddress)
            let first = await harness.send(to: "bob.zil")
            try #require(first.code == .success, "\(first.errors)")
            try harness.register("bob.zil", CounterpartyHarness.carol.evmAddress)

            let refused = await harness.send(to: "bob.zil")
            let allowed = await harness.send(to: "bob.zil", ["--allow-changed-name"])

            #expect(refused.code == ExitCode(2), "\(refused.errors)")
            #expect(refused.errors.contains("(rule changed-name)"), "\(refused.errors)")
            #expect(refused.errors.contains(Wallets.bob.evmAddress.checksummed), "\(refused.errors)")
            #expect(refused.errors.contains("(add --allow-changed-name)"), "\(refused.errors)")
            #expect(allowed.code == .success, "\(allowed.errors)")
            #expect(try await harness.balance(of: CounterpartyHarness.carol.evmAddress) == Wei(1, unit: .zil))
        }
    }

    @Test("a look-alike of a contact is refused (rule lookalike), naming the contact, and nothing is sent")
    func lookalikeOfContactIsRefused() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            try await harness.addContact("Bob", Wallets.bob.evmAddress.checksummed)
            let lookalike = try CounterpartyHarness.lookalike(of: Wallets.bob.evmAddress)

            let result = await harness.send(to: lookalike.checksummed)

            #expect(result.code == ExitCode(2), "\(result.errors)")
            #expect(result.errors.contains("(rule lookalike)"), "\(result.errors)")
            #expect(result.errors.contains("your contact Bob"), "\(result.errors)")
            #expect(result.errors.contains("(add --allow-lookalike)"), "\(result.errors)")
            #expect(devnet.acceptedNothing)
        }
    }

    @Test("a look-alike of an address paid before is refused, saying when it was paid; --allow-lookalike pays it")
    func lookalikeOfPaidNeedsItsFlag() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            let paid = await harness.send(to: Wallets.bob.evmAddress.checksummed)
            try #require(paid.code == .success, "\(paid.errors)")
            let lookalike = try CounterpartyHarness.lookalike(of: Wallets.bob.evmAddress)

            let refused = await harness.send(to: lookalike.checksummed)
            let allowed = await harness.send(to: lookalike.checksummed, ["--allow-lookalike"])

            #expect(refused.code == ExitCode(2), "\(refused.errors)")
            #expect(refused.errors.contains("you paid it on"), "\(refused.errors)")
            #expect(allowed.code == .success, "\(allowed.errors)")
            #expect(try await harness.balance(of: lookalike) == Wei(1, unit: .zil))
        }
    }

    @Test("tx status of a payment to a contact shows the contact's name beside the address")
    func txStatusNamesTheContact() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            try await harness.addContact("Bob", Wallets.bob.evmAddress.checksummed)
            let sent = await harness.send(to: Wallets.bob.evmAddress.checksummed)
            let hash = try #require(try sent.json()["hash"] as? String)

            let status = await harness.home.run(["tx", "status", hash, "--json"] + devnet.networkArguments)

            #expect(try status.json()["toName"] as? String == "contact Bob", "\(status.output)")
            #expect(try status.json()["to"] as? String == Wallets.bob.evmAddress.checksummed)
        }
    }

    @Test("wallet watch takes a .zil name, and names the account after it")
    func watchAName() async throws {
        try await withDevnet { devnet async throws in
            let harness = try await CounterpartyHarness.make(on: devnet)
            try harness.register("bob.zil", Wallets.bob.evmAddress)
            _ = await harness.home.run(["settings", "set", "network"] + devnet.networkArguments.dropFirst())

            let result = await harness.home.run(["wallet", "watch", "bob.zil", "--json"])

            #expect(result.code == .success, "\(result.errors)")
            let account = try #require(try result.json()["account"] as? [String: Any])
            #expect(account["name"] as? String == "bob.zil")
            #expect(account["evmAddress"] as? String == Wallets.bob.evmAddress.checksummed)
        }
    }
}
