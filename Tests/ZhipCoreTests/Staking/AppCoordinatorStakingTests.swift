import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Main leads to Staking once the wallet knows its EVM account; closing it returns to the same Main.
@Suite("App flow: staking", .container)
@MainActor
struct AppCoordinatorStakingTests {
    private let presenter = RecordingPresenter()
    private let keeper = Keeper()
    private let staking = FakeStakingUseCase(pools: [StakingFixtures.moonlet])
    private var driver: SceneDriver { SceneDriver(presenter: presenter) }

    /// The app started on the phrase wallet (its EVM account known), onboarding done, no pincode.
    private func start() async -> AppCoordinator {
        let staking = self.staking
        return await AppCoordinator.startedOnPhraseWallet(presenter: presenter, keeper: keeper) {
            Container.shared.stakingUseCase.register { staking }
        }
    }

    @Test("Staking from Main is shown over it and reads the EVM account's positions")
    func stakingFromMain() async throws {
        // Arrange
        let coordinator = await start()
        // Act
        try driver.current(MainViewModel.self).didTapStaking()
        await coordinator.waitUntilIdle()
        // Assert
        #expect(presenter.modals.count == 1)
        #expect(try driver.current(StakingViewModel.self).state.hasRead)
        #expect(staking.reads.map(\.account) == [TestWallets.phraseWallet.evmAddress])
    }

    @Test("Done on Staking returns to the same Main scene")
    func doneReturnsToMain() async throws {
        // Arrange
        let coordinator = await start()
        let main = try driver.current(MainViewModel.self)
        main.didTapStaking()
        await coordinator.waitUntilIdle()
        // Act
        try driver.current(StakingViewModel.self).didTapDone()
        await coordinator.waitUntilIdle()
        // Assert
        #expect(presenter.modals.isEmpty)
        #expect(presenter.current === main)
    }
}
