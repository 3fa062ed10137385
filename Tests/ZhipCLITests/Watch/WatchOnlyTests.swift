import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipDevnetKit
import ZilliqaKit

/// Watch-only accounts end to end (issue 48): `wallet watch` in a home with and without a wallet,
/// `account list|use|remove`, and the read commands of the watched account on an in-process devnet.
@Suite("Watch-only accounts", .container)
struct WatchOnlyTests {
    /// Alice's EVM account: what the watch-only homes watch, her key kept elsewhere.
    var watchedAddress: String { Wallets.alice.evmAddress.checksummed }

    /// A home with no wallet, watching alice's EVM account; expects success.
    func watchingHome() async throws -> TestHome {
        let home = try TestHome()
        let watched = await home.run(["wallet", "watch", watchedAddress])
        try #require(watched.code == .success, "\(watched.errors)")
        return home
    }

    /// Funds alice's EVM account with `zil` through the devnet's control.
    func fundWatched(_ zil: Int, on devnet: Devnet) throws {
        _ = try devnet.ledger.fund(
            try Address(bytes: Wallets.alice.evmAddress.bytes), wei: Wei(UInt64(zil), unit: .zil))
    }

    @Test("wallet watch in a home with no wallet adds \"Watched 1\", in use at once")
    func watchWithoutAWallet() async throws {
        let home = try TestHome()

        let result = await home.run(["wallet", "watch", watchedAddress, "--json"])

        #expect(result.code == .success, "\(result.errors)")
        let account = try #require(try result.json()["account"] as? [String: Any])
        #expect(account["name"] as? String == "Watched 1")
        #expect(account["address"] as? String == watchedAddress)
        #expect(account["bech32"] as? String == Address(Wallets.alice.evmAddress).bech32)
        #expect(account["watchOnly"] as? Bool == true)
        #expect(account["current"] as? Bool == true)
    }

    @Test("wallet watch beside a keystore wallet adds the account but keeps the wallet's in use")
    func watchBesideAWallet() async throws {
        let home = try TestHome()
        try await home.restoreAlice()

        let result = await home.run(["wallet", "watch", Wallets.bob.evmAddress.checksummed, "--name", "Bob", "--json"])

        #expect(result.code == .success, "\(result.errors)")
        let account = try #require(try result.json()["account"] as? [String: Any])
        #expect(account["name"] as? String == "Bob")
        #expect(account["current"] as? Bool == false)
    }

    @Test("the wallet's own account is refused as a watched one, and nothing is added")
    func theWalletsOwnIsRefused() async throws {
        let home = try TestHome()
        try await home.restoreAlice()

        let result = await home.run(["wallet", "watch", Wallets.alice.address.bech32])
        let listed = await home.run(["account", "list", "--json"])

        #expect(result.code == .failure)
        #expect(result.errors.contains("the wallet's own account"), "\(result.errors)")
        #expect((try listed.json()["accounts"] as? [[String: Any]])?.count == 1)
    }

    @Test("text that is no address is a usage error (64)")
    func notAnAddress() async throws {
        let home = try TestHome()

        let result = await home.run(["wallet", "watch", "0x1234"])

        #expect(result.code == ExitCode(64), "\(result.errors)")
    }

    @Test("account list marks the watched account watch-only beside the wallet's, in JSON and in text")
    func accountListMarksIt() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        _ = await home.run(["wallet", "watch", Wallets.bob.evmAddress.checksummed])

        let json = await home.run(["account", "list", "--json"])
        let text = await home.run(["account", "list"])

        let accounts = try #require(try json.json()["accounts"] as? [[String: Any]])
        #expect(accounts.map { $0["watchOnly"] as? Bool } == [false, true])
        #expect(accounts.last?["name"] as? String == "Watched 1")
        #expect(try json.json()["current"] as? Int == 1)
        #expect(text.output.contains("account:    watch-only\nname:       Watched 1"), "\(text.output)")
    }

    @Test("account use NAME reads the watched account, account use 1 the wallet's own again")
    func accountUseSwitches() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        _ = await home.run(["wallet", "watch", Wallets.bob.evmAddress.checksummed, "--name", "Bob"])

        let used = await home.run(["account", "use", "bob", "--json"])
        let whileWatching = try await home.run(["account", "list", "--json"]).json()
        let back = await home.run(["account", "use", "1"])
        let afterwards = try await home.run(["account", "list", "--json"]).json()

        #expect(used.code == .success, "\(used.errors)")
        #expect(whileWatching["current"] is NSNull)
        #expect((whileWatching["accounts"] as? [[String: Any]])?.last?["current"] as? Bool == true)
        #expect(back.code == .success, "\(back.errors)")
        #expect(afterwards["current"] as? Int == 1)
    }

    @Test("account remove NAME stops watching it; the home lists no watched account then")
    func accountRemove() async throws {
        let home = try await watchingHome()

        let removed = await home.run(["account", "remove", "watched 1", "--json"])
        let listed = await home.run(["account", "list"])

        #expect(removed.code == .success, "\(removed.errors)")
        #expect((try removed.json()["removed"] as? [String: Any])?["name"] as? String == "Watched 1")
        #expect(listed.code == .failure)
    }

    @Test("balance of a watch-only home reads the watched account's balance by eth_")
    func balanceReadsIt() async throws {
        let home = try TestHome()
        let bob = Wallets.bob.evmAddress
        _ = await home.run(["wallet", "watch", Address(bob).bech32])
        try await withDevnet { devnet async throws in
            _ = try devnet.ledger.fund(Address(bob), wei: Wei(42, unit: .zil))

            let result = await home.run(["balance", "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let json = try result.json()
            let evm = try #require(json["evm"] as? [String: Any])
            #expect(evm["address"] as? String == bob.checksummed)
            #expect((evm["balance"] as? [String: Any])?["zil"] as? String == "42")
            #expect((json["watched"] as? [String: Any])?["watchOnly"] as? Bool == true)
        }
    }

    @Test("receive of a watch-only home gives the watched address, its EIP-681 link and a QR code")
    func receiveGivesIt() async throws {
        let home = try await watchingHome()
        try await withDevnet { devnet async throws in
            let result = await home.run(["receive", "--qr"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            #expect(result.output.contains(watchedAddress), "\(result.output)")
            #expect(result.output.contains("ethereum:" + watchedAddress), "\(result.output)")
            #expect(result.output.contains("▀") || result.output.contains("▄"), "a QR code is drawn")
        }
    }

    @Test("stake status of a watch-only home shows the watched account's position")
    func stakeStatusReadsIt() async throws {
        let keyHome = try TestHome()
        try await keyHome.restoreAlice()
        let home = try await watchingHome()
        try await withDevnet { devnet async throws in
            try fundWatched(5_000, on: devnet)
            let pool = try devnet.control.deployPool(try PoolDeployment(kind: .nonLiquid))
            let poolAddress = "0x" + pool.address.hex
            let staked = await keyHome.run(
                ["stake", "delegate", poolAddress, "--amount", "1000", "--yes"] + devnet.networkArguments,
                environment: Wallets.environment)
            try #require(staked.code == .success, "\(staked.errors)")
            _ = await home.run(["stake", "pools", "add", poolAddress] + devnet.networkArguments)

            let result = await home.run(["stake", "status", "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let json = try result.json()
            #expect(json["account"] as? String == watchedAddress)
            let pools = try #require(json["pools"] as? [[String: Any]])
            let position = try #require(pools.first?["position"] as? [String: Any])
            #expect((position["staked"] as? [String: Any])?["wei"] as? String == "1000000000000000000000")
        }
    }
}
