import Testing
import ZilliqaKit

@Suite("EVM chain ids")
struct EVMChainIDTests {
    @Test("a network's EVM chain id is its Zilliqa chain id + 0x8000 (zq2-eth-api.md §7)")
    func presets() {
        #expect(Network.mainnet.evmChainID == 32769)
        #expect(Network.testnet.evmChainID == 33101)
    }

    @Test(
        "an EVM chain id maps back to the Zilliqa chain id",
        arguments: [(UInt64(32769), UInt16(1)), (33101, 333), (33469, 701)])
    func backToZilliqa(evm: UInt64, zilliqa: UInt16) {
        #expect(Network.zilliqaChainID(forEVMChainID: evm) == zilliqa)
    }

    @Test(
        "an EVM chain id no Zilliqa chain id maps to has none",
        arguments: [UInt64(1), UInt64(0x7FFF), UInt64(0x8000 + 0x10000)])
    func noZilliqaChainID(evm: UInt64) {
        #expect(Network.zilliqaChainID(forEVMChainID: evm) == nil)
    }
}
