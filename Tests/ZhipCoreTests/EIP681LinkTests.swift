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

    /// EIP-681's own token example: its token contract and recipient (EIP-55 by eth-utils).
    static let exampleToken = "0x89205A3A3b2A69De6Dbf7f01ED13B2108B2c43e7"
    static let exampleRecipient = "0x8e23Ee67d1332aD560396262C48ffbB01F93D052"

    func exampleToken() throws -> Token {
        try Token(
            contract: try EVMAddress(Self.exampleToken.lowercased()), symbol: "TKN", name: "", decimals: 0,
            evmChainID: Network.mainnet.evmChainID)
    }

    @Test(
        "a token request calls its transfer: the token, the chain, /transfer?address= and &uint256= its smallest units")
    func tokenWithAmount() throws {
        let link = EIP681Link(
            to: try EVMAddress(Self.exampleRecipient.lowercased()), on: .mainnet, token: try exampleToken(), units: 1)

        #expect(link.text == "ethereum:\(Self.exampleToken)@32769/transfer?address=\(Self.exampleRecipient)&uint256=1")
    }

    @Test("a token request without an amount leaves uint256 out")
    func tokenWithoutAmount() throws {
        let link = EIP681Link(
            to: try EVMAddress(Self.exampleRecipient), on: .mainnet, token: try exampleToken(), units: nil)

        #expect(link.text == "ethereum:\(Self.exampleToken)@32769/transfer?address=\(Self.exampleRecipient)")
    }
}
