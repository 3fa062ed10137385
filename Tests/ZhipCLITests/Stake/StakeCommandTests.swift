import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// `zhip-cli stake` without a node: the pools the wallet knows, and the command lines refused
/// before anything is read.
@Suite("zhip-cli stake pools and its usage", .container)
struct StakeCommandTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test("stake pools --json lists the portal's 25 mainnet pools with their kind and LST")
    func mainnetPools() async throws {
        let result = await zhip(["stake", "pools", "--network", "mainnet", "--json", "--home", directory.path])

        #expect(result.code == .success, "\(result.errors)")
        let pools = try #require(try json(result.output)["pools"] as? [[String: Any]])
        #expect(pools.count == 25)
        #expect(pools.first?["name"] as? String == "PlunderSwap")
        #expect(pools.first?["kind"] as? String == "liquid")
        #expect((pools.first?["lst"] as? [String: Any])?["symbol"] as? String == "pZIL")
        #expect(pools.filter { $0["kind"] as? String == "nonLiquid" }.count == 19)
    }

    @Test("stake pools on a network without a published list says how to add one")
    func noListSaysHowToAdd() async throws {
        let result = await zhip(["stake", "pools", "--network", "testnet", "--home", directory.path])

        #expect(result.code == .success)
        #expect(result.output.contains("zhip-cli stake pools add ADDRESS"))
    }

    @Test("stake unstake needs exactly one of --amount and --all (usage, 64)")
    func unstakeNeedsAnAmount() async {
        let neither = await zhip(["stake", "unstake", "PlunderSwap", "--yes", "--home", directory.path])
        let both = await zhip(
            ["stake", "unstake", "PlunderSwap", "--amount", "1", "--all", "--yes", "--home", directory.path])

        #expect(neither.code == .usageError)
        #expect(both.code == .usageError)
        #expect(neither.errors.contains("--amount N or --all"))
    }

    @Test("stake delegate refuses an amount of 0 or one that is no number (usage, 64)")
    func delegateNeedsAnAmountAboveZero() async {
        let zero = await zhip(["stake", "delegate", "PlunderSwap", "--amount", "0", "--yes", "--home", directory.path])
        let text = await zhip(
            ["stake", "delegate", "PlunderSwap", "--amount", "lots", "--yes", "--home", directory.path])

        #expect(zero.code == .usageError)
        #expect(text.code == .usageError)
    }

    @Test("stake pools add refuses what is no 0x address (usage, 64)")
    func addNeedsAnAddress() async {
        let result = await zhip(["stake", "pools", "add", "zil1notanevmaddress", "--home", directory.path])

        #expect(result.code == .usageError)
        #expect(result.errors.contains("is not a 0x address"))
    }

    @Test("an unknown pool is refused naming the command that lists the known ones (exit 1)")
    func unknownPool() async {
        let result = await zhip(["stake", "info", "NoSuchPool", "--network", "mainnet", "--home", directory.path])

        #expect(result.code == .failure)
        #expect(result.errors.contains("zhip-cli stake pools"))
    }
}
