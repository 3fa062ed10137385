import Testing
import ZhipDevnetKit
import ZilliqaKit

/// The hostile tokens a wallet must survive, chosen at deployment (docs/devnet-tokens.md).
@Suite("Hostile modelled tokens: false, reverts, bytes32, hostile text, 255 decimals, fees, no return data")
struct TokenBehaviourTests {
    private var bob: EVMAddress { EthFixture.bob }
    private static let transfer = "transferBob250000000"

    /// A `behaviour` token's answer to eth_call of alice's transfer, then the receipt of sending it.
    private func simulateThenSend(_ behaviour: ERC20Behaviour) throws -> (
        JSONRPCHandler, DeployedToken, JSONValue, JSONValue
    ) {
        let (handler, _, token) = try TokenFixture.chain(behaviour: behaviour)
        let data = try TokenFixture.bytes("calls", Self.transfer)
        let call = TokenFixture.call(handler, token.address, data, from: EthFixture.alice)
        return (handler, token, call, try TokenFixture.send(handler, token.address, data))
    }

    @Test("returnsFalse: transfer answers false, the transaction succeeds, nothing moves, no log")
    func returnsFalse() throws {
        let (handler, token, call, receipt) = try simulateThenSend(.returnsFalse)

        #expect(call["result"] == (try TokenFixture.hex("returns", "false")))
        #expect(receipt["status"] == "0x1" && receipt["logs"] == [])
        #expect(TokenFixture.balance(handler, token.address, bob) == (try TokenFixture.hex("returns", "zero")))
    }

    @Test("alwaysReverts: a transfer reverts with Error(\"always reverts\"), the views still answer")
    func alwaysReverts() throws {
        let (handler, _, token) = try TokenFixture.chain(behaviour: .alwaysReverts)

        let call = TokenFixture.call(
            handler, token.address, try TokenFixture.bytes("calls", Self.transfer), from: EthFixture.alice)

        #expect(call["error"]?["message"] == "execution reverted: always reverts")
        #expect(call["error"]?["data"] == (try TokenFixture.hex("reverts", "always reverts")))
        #expect(
            TokenFixture.balance(handler, token.address, EthFixture.alice)
                == (try TokenFixture.hex("returns", "supply")))
    }

    @Test("bytes32Symbol: symbol() and name() answer one zero-padded word")
    func bytes32Symbol() throws {
        let (handler, _, token) = try TokenFixture.chain(behaviour: .bytes32Symbol)

        let symbol = TokenFixture.call(handler, token.address, ERC20.symbol.selector)
        let name = TokenFixture.call(handler, token.address, ERC20.name.selector)

        #expect(symbol["result"] == (try TokenFixture.hex("returns", "bytes32TUSD")))
        #expect(name["result"] == (try TokenFixture.hex("returns", "bytes32TestUSD")))
    }

    @Test("hostileName: name() is the 10,240 bytes of escape, bidi and control characters")
    func hostileName() throws {
        let (handler, _, token) = try TokenFixture.chain(behaviour: .hostileName)

        let name = TokenFixture.call(handler, token.address, ERC20.name.selector)

        #expect(name["result"] == (try TokenFixture.hex("returns", "hostileName")))
    }

    @Test("decimals255: decimals() answers 255 whatever was asked")
    func decimals255() throws {
        let (handler, _, token) = try TokenFixture.chain(behaviour: .decimals255)

        let decimals = TokenFixture.call(handler, token.address, ERC20.decimals.selector)

        #expect(decimals["result"] == (try TokenFixture.hex("returns", "decimals255")))
    }

    @Test("feeOnTransfer: 99 % arrives, 1 % is burnt from the supply; the logs show what arrived, then the burn")
    func feeOnTransfer() throws {
        let (handler, _, token) = try TokenFixture.chain(behaviour: .feeOnTransfer)

        let receipt = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", Self.transfer))

        let received = try TokenFixture.hex("returns", "uint247500000")
        let logs = try #require(receipt["logs"]?.arrayValue)
        let burnt = JSONValue.string("0x" + Hex.encode(UInt256(2_500_000 as UInt64).bigEndianBytes))
        #expect(logs.map { $0["data"] } == [received, burnt])
        let zero = try EVMAddress(bytes: [UInt8](repeating: 0, count: 20))
        #expect(logs.last?["topics"]?.arrayValue?.last == TokenFixture.topic(zero))
        #expect(TokenFixture.balance(handler, token.address, bob) == received)
        #expect(
            TokenFixture.call(handler, token.address, ERC20.totalSupply.selector)["result"]
                == (try TokenFixture.hex("returns", "supplyLess2500000")))
    }

    @Test("returnsNothing: transfer answers no bytes and moves the units")
    func returnsNothing() throws {
        let (handler, token, call, receipt) = try simulateThenSend(.returnsNothing)

        #expect(call["result"] == "0x")
        #expect(receipt["status"] == "0x1")
        #expect(TokenFixture.balance(handler, token.address, bob) == (try TokenFixture.hex("returns", "uint250000000")))
    }
}
