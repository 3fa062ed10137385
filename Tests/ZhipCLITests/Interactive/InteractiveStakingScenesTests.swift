import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The Staking scene in the terminal: Main's Staking choice, each pool with its facts and position,
/// and only the actions its position allows.
@MainActor
@Suite("Interactive app: staking", .container)
struct InteractiveStakingScenesTests {
    private let moonlet = StakingFixtures.moonlet

    /// The Staking scene of the test key's EVM account, read, `position` held in Moonlet.
    private func scene(_ position: StakingPosition) async -> StakingViewModel {
        let staking = FakeStakingUseCase(pools: [moonlet])
        staking.setOutcome(StakingFixtures.state(position), for: moonlet)
        let scene = StakingViewModel(account: TestWallets.keyPair.evmAddress, staking: staking)
        await scene.didAppear()
        return scene
    }

    @Test("Main's last choice is Staking once the EVM account is known, which opens it")
    func mainOffersStaking() async throws {
        // Arrange
        let main = try MainViewModel.evmHome()
        var steps: [MainViewModel.Step] = []
        main.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["8"])
        // Act
        await terminal.turn(with: main)
        // Assert
        #expect(terminal.output.contains("  8) Staking"))
        #expect(steps == [.staking])
    }

    @Test("A pool is shown with its facts and the account's position, then Stake with it")
    func poolShown() async {
        // Arrange
        let scene = await scene(StakingFixtures.position(staked: StakingFixtures.zil(500)))
        let terminal = ScriptedTerminal(["5"])
        // Act
        await terminal.turn(with: scene)
        // Assert
        #expect(terminal.output.contains(moonlet.label))
        #expect(terminal.output.contains("commission"))
        #expect(terminal.output.contains("500 ZIL"))
        #expect(terminal.output.contains("  1) Stake with Moonlet"))
        #expect(terminal.output.contains("  2) Unstake from Moonlet"))
    }

    @Test("Claim is offered only when something has unbonded, and leads to its call")
    func claimOffered() async {
        // Arrange
        let scene = await scene(StakingFixtures.position(claimable: StakingFixtures.zil(3)))
        var steps: [StakingViewModel.Step] = []
        scene.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["2"])
        // Act
        await terminal.turn(with: scene)
        // Assert
        #expect(terminal.output.contains("  2) Claim from Moonlet"))
        #expect(!terminal.output.contains("Unstake from Moonlet"))
        #expect(steps == [.claim(moonlet)])
    }
}
