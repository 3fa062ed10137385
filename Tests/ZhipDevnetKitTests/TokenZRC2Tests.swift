import Testing
import ZhipDevnetKit
import ZilliqaKit

/// A ZRC-2 token: its legacy address answers GetSmartContractSubState and GetSmartContractInit from
/// the balances its ERC-20 proxy moves (docs/devnet-tokens.md).
@Suite("ZRC-2 tokens: legacy substate and init over the ERC-20 proxy's balances")
struct TokenZRC2Tests {
    @Test("a ZRC-2 deployment has a legacy address: keccak256(\"zhip-devnet/zrc2\" ‖ counter)'s last 20 bytes")
    func legacyAddress() throws {
        let (_, _, token) = try TokenFixture.chain(zrc2: true)

        #expect(token.legacyAddress?.hex == (try TokenFixture.address("legacy1")).hex)
    }

    @Test("GetSmartContractSubState balances of a holder answers its units, after a proxy transfer too")
    func substate() throws {
        let (handler, _, token) = try TokenFixture.chain(zrc2: true)
        let legacy = try #require(token.legacyAddress)
        _ = try TokenFixture.send(handler, token.address, TokenFixture.bytes("calls", "transferBob250000000"))
        let bobKey = "0x" + EthFixture.bob.hex

        let bob = try result(handler, "GetSmartContractSubState", [.string(legacy.hex), "balances", [.string(bobKey)]])
        let carol = try result(
            handler, "GetSmartContractSubState",
            [.string(legacy.bech32), "balances", [TokenFixture.hex(Fixture.carol.evmAddress)]])

        #expect(bob == ["balances": [bobKey: "250000000"]])
        #expect(carol == .null)
    }

    @Test("GetSmartContractInit answers the token's name, symbol and decimals as Scilla fields")
    func initFields() throws {
        let (handler, _, token) = try TokenFixture.chain(zrc2: true)
        let legacy = try #require(token.legacyAddress)

        let fields = try result(handler, "GetSmartContractInit", [.string(legacy.bech32)]).arrayValue ?? []

        let byName = Dictionary(
            uniqueKeysWithValues: fields.compactMap { field in
                field["vname"]?.stringValue.map { ($0, field["value"]) }
            })
        #expect(byName["name"] == "Test USD" && byName["symbol"] == "TUSD" && byName["decimals"] == "6")
    }

    @Test("GetSmartContractSubState of an address without account or token is -5 \"Address does not exist\"")
    func unknownAddress() throws {
        let (handler, _, _) = try TokenFixture.chain(zrc2: true)

        let answer = try error(
            handler, "GetSmartContractSubState", [.string(String(repeating: "ab", count: 20)), "balances", []])

        #expect(answer.0 == -5 && answer.1 == "Address does not exist")
    }
}
