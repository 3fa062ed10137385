import Foundation
import Testing
import ZilliqaKit

@Suite("Explorer: EIP-3091 links per network")
struct ExplorerTests {
    private let hash = "0x" + String(repeating: "3f", count: 32)

    @Test("mainnet's transaction link is Zilliqa's Otterscan /tx/ path")
    func mainnetTransaction() throws {
        let explorer = try #require(Network.mainnet.presetExplorer)

        #expect(explorer.transaction(hash).absoluteString == "https://otterscan.zilliqa.com/tx/" + hash)
    }

    @Test("testnet's address link is its Otterscan /address/ path")
    func testnetAddress() throws {
        let explorer = try #require(Network.testnet.presetExplorer)

        let link = explorer.address("0x00000000005A494c31455343524f5750524f5859").absoluteString

        #expect(link == "https://otterscan.testnet.zilliqa.com/address/0x00000000005A494c31455343524f5750524f5859")
    }

    @Test("the devnet has no explorer")
    func devnetHasNone() {
        #expect(Network.devnet.presetExplorer == nil)
    }

    @Test("a trailing slash of the base is dropped, and the scheme is kept in lower case")
    func trailingSlash() throws {
        let explorer = try Explorer(url: try #require(URL(string: "HTTPS://scan.example.org/zq2/")))

        #expect(explorer.transaction(hash).absoluteString == "https://scan.example.org/zq2/tx/" + hash)
    }

    @Test("a base with a user name, a query or another scheme is refused")
    func refused() throws {
        for text in ["https://me:pw@scan.example.org", "https://scan.example.org?x=1", "ftp://scan.example.org"] {
            #expect(throws: NetworkError.self) { try Explorer(url: try #require(URL(string: text))) }
        }
    }
}
