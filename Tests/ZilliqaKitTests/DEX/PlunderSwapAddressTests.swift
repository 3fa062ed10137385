import Testing
import ZilliqaKit

/// PlunderSwap's fixed addresses against the text Plunderswap/plunderswap-document publishes
/// (``DEXVectors``: `developers/README.md:16-18,23-24`), and CREATE2 pair addresses against eth-utils.
@Suite("PlunderSwap's addresses and CREATE2 pairs")
struct PlunderSwapAddressTests {
    @Test("each fixed address is the published checksummed text (a typo would read as zero)")
    func publishedAddresses() {
        let addresses = [
            PlunderSwap.mainnetFactory, PlunderSwap.mainnetRouter, PlunderSwap.mainnetWZIL,
            PlunderSwap.testnetFactory, PlunderSwap.testnetRouter,
        ]

        #expect(
            addresses.map(\.checksummed)
                == [
                    DEXVectors.mainnetFactory, DEXVectors.mainnetRouter, DEXVectors.mainnetWZIL,
                    DEXVectors.testnetFactory, DEXVectors.testnetRouter,
                ])
        #expect(!addresses.contains(EVMAddress.zero))
    }

    @Test("the init code hash is PlunderLibrary.sol:35's 32 bytes")
    func initCodeHash() {
        #expect(Hex.encode(PlunderSwap.initCodeHash) == DEXVectors.initCodeHash)
        #expect(PlunderSwap.initCodeHash.count == 32)
    }

    @Test("the router is mainnet's on chain 32769, testnet's on 33101, and none elsewhere")
    func routerByChain() {
        #expect(PlunderSwap.router(evmChainID: 32769) == PlunderSwap.mainnetRouter)
        #expect(PlunderSwap.router(evmChainID: 33101) == PlunderSwap.testnetRouter)
        #expect(PlunderSwap.router(evmChainID: 1) == nil)
    }

    @Test("a pair's CREATE2 address is eth-utils', whichever order the tokens are given in")
    func pairAddresses() throws {
        for vector in DEXVectors.pairs {
            let (factory, a, b) = (try EVMAddress(vector.factory), try EVMAddress(vector.a), try EVMAddress(vector.b))

            let pair = UniswapV2Pair.address(factory: factory, tokens: a, b, initCodeHash: PlunderSwap.initCodeHash)

            #expect(pair.checksummed == vector.pair)
        }
    }
}
