import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The pools the wallet knows and their reading (DefaultStakingUseCase), on a fake mainnet node.
@Suite struct StakingUseCaseTests {
    private static func useCase(_ fixture: StakingFixture, tokens: FakeTokenReadingUseCase = .init())
        -> DefaultStakingUseCase
    {
        DefaultStakingUseCase(
            evmService: fixture.node, tokenReading: tokens, preferences: .inMemory(),
            networkSetting: .success(.mainnet))
    }

    @Test("A liquid pool's facts and the account's position are read in one round trip")
    func oneRoundTrip() async throws {
        let fixture = try StakingFixture(claimable: StakingFixture.zil(2))
        let staking = Self.useCase(fixture)

        let readings = try await staking.read([fixture.pool], for: fixture.sender)

        #expect(fixture.node.calls(to: .call) == 1)
        let state = try #require(try readings.first?.outcome.get())
        #expect(state.facts.minimum == Wei(100, unit: .zil))
        #expect(state.facts.unbondingBlocks == 5)
        #expect(state.facts.price == Wei(wei: 1_090_000_000_000_000_000))
        #expect(state.position?.lstBalance == StakingFixture.zil(100))
        // 100 stZIL × 1.09 ZIL.
        #expect(state.position?.staked == Wei(109, unit: .zil))
        #expect(state.position?.claimable == Wei(2, unit: .zil))
        #expect(state.position?.headBlock == 15)
    }

    @Test("A pool whose view reverts is unreadable on its own, beside a pool that reads")
    func onePoolFailsAlone() async throws {
        let fixture = try StakingFixture()
        let broken = StakingPool(
            address: try EVMAddress("0x0000000000000000000000000000000000000b0b"), name: nil, kind: .nonLiquid,
            evmChainID: Network.mainnet.evmChainID)
        fixture.node.setCallAnswer(
            .failure(.executionReverted(method: "eth_call", data: [])), to: broken.address,
            data: Delegation.getCommission.selector)

        let readings = try await Self.useCase(fixture).read([broken, fixture.pool], for: fixture.sender)

        #expect(readings[0].outcome == .failure(.unreadable(broken.address, what: "getCommission() reverted")))
        #expect((try? readings[1].outcome.get()) != nil)
    }

    @Test("Adding a contract that answers getLST() adds a liquid pool with the LST's metadata")
    func addingALiquidPool() async throws {
        let fixture = try StakingFixture()
        let address = try EVMAddress("0x00000000000000000000000000000000000000aa")
        fixture.answer(StakingFixture.zil(100).bigEndianBytes, address, Delegation.getMinDelegation.selector)
        fixture.answer(
            [UInt8](repeating: 0, count: 12) + fixture.lst.contract.bytes, address, Delegation.getLST.selector)
        let tokens = FakeTokenReadingUseCase()
        tokens.setMetadata(
            TokenMetadata(
                contract: fixture.lst.contract, evmChainID: Network.mainnet.evmChainID, name: "Staked ZIL",
                symbol: "stZIL", decimals: 18))
        let staking = Self.useCase(fixture, tokens: tokens)

        let pool = try await staking.add(address)

        #expect(pool.lst?.symbol == "stZIL")
        #expect(try staking.pools.last == pool)
    }

    @Test("Adding a contract whose getLST() reverts adds a non-liquid pool")
    func addingANonLiquidPool() async throws {
        let fixture = try StakingFixture()
        let address = try EVMAddress("0x00000000000000000000000000000000000000bb")
        fixture.answer(StakingFixture.zil(100).bigEndianBytes, address, Delegation.getMinDelegation.selector)
        fixture.node.setCallAnswer(
            .failure(.executionReverted(method: "eth_call", data: [])), to: address, data: Delegation.getLST.selector)

        let pool = try await Self.useCase(fixture).add(address)

        #expect(pool.kind == .nonLiquid)
    }

    @Test("A contract without getMinDelegation() is not added")
    func aNonPoolIsRefused() async throws {
        let fixture = try StakingFixture()
        let address = try EVMAddress("0x00000000000000000000000000000000000000cc")
        let staking = Self.useCase(fixture)

        await #expect(throws: StakingError.unreadable(address, what: "getMinDelegation()")) {
            try await staking.add(address)
        }
        #expect(try staking.pools.count == 25)
    }

    @Test("A pool is found by its portal name in any case, or by its address")
    func poolByName() throws {
        let staking = Self.useCase(try StakingFixture())

        let byName = try staking.pool("plunderswap")
        let byAddress = try staking.pool("0x691682FCa60Fa6B702a0a69F60d045c08f404220")

        #expect(byName.name == "PlunderSwap")
        #expect(byAddress == byName)
    }

    @Test("An unknown pool names the command that lists the known ones")
    func unknownPool() throws {
        let staking = Self.useCase(try StakingFixture())

        #expect(throws: StakingError.unknownPool("nowhere", network: Network.mainnet.displayName)) {
            try staking.pool("nowhere")
        }
    }
}
