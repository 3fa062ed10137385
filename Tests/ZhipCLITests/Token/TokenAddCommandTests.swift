import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("zhip-cli token add", .container)
struct TokenAddCommandTests {
    let home: TemporaryDirectory
    /// An address that holds no contract on a fresh devnet: every call to it returns nothing.
    let noCode = "0x000000000000000000000000000000000000dEaD"

    init() throws {
        home = try TemporaryDirectory()
    }

    @Test("an address that answers none of name, symbol and decimals is not listed, and the error says what to give")
    func notATokenRefused() async throws {
        let result = try await withDevnet { devnet in
            await zhip(["token", "add", noCode, "--home", home.path] + devnet.networkArguments)
        }

        #expect(result.code == .failure)
        #expect(result.errors.contains("answers none of name, symbol and decimals"))
        #expect(result.errors.contains("--symbol and --decimals"))
    }

    @Test("with --symbol and --decimals, an address that says nothing is listed as given")
    func listedAsGiven() async throws {
        let (added, listed) = try await withDevnet { devnet in
            (
                await zhip(
                    ["token", "add", noCode, "--symbol", "DEAD", "--decimals", "8", "--json", "--home", home.path]
                        + devnet.networkArguments),
                await zhip(["token", "list", "--json", "--home", home.path] + devnet.networkArguments)
            )
        }

        #expect(added.code == .success)
        let token = try #require(try json(added.output)["added"] as? [String: Any])
        #expect(token["symbol"] as? String == "DEAD")
        #expect(token["decimals"] as? Int == 8)
        #expect(token["address"] as? String == noCode)
        #expect((try json(listed.output)["tokens"] as? [[String: Any]])?.first?["symbol"] as? String == "DEAD")
    }

    @Test("decimals past 77 are refused before any node is asked")
    func decimalsOutOfRange() async throws {
        let result = await zhip(["token", "add", noCode, "--symbol", "X", "--decimals", "78", "--home", home.path])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("--decimals is from 0 to 77"))
    }

    @Test("a node that cannot be reached is named in the error")
    func unreachableNode() async throws {
        let result = await zhip(
            ["token", "add", noCode, "--network", "http://127.0.0.1:9", "--chain-id", "222", "--home", home.path])

        #expect(result.code == .failure)
        #expect(result.errors.contains("the node at http://127.0.0.1:9"))
    }
}
