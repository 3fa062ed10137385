import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("zhip-cli token list and remove", .container)
struct TokenListCommandTests {
    let directory: TemporaryDirectory
    let usdt: Token

    init() throws {
        directory = try TemporaryDirectory()
        usdt = try Token(
            contract: try EVMAddress("0xdac17f958d2ee523a2206206994597c13d831ec7"), symbol: "USDT",
            name: "Tether USD", decimals: 6, evmChainID: Network.mainnet.evmChainID)
    }

    /// Lists `token` on mainnet in the home `directory`, as `token add` will.
    func list(_ token: Token) throws {
        let paths = try ZhipPaths.resolve(explicitHome: directory.path, environment: [:])
        let preferences = Preferences(storage: paths.preferencesStorage())
        try DefaultTokenListUseCase(preferences: preferences, networkSetting: .success(.mainnet)).add(token)
    }

    @Test("token list --json prints each token with its contract, symbol, name and decimals, for its network only")
    func listsPerNetwork() async throws {
        try list(usdt)

        let mainnet = await zhip(["token", "list", "--network", "mainnet", "--json", "--home", directory.path])
        let testnet = await zhip(["token", "list", "--network", "testnet", "--json", "--home", directory.path])

        #expect(mainnet.code == .success)
        let tokens = try #require(try json(mainnet.output)["tokens"] as? [[String: Any]])
        #expect(tokens.count == 1)
        #expect(tokens.first?["address"] as? String == "0xdAC17F958D2ee523a2206206994597C13D831ec7")
        #expect(tokens.first?["symbol"] as? String == "USDT")
        #expect(tokens.first?["decimals"] as? Int == 6)
        #expect(try json(testnet.output)["tokens"] as? [Any] != nil)
        #expect((try json(testnet.output)["tokens"] as? [Any])?.isEmpty == true)
    }

    @Test("with nothing listed, token list says how to add one")
    func emptyListSaysHowToAdd() async throws {
        let result = await zhip(["token", "list", "--network", "mainnet", "--home", directory.path])

        #expect(result.code == .success)
        #expect(result.output.contains("zhip-cli token add ADDRESS"))
    }

    @Test("token remove by symbol stops listing it; removing it again fails saying how to see the list")
    func removesBySymbol() async throws {
        try list(usdt)

        let removed = await zhip(["token", "remove", "usdt", "--network", "mainnet", "--home", directory.path])
        let again = await zhip(["token", "remove", "USDT", "--network", "mainnet", "--home", directory.path])
        let after = await zhip(["token", "list", "--network", "mainnet", "--json", "--home", directory.path])

        #expect(removed.code == .success)
        #expect(removed.output.contains(usdt.label))
        #expect(again.code == .failure)
        #expect(again.errors.contains("zhip-cli token list"))
        #expect((try json(after.output)["tokens"] as? [Any])?.isEmpty == true)
    }
}
