import Testing
import ZilliqaKit

// Known answers from eth-abi 5 and web3.py 8.0.0's `ens.utils` (selectors, `encode(["bytes","bytes"], …)`,
// the reverse name of `address_to_reverse_domain`), printed by
// Tests/ZilliqaKitTests/Fixtures/zilnames-fixtures.py; the addresses are plunderswap-document's table.
@Suite("ZilNames: the mainnet contracts and the UniversalResolver calls, against eth-abi")
struct ZilNamesCallTests {
    static let alice = "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"

    @Test("mainnet's chain 32769 has the UniversalResolver of the Plunderswap table")
    func mainnetResolver() throws {
        let resolver = ZilNames.universalResolver(onEVMChain: 32_769)

        #expect(resolver == (try EVMAddress("0x2b6a7953c510392aE88c7C302a984460Daa8AF24")))
    }

    @Test("testnet and any other chain have no known UniversalResolver")
    func otherChains() {
        #expect(ZilNames.universalResolver(onEVMChain: 33_101) == nil)
        #expect(ZilNames.universalResolver(onEVMChain: 32_990) == nil)
    }

    @Test("the other contracts are the Plunderswap table's, EIP-55 as it writes them")
    func contracts() {
        #expect(ZilNames.registry.checksummed == "0x2196b67Ca97bBcA07C01c7Bdf4f35209CC615389")
        #expect(ZilNames.l2Resolver.checksummed == "0x5c0c7BFd25efCAE366fE62219fD5558305Ffc46F")
        #expect(ZilNames.baseRegistrar.checksummed == "0x34f1A58c54B543D6cb82FC63fBc2D39F749099Df")
        #expect(ZilNames.registrarController.checksummed == "0x7c588d2128B8A68DDDEf59fF6E4EdEE5435371EF")
        #expect(ZilNames.reverseRegistrar.checksummed == "0x228242c33D0D0825a3B31B2f4c2f10b7Cb64B788")
    }

    @Test("the selectors are eth-utils'")
    func selectors() {
        #expect(Hex.encode(ZilNames.resolve.selector) == "9061b923")
        #expect(Hex.encode(ZilNames.addr.selector) == "3b3b57de")
        #expect(Hex.encode(ZilNames.name.selector) == "691f3431")
        #expect(Hex.encode(ZilNames.resolver.selector) == "0178b8bf")
        #expect(Hex.encode(ZilNames.owner.selector) == "02571be3")
    }

    @Test("the address call of alice.zil is resolve(dns(alice.zil), addr(node)) as eth-abi encodes it")
    func addressCall() throws {
        let name = try ZilName("alice.zil")

        let calldata = ZilNames.addressCall(for: name)

        #expect(
            Hex.encode(calldata)
                == "9061b923"
                + "0000000000000000000000000000000000000000000000000000000000000040"
                + "0000000000000000000000000000000000000000000000000000000000000080"
                + "000000000000000000000000000000000000000000000000000000000000000b"
                + "05616c696365037a696c00000000000000000000000000000000000000000000"
                + "0000000000000000000000000000000000000000000000000000000000000024"
                + "3b3b57de46f967dc406e73a8997fd3c48e7861bfeae7a42c6edb907590778688"
                + "e9fc172100000000000000000000000000000000000000000000000000000000")
    }

    @Test("the reverse call of an address names <hex>.addr.reverse and asks name(reverse node)")
    func reverseCall() throws {
        let address = try EVMAddress(Self.alice)

        let calldata = ZilNames.reverseCall(for: address)

        #expect(
            Hex.encode(calldata)
                == "9061b923"
                + "0000000000000000000000000000000000000000000000000000000000000040"
                + "00000000000000000000000000000000000000000000000000000000000000a0"
                + "0000000000000000000000000000000000000000000000000000000000000037"
                + "2837653566343535323039316136393132356435646663623762386332363539"
                + "3032393339356264660461646472077265766572736500000000000000000000"
                + "0000000000000000000000000000000000000000000000000000000000000024"
                + "691f3431b33b8a1c136c6974e62a8df8b21929a2f38c30094af414baf575cf8f"
                + "e8e6077400000000000000000000000000000000000000000000000000000000")
    }

    @Test("DNS bytes read back into their labels; malformed bytes read as nil")
    func dnsLabels() {
        let labels = ENSNameEncoding.labels(dnsEncoded: [UInt8](hex: "05616c696365037a696c00"))

        #expect(labels == [Array("alice".utf8), Array("zil".utf8)])
        #expect(ENSNameEncoding.labels(dnsEncoded: [UInt8](hex: "05616c6963")) == nil)
        #expect(ENSNameEncoding.labels(dnsEncoded: [UInt8](hex: "05616c696365037a696c0000")) == nil)
        #expect(ENSNameEncoding.labels(dnsEncoded: [UInt8](hex: "ff00")) == nil)
        #expect(ENSNameEncoding.labels(dnsEncoded: []) == nil)
    }
}
