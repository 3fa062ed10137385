import Testing
import ZhipCore
import ZilliqaKit

/// A ZRC-2 token read from its contract's init, and what a legacy account holds of it.
@Suite struct ZRC2TokenTests {
    let contract: Address

    init() throws {
        contract = try Address(bech32: ZRC2Answers.aliceCoin)
    }

    @Test("a ZRC-2 contract's init gives the token's name, symbol and decimals")
    func readsInit() throws {
        let fields = try ZRC2Answers.json(ZRC2Answers.aliceCoinInit)

        let token = try ZRC2Token(contract: contract, initFields: fields, on: .mainnet)

        #expect(token.symbol == "ALI")
        #expect(token.name == "AliceCoin")
        #expect(token.decimals == 12)
        #expect(token.label == "ALI (zil1tyu0ezhcyfg26m83mgamjt625qzukfcht8es69)")
    }

    @Test("an init without decimals is not a ZRC-2 token")
    func missingDecimals() throws {
        let fields = try ZRC2Answers.json(
            #"[{"vname":"name","type":"String","value":"X"},"#
                + #"{"vname":"symbol","type":"String","value":"X"}]"#)

        #expect(throws: TokenError.notZRC2(contract, network: "mainnet")) {
            try ZRC2Token(contract: contract, initFields: fields, on: .mainnet)
        }
    }

    @Test("decimals that are not a decimal string of digits are refused")
    func decimalsNotDigits() throws {
        let fields = try ZRC2Answers.json(
            #"[{"vname":"name","type":"String","value":"X"},"#
                + #"{"vname":"symbol","type":"String","value":"X"},{"vname":"decimals","type":"Uint32","value":"-1"}]"#)

        #expect(throws: TokenError.notZRC2(contract, network: "mainnet")) {
            try ZRC2Token(contract: contract, initFields: fields, on: .mainnet)
        }
    }

    @Test("78 decimals or more are refused: no amount of the token fits 256 bits")
    func tooManyDecimals() throws {
        let fields = try ZRC2Answers.json(
            #"[{"vname":"name","type":"String","value":"X"},"#
                + #"{"vname":"symbol","type":"String","value":"X"},{"vname":"decimals","type":"Uint32","value":"78"}]"#)

        #expect(throws: TokenError.decimalsOutOfRange(78)) {
            try ZRC2Token(contract: contract, initFields: fields, on: .mainnet)
        }
    }

    @Test("a symbol of control and direction characters only is refused")
    func unprintableSymbol() throws {
        let fields = try ZRC2Answers.json(
            #"[{"vname":"name","type":"String","value":"X"},"#
                + #"{"vname":"symbol","type":"String","value":"\u001b\u202e"},"#
                + #"{"vname":"decimals","type":"Uint32","value":"6"}]"#)

        #expect(throws: TokenError.noZRC2Symbol(contract)) {
            try ZRC2Token(contract: contract, initFields: fields, on: .mainnet)
        }
    }

    @Test("a holder's balances entry is its units, exact")
    func holdingUnits() throws {
        let token = try ZRC2Token(contract: contract, symbol: "ALI", name: "", decimals: 12, evmChainID: 32769)
        let answer = try ZRC2Answers.json(#"{"balances":{"\#(ZRC2Answers.holder)":"967500"}}"#)

        let units = ZRC2Holding.units(in: .success(answer), holderKey: ZRC2Answers.holder, of: token)

        #expect(units == .success(967_500))
    }

    @Test("null, the node's answer for a holder without an entry, is zero")
    func nullIsZero() throws {
        let token = try ZRC2Token(contract: contract, symbol: "ALI", name: "", decimals: 12, evmChainID: 32769)

        let units = ZRC2Holding.units(in: .success(.null), holderKey: ZRC2Answers.holder, of: token)

        #expect(units == .success(.zero))
    }

    @Test("a balance that is not a decimal string is unreadable, for that token alone")
    func unreadableUnits() throws {
        let token = try ZRC2Token(contract: contract, symbol: "ALI", name: "", decimals: 12, evmChainID: 32769)
        let answer = try ZRC2Answers.json(#"{"balances":{"\#(ZRC2Answers.holder)":12}}"#)

        let units = ZRC2Holding.units(in: .success(answer), holderKey: ZRC2Answers.holder, of: token)

        #expect(units == .failure(.zrc2BalanceUnreadable(contract)))
    }
}

extension ZRC2TokenTests {
    @Test("a read the node's rate quota refused says so, not that the token is unreadable")
    func rateLimitedRead() throws {
        let token = try ZRC2Token(contract: contract, symbol: "ALI", name: "", decimals: 12, evmChainID: 32769)

        let units = ZRC2Holding.units(in: .failure(.rateLimited), holderKey: ZRC2Answers.holder, of: token)

        #expect(units == .failure(.node(.service(.rateLimited))))
    }
}
