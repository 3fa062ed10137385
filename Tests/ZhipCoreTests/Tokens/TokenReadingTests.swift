import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A contract's metadata and listed tokens' balances, read in one batch behind the node's chain id.
@Suite struct TokenReadingTests {
    let node = FakeEVMService(chainID: Network.mainnet.evmChainID)
    let preferences = Preferences.inMemory()
    let contract: EVMAddress
    let owner: EVMAddress

    init() throws {
        contract = try EVMAddress("0xdAC17F958D2ee523a2206206994597C13D831ec7")
        owner = try EVMAddress("0x00000000000000000000000000000000000000aa")
    }

    func reading(on network: Network = .mainnet, at date: Date = Date(timeIntervalSince1970: 1_700_000_000))
        -> DefaultTokenReadingUseCase
    {
        DefaultTokenReadingUseCase(
            evmService: node, zilliqaService: FakeZilliqaService(chainID: network.chainID),
            networkSetting: .success(network), preferences: preferences,
            dateProvider: FixedDateProvider(date))
    }

    func answer(_ hex: String, to function: ABIFunction, at address: EVMAddress? = nil) throws {
        node.setCallAnswer(
            .success(try EVMHex.data("0x" + hex, maximumBytes: 1024)), to: address ?? contract, data: function.selector)
    }

    func listed(_ symbol: String, at address: EVMAddress) throws -> Token {
        try Token(contract: address, symbol: symbol, name: "", decimals: 6, evmChainID: Network.mainnet.evmChainID)
    }

    @Test("a token's name, symbol and decimals are read in one batch and make the token listed")
    func metadataMakesToken() async throws {
        try answer(TokenAnswers.nameTetherUSD, to: ERC20.name)
        try answer(TokenAnswers.symbolUSDT, to: ERC20.symbol)
        try answer(TokenAnswers.decimals6, to: ERC20.decimals)

        let token = try await reading().metadata(of: contract).token(symbol: nil, decimals: nil)

        #expect(
            token == (try Token(contract: contract, symbol: "USDT", name: "Tether USD", decimals: 6, evmChainID: 32769))
        )
        #expect(node.calls(to: .call) == 1)
    }

    @Test("a symbol and name answered as bytes32 are read as text")
    func bytes32Metadata() async throws {
        try answer(TokenAnswers.nameBytes32Maker, to: ERC20.name)
        try answer(TokenAnswers.symbolBytes32MKR, to: ERC20.symbol)
        try answer(TokenAnswers.decimals18, to: ERC20.decimals)

        let metadata = try await reading().metadata(of: contract)

        #expect(metadata.symbol == "MKR")
        #expect(metadata.name == "Maker")
    }

    @Test("escape and direction characters in a contract's symbol are removed before it is shown")
    func hostileSymbolCleaned() async throws {
        try answer(TokenAnswers.symbolWithEscapes, to: ERC20.symbol)
        try answer(TokenAnswers.decimals6, to: ERC20.decimals)

        let token = try await reading().metadata(of: contract).token(symbol: nil, decimals: nil)

        #expect(token.symbol == "USDT")
    }

    @Test("a token without a symbol needs one given, and takes the one given")
    func symbolGiven() async throws {
        try answer(TokenAnswers.decimals6, to: ERC20.decimals)
        let metadata = try await reading().metadata(of: contract)

        #expect(throws: TokenError.noSymbol(contract)) { try metadata.token(symbol: nil, decimals: nil) }
        #expect(try metadata.token(symbol: "TKN", decimals: nil).symbol == "TKN")
    }

    @Test("a token without decimals needs them given, and takes those given")
    func decimalsGiven() async throws {
        try answer(TokenAnswers.symbolUSDT, to: ERC20.symbol)
        let metadata = try await reading().metadata(of: contract)

        #expect(throws: TokenError.noDecimals(contract)) { try metadata.token(symbol: nil, decimals: nil) }
        #expect(try metadata.token(symbol: nil, decimals: 8).decimals == 8)
    }

    @Test("decimals given that differ from the contract's are refused")
    func decimalsDisagree() async throws {
        try answer(TokenAnswers.symbolUSDT, to: ERC20.symbol)
        try answer(TokenAnswers.decimals6, to: ERC20.decimals)
        let metadata = try await reading().metadata(of: contract)

        #expect(throws: TokenError.decimalsDisagree(contract: 6, given: 18, token: contract)) {
            try metadata.token(symbol: nil, decimals: 18)
        }
    }

    @Test("a token that says it has 255 decimals is refused: no amount of it fits 256 bits")
    func decimals255Refused() async throws {
        try answer(TokenAnswers.symbolUSDT, to: ERC20.symbol)
        try answer(TokenAnswers.decimals255, to: ERC20.decimals)
        let metadata = try await reading().metadata(of: contract)

        #expect(throws: TokenError.decimalsOutOfRange(255)) { try metadata.token(symbol: nil, decimals: nil) }
    }

    @Test("a decimals answer past a uint8 counts as no decimals")
    func decimalsPastUInt8Unreadable() async throws {
        try answer(TokenAnswers.symbolUSDT, to: ERC20.symbol)
        try answer(TokenAnswers.word256, to: ERC20.decimals)

        let metadata = try await reading().metadata(of: contract)

        #expect(metadata.decimals == nil)
    }

    @Test("an address that answers none of the three is said not to be a token")
    func notAToken() async throws {
        await #expect(throws: TokenError.notAToken(contract, network: Network.mainnet.displayName)) {
            try await reading().metadata(of: contract)
        }
    }

    @Test("a node on another chain is refused before its answers are used")
    func otherChainRefused() async throws {
        node.setChainID(Network.testnet.evmChainID)
        try answer(TokenAnswers.symbolUSDT, to: ERC20.symbol)

        let error = await #expect(throws: TokenError.self) { try await reading().metadata(of: contract) }

        guard case .node(let failure) = error else {
            Issue.record("expected the node's refusal, got \(String(describing: error))")
            return
        }
        #expect(failure.ruleRefusal?.rule == "chain-id")
        #expect(failure.ruleRefusal?.reason.contains("EVM chain 33101") == true)
    }

    @Test("the balances of every listed token are read in one batch, exact to the smallest unit")
    func balancesInOneBatch() async throws {
        let other = try EVMAddress("0x00000000000000000000000000000000000000bb")
        node.setCallAnswer(
            .success(try EVMHex.data("0x" + TokenAnswers.balance12p5Of6, maximumBytes: 32)), to: contract,
            data: ERC20.balanceOfCall(owner))
        node.setCallAnswer(
            .success(try EVMHex.data("0x" + TokenAnswers.balanceMax, maximumBytes: 32)), to: other,
            data: ERC20.balanceOfCall(owner))

        let balances = try await reading().balances(
            of: owner, in: [listed("USDT", at: contract), listed("MAX", at: other)])

        #expect(
            try balances.map { try $0.units.get() } == [12_500_000, UInt256(decimal: TokenAnswers.balanceMaxDecimal)])
        #expect(node.calls(to: .call) == 1)
    }

    @Test("one token's unreadable balance leaves the others' readable")
    func oneUnreadableBalance() async throws {
        let other = try EVMAddress("0x00000000000000000000000000000000000000bb")
        node.setCallAnswer(.failure(.executionReverted(method: "eth_call", data: [])), to: contract)
        node.setCallAnswer(
            .success(try EVMHex.data("0x" + TokenAnswers.balance12p5Of6, maximumBytes: 32)), to: other,
            data: ERC20.balanceOfCall(owner))

        let balances = try await reading().balances(
            of: owner, in: [listed("BAD", at: contract), listed("OK", at: other)])

        #expect(throws: TokenError.balanceUnreadable(contract)) { try balances[0].units.get() }
        #expect(try balances[1].units.get() == 12_500_000)
    }

    @Test("balances read are cached for their account on their network only")
    func cachedPerNetworkAndOwner() async throws {
        let date = Date(timeIntervalSince1970: 1_700_000_123)
        node.setCallAnswer(
            .success(try EVMHex.data("0x" + TokenAnswers.balance12p5Of6, maximumBytes: 32)), to: contract)

        _ = try await reading(at: date).balances(of: owner, in: [listed("USDT", at: contract)])

        #expect(
            try reading().cachedBalances(of: owner)
                == CachedTokenBalances(owner: owner, units: [contract: 12_500_000], updatedAt: date))
        #expect(try reading(on: .testnet).cachedBalances(of: owner) == nil)
        #expect(try reading().cachedBalances(of: contract) == nil)
    }

    @Test("a failed batch is the node's error, and nothing is cached")
    func failedBatch() async throws {
        node.setError(ZilliqaServiceError.transport(.timedOut), for: .call)

        await #expect(throws: TokenError.node(.service(.transport(.timedOut)))) {
            try await reading().balances(of: owner, in: [listed("USDT", at: contract)])
        }
        #expect(try reading().cachedBalances(of: owner) == nil)
    }

    @Test("a legacy account's holdings are balanceOf its own 20 bytes, and are not cached as the EVM account's")
    func legacyHoldings() async throws {
        let legacy = try Address(bytes: [UInt8](repeating: 0xcc, count: 20))
        node.setCallAnswer(
            .success(try EVMHex.data("0x" + TokenAnswers.balance12p5Of6, maximumBytes: 32)), to: contract,
            data: ERC20.balanceOfCall(try EVMAddress(bytes: legacy.bytes)))

        let held = try await reading().legacyHoldings(of: legacy, in: [listed("ZRC", at: contract)])

        #expect(try held.map { try $0.units.get() } == [12_500_000])
        #expect(try reading().cachedBalances(of: try EVMAddress(bytes: legacy.bytes)) == nil)
    }
}
