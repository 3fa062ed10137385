import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The Staking scene: the pools and the account's positions from one read, each pool's error
/// beside it, and the actions each position allows.
@MainActor
@Suite("Staking scene", .container)
struct StakingViewModelTests {
    private let account = TestWallets.keyPair.evmAddress
    private let moonlet = StakingFixtures.moonlet
    private let plunder = StakingFixtures.plunder

    /// The scene over a fake that knows `pools`, with `outcomes` set, registered in the container.
    private func scene(_ pools: [StakingPool], _ outcomes: [(StakingPool, Result<StakingPoolState, StakingError>)])
        -> (StakingViewModel, FakeStakingUseCase)
    {
        let staking = FakeStakingUseCase(pools: pools)
        for (pool, outcome) in outcomes { staking.setOutcome(outcome, for: pool) }
        Container.shared.stakingUseCase.register { staking }
        return (StakingViewModel(account: account), staking)
    }

    @Test("Appearing reads every pool with the account's position in one read")
    func readsOnce() async {
        // Arrange
        let (scene, staking) = scene([moonlet], [(moonlet, StakingFixtures.state(StakingFixtures.position()))])
        // Act
        await scene.didAppear()
        // Assert
        #expect(staking.reads == [FakeStakingUseCase.Read(pools: [moonlet], account: account)])
    }

    @Test("A pool shows its facts and the account's position as read")
    func showsFactsAndPosition() async throws {
        // Arrange
        let position = StakingFixtures.position(staked: StakingFixtures.zil(500), rewards: StakingFixtures.zil(2))
        let (scene, _) = scene([moonlet], [(moonlet, StakingFixtures.state(position))])
        // Act
        await scene.didAppear()
        // Assert
        let line = try #require(scene.state.pools.first)
        #expect(line.label == moonlet.label)
        #expect(line.kind == "non-liquid")
        #expect(line.facts == StakingLine.facts(StakingFixtures.facts(), of: moonlet))
        #expect(line.facts.first == StakingLine("commission", "10 %"))
        #expect(line.position == StakingLine.position(position, in: moonlet))
    }

    @Test("A liquid pool shows its price and the account's LST balance")
    func liquidShowsPriceAndLST() async throws {
        // Arrange
        let price = Wei(wei: 1_090_000_000_000_000_000)
        let held = UInt256(StakingFixtures.zil(100).wei)
        let position = StakingPosition(
            staked: StakingPosition.value(ofLST: held, at: price), lstBalance: held, pending: [], claimable: .zero,
            rewards: nil, headBlock: 100)
        let (scene, _) = scene([plunder], [(plunder, StakingFixtures.state(position, price: price))])
        // Act
        await scene.didAppear()
        // Assert
        let line = try #require(scene.state.pools.first)
        #expect(line.facts.contains(StakingLine("price", "1.09 ZIL per pZIL")))
        #expect(line.position.first == StakingLine("staked", "100 pZIL, worth 109 ZIL"))
    }

    @Test("Each unstake still unbonding is shown with when it can be claimed")
    func pendingClaims() async throws {
        // Arrange
        let claim = DelegationPendingClaim(unbondedAtBlock: 130, amount: UInt256(StakingFixtures.zil(50).wei))
        let position = StakingFixtures.position(staked: StakingFixtures.zil(500), pending: [claim])
        let (scene, _) = scene([moonlet], [(moonlet, StakingFixtures.state(position))])
        // Act
        await scene.didAppear()
        // Assert
        #expect(scene.state.pools.first?.pending == [StakingText.pending(claim, in: position)])
    }

    @Test("The totals add up every pool's position")
    func totals() async {
        // Arrange
        let (scene, _) = scene(
            [moonlet, plunder],
            [
                (moonlet, StakingFixtures.state(StakingFixtures.position(staked: StakingFixtures.zil(500)))),
                (
                    plunder,
                    StakingFixtures.state(
                        StakingFixtures.position(staked: StakingFixtures.zil(250), claimable: StakingFixtures.zil(7)))
                ),
            ])
        // Act
        await scene.didAppear()
        // Assert
        #expect(scene.state.totals.first == StakingLine("staked", "750 ZIL"))
        #expect(scene.state.totals.contains(StakingLine("claimable", "7 ZIL")))
    }

    @Test("A pool that cannot be read says why beside it, and the others are shown")
    func poolErrorBesideIt() async throws {
        // Arrange
        let error = StakingError.unreadable(plunder.address, what: "getPrice()")
        let (scene, _) = scene(
            [moonlet, plunder],
            [(moonlet, StakingFixtures.state(StakingFixtures.position())), (plunder, .failure(error))])
        // Act
        await scene.didAppear()
        // Assert
        #expect(scene.state.pools.map(\.pool) == [moonlet, plunder])
        #expect(scene.state.line(of: plunder)?.errorMessage == error.description)
        #expect(scene.state.line(of: plunder)?.offersStake == false)
        #expect(scene.state.line(of: moonlet)?.errorMessage == nil)
        #expect(scene.state.errorMessage == nil)
    }

    @Test("A read that fails altogether says why")
    func readFails() async {
        // Arrange
        let (scene, staking) = scene([moonlet], [])
        staking.setReadError(.networkSetting(.lost(movedTo: "/elsewhere")))
        // Act
        await scene.didAppear()
        // Assert
        #expect(scene.state.errorMessage == StakingError.networkSetting(.lost(movedTo: "/elsewhere")).description)
        #expect(!scene.state.hasRead)
    }

    @Test("While the pools are read the scene says what it waits for")
    func showsWhatItWaitsFor() async {
        // Arrange
        let (scene, _) = scene([moonlet], [(moonlet, StakingFixtures.state(StakingFixtures.position()))])
        let changes = StateChanges(of: scene)
        // Act
        await scene.didAppear()
        // Assert
        #expect(changes.states.first?.readingLabel == StakingViewModel.readingLabel)
        #expect(scene.state.readingLabel == nil)
    }

    @Test("Claim is offered only where something is claimable")
    func claimOnlyWhenClaimable() async {
        // Arrange
        let (scene, _) = scene(
            [moonlet, plunder],
            [
                (moonlet, StakingFixtures.state(StakingFixtures.position(claimable: StakingFixtures.zil(3)))),
                (plunder, StakingFixtures.state(StakingFixtures.position(staked: StakingFixtures.zil(100)))),
            ])
        var steps: [StakingViewModel.Step] = []
        scene.navigator.onStep = { steps.append($0) }
        await scene.didAppear()
        // Act
        scene.didTapClaim(plunder)
        scene.didTapClaim(moonlet)
        // Assert
        #expect(scene.state.line(of: moonlet)?.offersClaim == true)
        #expect(scene.state.line(of: plunder)?.offersClaim == false)
        #expect(steps == [.claim(moonlet)])
    }

    @Test("Unstake is offered only with something held, reward withdrawal only for a non-liquid pool's rewards")
    func unstakeAndRewardsOnlyWhenThere() async {
        // Arrange
        let (scene, _) = scene(
            [moonlet, plunder],
            [
                (moonlet, StakingFixtures.state(StakingFixtures.position(rewards: StakingFixtures.zil(2)))),
                (plunder, StakingFixtures.state(StakingFixtures.position(staked: StakingFixtures.zil(100)))),
            ])
        var steps: [StakingViewModel.Step] = []
        scene.navigator.onStep = { steps.append($0) }
        await scene.didAppear()
        // Act
        scene.didTapUnstake(moonlet)
        scene.didTapWithdrawRewards(moonlet)
        scene.didTapUnstake(plunder)
        scene.didTapWithdrawRewards(plunder)
        // Assert
        #expect(steps == [.withdrawRewards(moonlet), .unstake(plunder)])
    }

    @Test("A retired pool is shown only while the account has something there")
    func retiredPoolsHiddenWhenEmpty() async {
        // Arrange
        let retired = StakingPool(
            address: StakingFixtures.address("0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB"), name: "Old",
            kind: .nonLiquid, evmChainID: Network.devnet.evmChainID, isRetired: true)
        let (scene, _) = scene(
            [moonlet, retired],
            [
                (moonlet, StakingFixtures.state(StakingFixtures.position())),
                (retired, StakingFixtures.state(StakingFixtures.position())),
            ])
        // Act
        await scene.didAppear()
        // Assert
        #expect(scene.state.pools.map(\.pool) == [moonlet])
    }

    @Test("With no pool to show, the scene says how to add one")
    func noPools() async {
        // Arrange
        let (scene, _) = scene([], [])
        // Act
        await scene.didAppear()
        // Assert
        #expect(scene.state.emptyNotice == StakingViewModel.noPools)
    }

    @Test("A refused call is said, and the positions are read again")
    func refusedCallSaid() async {
        // Arrange
        let (scene, staking) = scene([moonlet], [(moonlet, StakingFixtures.state(StakingFixtures.position()))])
        await scene.didAppear()
        // Act
        await scene.didReturnAfterRefusedCall("nonce too low")
        // Assert
        #expect(scene.state.refusalMessage == "The staking call was refused: nonce too low")
        #expect(staking.reads.count == 2)
    }

    @Test("Refresh reads the pools again")
    func refreshReadsAgain() async {
        // Arrange
        let (scene, staking) = scene([moonlet], [(moonlet, StakingFixtures.state(StakingFixtures.position()))])
        await scene.didAppear()
        // Act
        await scene.didTapRefresh()
        // Assert
        #expect(staking.reads.count == 2)
    }
}
