import Foundation
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The DEX in the `--state` file: its pairs, reserves, WZIL and LP balances survive a save and a load.
@Suite("PlunderSwap on the devnet: the state file")
struct DexStateFileTests {
    private typealias F = DexFixture

    @Test("a saved ledger with the DEX, its seeded pairs and a swap restores them whole, quotes included")
    func roundTrip() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = StateFile(path: folder.appendingPathComponent("state.json").path)
        let (handler, ledger, dex) = try F.chain()
        let path = [try F.evm("wzil"), try F.evm("tokenT")]
        let data = try F.data(
            UniswapV2Router.swapExactETHForTokens,
            [.uint256(0), .addresses(path), F.aliceArgument, .uint256(F.farDeadline)])
        _ = try F.send(handler, dex.router, data, nonce: 0, value: EthFixture.oneZIL)

        try file.save(ledger.snapshot())
        let restored = try Ledger(rules: ledger.rules, snapshot: try #require(try file.load()))
        let restoredHandler = JSONRPCHandler(methods: DevnetMethods(ledger: restored))

        #expect(restored.snapshot() == ledger.snapshot())
        #expect(restored.dex == ledger.dex)
        let quote = UniswapV2Router.getAmountsOutCall(amountIn: 1_000_000, path: path)
        #expect(F.call(restoredHandler, dex.router, quote) == F.call(handler, dex.router, quote))
        #expect(throws: DexDeploymentError.alreadyDeployed(router: dex.router)) { try restored.deployDex() }
    }
}
