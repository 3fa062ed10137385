import Foundation
import Testing
import ZhipCore
import ZilliqaKit

/// `zhip-cli balance` and the tokens listed on the network, against a real zhip-devnet.
@Suite("zhip-cli balance: listed tokens", .container)
struct BalanceTokenTests {
    /// An address that holds no contract on a fresh devnet: its `balanceOf` returns nothing.
    static let noCode = "0x000000000000000000000000000000000000dEaD"

    @Test("with no token listed, the EVM account's JSON has an empty token list")
    func noTokens() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = try await withDevnet { devnet in await home.run(["balance", "--json"] + devnet.networkArguments) }

        #expect(result.code == .success, "\(result.errors)")
        let evm = try #require(try result.json()["evm"] as? [String: Any])
        #expect((evm["tokens"] as? [Any])?.isEmpty == true)
    }

    @Test("a listed token that does not answer balanceOf readably is shown with a null balance and why")
    func unreadableToken() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = try await withDevnet { devnet in
            let added = await home.run(
                ["token", "add", Self.noCode, "--symbol", "DEAD", "--decimals", "6"] + devnet.networkArguments)
            try #require(added.code == .success, "\(added.errors)")
            return await home.run(["balance", "--json"] + devnet.networkArguments)
        }

        #expect(result.code == .success, "\(result.errors)")
        let evm = try #require(try result.json()["evm"] as? [String: Any])
        let token = try #require((evm["tokens"] as? [[String: Any]])?.first)
        #expect(token["address"] as? String == Self.noCode)
        #expect(token["symbol"] as? String == "DEAD")
        #expect(token["balance"] is NSNull)
        #expect((token["error"] as? String)?.contains("did not answer balanceOf readably") == true)
    }

    @Test("--token names a listed token; one not listed fails saying how to list it")
    func tokenNotListed() async throws {
        let home = try TestHome()
        try await home.restoreAlice()
        let result = try await withDevnet { devnet in
            await home.run(["balance", "--token", "USDT"] + devnet.networkArguments)
        }

        #expect(result.code == .failure)
        #expect(result.errors.contains("zhip-cli token add ADDRESS"))
    }

    @Test("--token with a legacy address alone is refused: tokens are held by EVM accounts")
    func tokenWithLegacyAddress() async throws {
        let home = try TestHome()
        let result = await home.run(["balance", KnownKey.bech32, "--token", "USDT", "--network", "mainnet"])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--token shows an EVM account's token"))
    }
}
