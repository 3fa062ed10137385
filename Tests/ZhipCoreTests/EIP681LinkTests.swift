import Testing
import ZhipCore
import ZilliqaKit

@Suite("EIP-681 payment link")
struct EIP681LinkTests {
    /// EIP-55's own example address (evm-accounts.md).
    static let address = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"

    @Test("without an amount: ethereum:, the EIP-55 address and @ the network's EVM chain id")
    func withoutAmount() throws {
        let link = EIP681Link(to: try EVMAddress(Self.address), on: .mainnet, amount: nil)

        #expect(link.text == "ethereum:0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359@32769")
    }

    @Test("an amount goes in as ?value= and the exact wei integer")
    func withAmount() throws {
        let amount = try Wei("1.5", unit: .zil)

        let link = EIP681Link(to: try EVMAddress(Self.address.lowercased()), on: .testnet, amount: amount)

        #expect(link.text == "ethereum:0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359@33101?value=1500000000000000000")
    }

    @Test("the chain's name says which Zilliqa network and its EVM chain id")
    func chainName() throws {
        let link = EIP681Link(to: try EVMAddress(Self.address), on: .mainnet, amount: nil)

        #expect(link.chainName == "Zilliqa mainnet (EVM chain 32769)")
    }
}
