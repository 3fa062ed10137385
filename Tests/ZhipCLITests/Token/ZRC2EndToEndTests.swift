import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipDevnetKit
import ZilliqaKit

/// ZRC-2 tokens listed by their legacy zil1 contract on a real zhip-devnet: the init read to list
/// one, the legacy account's holdings read-only from GetSmartContractSubState, and removal.
@Suite("ZRC-2 tokens end to end on zhip-devnet", .container { $0.preferences.register { .inMemory() } })
struct ZRC2EndToEndTests {
    /// A ZRC-2 token of 6 decimals whose 1000 tokens alice's legacy account holds; its legacy contract.
    func deployed(on devnet: Devnet, symbol: String = "ZRC") throws -> Address {
        let deployed = try devnet.ledger.deploy(
            try TokenDeployment(
                name: "Test \(symbol)", symbol: symbol, decimals: 6, supply: 1_000_000_000,
                holder: Wallets.alice.address, zrc2: true))
        return try #require(deployed.legacyAddress)
    }

    @Test("token add zil1… lists a ZRC-2 token with the name, symbol and decimals of its init")
    func addReadsTheInit() async throws {
        try await withDevnet { devnet async throws in
            let contract = try deployed(on: devnet)

            let added = await zhip(["token", "add", contract.bech32, "--json"] + devnet.networkArguments)

            #expect(added.code == .success, "\(added.errors)")
            let token = try #require(try added.json()["added"] as? [String: Any])
            #expect(token["address"] as? String == contract.bech32)
            #expect(token["symbol"] as? String == "ZRC")
            #expect(token["name"] as? String == "Test ZRC")
            #expect(token["decimals"] as? Int == 6)
            #expect(token["standard"] as? String == "ZRC-2")
        }
    }

    @Test("balance shows the legacy account's holding of a listed ZRC-2 token exact, under zrc2Tokens")
    func balanceShowsTheHolding() async throws {
        try await withDevnet { devnet async throws in
            let contract = try deployed(on: devnet)
            let added = await zhip(["token", "add", contract.bech32] + devnet.networkArguments)
            try #require(added.code == .success, "\(added.errors)")

            let result = await zhip(["balance", Wallets.alice.address.bech32, "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let held = try #require((try result.json()["zrc2Tokens"] as? [[String: Any]])?.first)
            #expect(held["address"] as? String == contract.bech32)
            #expect(held["balance"] as? [String: String] == ["units": "1000000000", "text": "1000"])
        }
    }

    @Test("the human balance says the ZRC-2 holding is read-only, its contract beside its symbol")
    func humanBalanceSaysReadOnly() async throws {
        try await withDevnet { devnet async throws in
            let contract = try deployed(on: devnet)
            _ = await zhip(["token", "add", contract.bech32] + devnet.networkArguments)

            let result = await zhip(["balance", Wallets.alice.address.bech32] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            #expect(result.output.contains("1000 ZRC (\(contract.bech32)) (read-only"), "\(result.output)")
        }
    }

    @Test("an account that holds none of a listed ZRC-2 token shows zero units")
    func holderOfNone() async throws {
        try await withDevnet { devnet async throws in
            let contract = try deployed(on: devnet)
            _ = await zhip(["token", "add", contract.bech32] + devnet.networkArguments)

            let result = await zhip(["balance", Wallets.bob.address.bech32, "--json"] + devnet.networkArguments)

            #expect(result.code == .success, "\(result.errors)")
            let held = try #require((try result.json()["zrc2Tokens"] as? [[String: Any]])?.first)
            #expect(held["balance"] as? [String: String] == ["units": "0", "text": "0"])
        }
    }

    @Test("a zil1 address that is no contract is refused, exit 1, saying it is not a ZRC-2 token")
    func notAContract() async throws {
        try await withDevnet { devnet async throws in
            let added = await zhip(["token", "add", Wallets.bob.address.bech32] + devnet.networkArguments)

            #expect(added.code == .failure)
            #expect(added.errors.contains("is not a ZRC-2 token"), "\(added.errors)")
        }
    }

    @Test("token list shows a ZRC-2 token under zrc2Tokens, and token remove zil1… takes it off")
    func listThenRemove() async throws {
        try await withDevnet { devnet async throws in
            let contract = try deployed(on: devnet)
            _ = await zhip(["token", "add", contract.bech32] + devnet.networkArguments)
            let listed = await zhip(["token", "list", "--json"] + devnet.networkArguments)
            let entry = (try listed.json()["zrc2Tokens"] as? [[String: Any]])?.first

            let removed = await zhip(["token", "remove", contract.bech32, "--json"] + devnet.networkArguments)

            #expect(entry?["address"] as? String == contract.bech32)
            #expect(removed.code == .success, "\(removed.errors)")
            let after = await zhip(["token", "list", "--json"] + devnet.networkArguments)
            #expect((try after.json()["zrc2Tokens"] as? [Any])?.isEmpty == true)
        }
    }
}
