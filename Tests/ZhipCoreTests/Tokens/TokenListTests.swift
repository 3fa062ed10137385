import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The tokens a person listed, per network: found by contract or by a symbol only one has.
@Suite struct TokenListTests {
    let preferences = Preferences.inMemory()

    func list(on network: Network = .mainnet) -> DefaultTokenListUseCase {
        DefaultTokenListUseCase(preferences: preferences, networkSetting: .success(network))
    }

    /// A token of `symbol` at the contract whose 20 bytes are all `byte`.
    func token(_ symbol: String, byte: UInt8, on network: Network = .mainnet) throws -> Token {
        try Token(
            contract: try EVMAddress(bytes: [UInt8](repeating: byte, count: 20)), symbol: symbol,
            name: symbol + " token",
            decimals: 6, evmChainID: network.evmChainID)
    }

    @Test("a token added is listed on its network, and not on another")
    func listedPerNetwork() throws {
        let usdt = try token("USDT", byte: 1)

        try list().add(usdt)

        #expect(try list().tokens == [usdt])
        #expect(try list(on: .testnet).tokens.isEmpty)
    }

    @Test("a token is found by its symbol in any case, or by its contract")
    func foundBySymbolOrContract() throws {
        let usdt = try token("USDT", byte: 1)
        try list().add(usdt)

        #expect(try list().token("usdt") == usdt)
        #expect(try list().token(usdt.contract.checksummed) == usdt)
    }

    @Test("a symbol two listed tokens share is refused, naming both contracts: anyone can name a token USDT")
    func sharedSymbolRefused() throws {
        let real = try token("USDT", byte: 1)
        let fake = try token("USDT", byte: 2)
        try list().add(real)
        try list().add(fake)

        #expect(throws: TokenError.ambiguousSymbol("USDT", [real.contract.checksummed, fake.contract.checksummed])) {
            try list().token("USDT")
        }
    }

    @Test("adding the same contract again replaces it rather than listing it twice")
    func sameContractReplaced() throws {
        try list().add(try token("OLD", byte: 1))
        let renamed = try token("NEW", byte: 1)

        try list().add(renamed)

        #expect(try list().tokens == [renamed])
    }

    @Test("a removed token is no longer listed, and removing an unlisted one says how to list it")
    func removed() throws {
        let usdt = try token("USDT", byte: 1)
        try list().add(usdt)

        let removed = try list().remove("USDT")

        #expect(removed == usdt)
        #expect(try list().tokens.isEmpty)
        #expect(throws: TokenError.notListed("USDT", network: Network.mainnet.displayName)) {
            try list().remove("USDT")
        }
    }

    @Test("decimals of 78 or more are refused: 10^78 does not fit in 256 bits")
    func decimalsBounded() throws {
        let contract = try EVMAddress(bytes: [UInt8](repeating: 1, count: 20))

        #expect(throws: TokenError.decimalsOutOfRange(78)) {
            try Token(contract: contract, symbol: "BIG", name: "", decimals: 78, evmChainID: 32769)
        }
        #expect(try Token(contract: contract, symbol: "BIG", name: "", decimals: 77, evmChainID: 32769).decimals == 77)
    }

    @Test("a symbol with nothing printable in it is refused, asking for --symbol")
    func emptySymbolRefused() throws {
        let contract = try EVMAddress(bytes: [UInt8](repeating: 1, count: 20))

        #expect(throws: TokenError.noSymbol(contract)) {
            try Token(contract: contract, symbol: "\u{202E}\u{1B}", name: "", decimals: 6, evmChainID: 32769)
        }
    }

    @Test("every display of a token shows its contract beside its symbol")
    func labelShowsContract() throws {
        let usdt = try token("USDT", byte: 0xab)

        #expect(usdt.label == "USDT (\(usdt.contract.checksummed))")
    }

    @Test("past the most tokens a network's list holds, adding one more is refused")
    func listBounded() throws {
        for byte in 1...UInt8(DefaultTokenListUseCase.maximumTokens) {
            try list().add(try token("T\(byte)", byte: byte))
        }

        #expect(throws: TokenError.listFull(DefaultTokenListUseCase.maximumTokens)) {
            try list().add(try token("ONE", byte: 250))
        }
    }
}

/// A token's amounts, in its own decimals, exact.
@Suite struct TokenAmountTests {
    @Test("an amount typed in a token's units is exact to its smallest unit, and shown back with its symbol")
    func unitsRoundTrip() throws {
        let usdt = try Token(
            contract: try EVMAddress(bytes: [UInt8](repeating: 1, count: 20)), symbol: "USDT", name: "",
            decimals: 6, evmChainID: 32769)

        let units = try usdt.units("12.000001")

        #expect(units == UInt256(12_000_001))
        #expect(usdt.text(of: units) == "12.000001 USDT")
    }

    @Test("more fractional digits than the token has are refused, never rounded")
    func tooPreciseRefused() throws {
        let usdt = try Token(
            contract: try EVMAddress(bytes: [UInt8](repeating: 1, count: 20)), symbol: "USDT", name: "",
            decimals: 6, evmChainID: 32769)

        #expect(throws: UInt256Error.self) { try usdt.units("0.0000001") }
    }
}

/// The read-only ZRC-2 tokens on the same list: kept apart from the ERC-20 ones, removed by either
/// address form or a symbol only one listed token of either kind has.
@Suite struct ZRC2TokenListTests {
    let preferences = Preferences.inMemory()

    func list(on network: Network = .mainnet) -> DefaultTokenListUseCase {
        DefaultTokenListUseCase(preferences: preferences, networkSetting: .success(network))
    }

    func zrc2(_ symbol: String, byte: UInt8) throws -> ZRC2Token {
        try ZRC2Token(
            contract: try Address(bytes: [UInt8](repeating: byte, count: 20)), symbol: symbol, name: "",
            decimals: 12, evmChainID: Network.mainnet.evmChainID)
    }

    func erc20(_ symbol: String, byte: UInt8) throws -> Token {
        try Token(
            contract: try EVMAddress(bytes: [UInt8](repeating: byte, count: 20)), symbol: symbol, name: "",
            decimals: 6, evmChainID: Network.mainnet.evmChainID)
    }

    @Test("a ZRC-2 token added is listed on its network apart from the ERC-20 tokens")
    func listedApart() throws {
        let gzil = try zrc2("gZIL", byte: 1)

        try list().add(gzil)

        #expect(try list().zrc2Tokens == [gzil])
        #expect(try list().tokens.isEmpty)
        #expect(try list(on: .testnet).zrc2Tokens.isEmpty)
    }

    @Test("a ZRC-2 token is removed by its zil1 address")
    func removedByAddress() throws {
        let gzil = try zrc2("gZIL", byte: 1)
        try list().add(gzil)

        let removed = try list().removeListed(gzil.contract.bech32)

        #expect(removed == .zrc2(gzil))
        #expect(try list().zrc2Tokens.isEmpty)
    }

    @Test("a symbol only one token of either kind has removes that token")
    func removedBySymbol() throws {
        let gzil = try zrc2("gZIL", byte: 1)
        let usdt = try erc20("USDT", byte: 2)
        try list().add(gzil)
        try list().add(usdt)

        let removed = try list().removeListed("usdt")

        #expect(removed == .erc20(usdt))
        #expect(try list().zrc2Tokens == [gzil])
    }

    @Test("a symbol that tokens of both kinds have is refused, naming both contracts")
    func ambiguousAcrossKinds() throws {
        let zrc = try zrc2("ZRC", byte: 1)
        let proxy = try erc20("ZRC", byte: 1)
        try list().add(zrc)
        try list().add(proxy)

        #expect(throws: TokenError.ambiguousSymbol("ZRC", [proxy.contract.checksummed, zrc.contract.bech32])) {
            try list().removeListed("ZRC")
        }
    }
}

extension ZRC2TokenListTests {
    @Test("past nine ZRC-2 tokens, the most one request reads within a public node's quota, adding is refused")
    func zrc2ListFull() throws {
        for byte in 1...9 { try list().add(try zrc2("Z\(byte)", byte: UInt8(byte))) }

        #expect(throws: TokenError.zrc2ListFull(9)) {
            try list().add(try zrc2("Z10", byte: 10))
        }
    }
}
