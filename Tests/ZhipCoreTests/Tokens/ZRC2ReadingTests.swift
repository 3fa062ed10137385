import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// ZRC-2 tokens read through the legacy API: the init to list one, the holdings in one batch.
@Suite struct ZRC2ReadingTests {
    let node = FakeZilliqaService(chainID: Network.mainnet.chainID)
    let contract: Address
    let owner: Address

    init() throws {
        contract = try Address(bech32: ZRC2Answers.aliceCoin)
        owner = try Address(hexString: String(ZRC2Answers.holder.dropFirst(2)))
    }

    func reading(on network: Network = .mainnet) -> DefaultTokenReadingUseCase {
        DefaultTokenReadingUseCase(
            evmService: FakeEVMService(chainID: network.evmChainID), zilliqaService: node,
            networkSetting: .success(network), preferences: .inMemory(),
            dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)))
    }

    func token(_ symbol: String, at address: Address) throws -> ZRC2Token {
        try ZRC2Token(contract: address, symbol: symbol, name: "", decimals: 12, evmChainID: 32769)
    }

    @Test("a ZRC-2 token is read from its contract's init in one batch")
    func tokenFromInit() async throws {
        node.setContractAnswer(
            .success(try ZRC2Answers.json(ZRC2Answers.aliceCoinInit)), for: .initFields(of: contract))

        let token = try await reading().zrc2Token(at: contract)

        #expect(
            token
                == (try ZRC2Token(contract: contract, symbol: "ALI", name: "AliceCoin", decimals: 12, evmChainID: 32769))
        )
        #expect(node.contractReadBatches == [[.initFields(of: contract)]])
    }

    @Test("an address the node says does not exist is not a ZRC-2 token")
    func noContract() async throws {
        node.setContractAnswer(
            .failure(.rpc(code: -5, message: "Address does not exist")), for: .initFields(of: contract))

        await #expect(throws: TokenError.notZRC2(contract, network: "mainnet")) {
            try await reading().zrc2Token(at: contract)
        }
    }

    @Test("a node on another chain is refused, naming both")
    func otherChain() async throws {
        node.setChainID(Network.testnet.chainID)

        let error = await #expect(throws: TokenError.self) { try await reading().zrc2Token(at: contract) }

        guard case .node(let failure) = error else {
            Issue.record("expected the node's refusal, got \(String(describing: error))")
            return
        }
        #expect(failure.ruleRefusal?.rule == "chain-id")
        #expect(failure.ruleRefusal?.reason.contains("EVM chain 33101") == true)
    }

    @Test("the holdings of every listed ZRC-2 token are asked in one batch, keyed by the holder's lowercase hex")
    func holdingsInOneBatch() async throws {
        let other = try Address(hexString: String(repeating: "ab", count: 20))
        let key = "0x" + owner.hex
        node.setContractAnswer(
            .success(try ZRC2Answers.json(#"{"balances":{"\#(key)":"967500"}}"#)),
            for: .subState(of: contract, variable: "balances", indices: [key]))

        let held = try await reading().zrc2Holdings(
            of: owner, in: [try token("ALI", at: contract), try token("B", at: other)])

        #expect(held.map(\.units) == [.success(967_500), .success(.zero)])
        #expect(node.contractReadBatches.count == 1)
        #expect(node.contractReadBatches.first?.count == 2)
    }

    @Test("no listed ZRC-2 token asks the node nothing")
    func noneListed() async throws {
        let held = try await reading().zrc2Holdings(of: owner, in: [])

        #expect(held.isEmpty)
        #expect(node.calls(to: .contractReads) == 0)
    }
}
