import Testing
import ZhipCore
import ZilliqaKit

/// The staking portal's mainnet list, copied from zq2-staking's `stakingPoolsConfig.ts:751-1169`.
@Suite struct StakingPoolDirectoryTests {
    private let pools = StakingPoolDirectory.pools(onChain: Network.mainnet.evmChainID)

    @Test("Mainnet lists the portal's 25 pools, every address parsing")
    func mainnetHas25() {
        #expect(pools.count == 25)
    }

    @Test("Two mainnet pools are retired: Stakin by The Tie and r3to")
    func twoAreRetired() {
        #expect(pools.filter(\.isRetired).compactMap(\.name) == ["Stakin by The Tie", "r3to"])
    }

    @Test("The six liquid pools carry their LSTs with 18 decimals")
    func liquidPoolsCarryTheirLST() {
        let symbols = pools.compactMap(\.lst).map(\.symbol)

        #expect(symbols == ["pZIL", "encapZIL", "tZIL", "litZil", "aZIL", "shZIL"])
        #expect(pools.compactMap(\.lst).allSatisfy { $0.decimals == 18 })
    }

    @Test("PlunderSwap is first, at its address, minting pZIL")
    func plunderSwapIsFirst() throws {
        let first = try #require(pools.first)

        #expect(first.name == "PlunderSwap")
        #expect(first.address == (try EVMAddress("0x691682fca60fa6b702a0a69f60d045c08f404220")))
        #expect(first.lst?.contract == (try EVMAddress("0xc85b0db68467dede96a7087f4d4c47731555ca7a")))
    }

    @Test("A chain the portal has no list for has no pools")
    func otherChainsHaveNone() {
        #expect(StakingPoolDirectory.pools(onChain: Network.testnet.evmChainID).isEmpty)
    }
}
