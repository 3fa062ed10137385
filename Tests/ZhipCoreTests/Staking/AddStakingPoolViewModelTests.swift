import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Adding a pool by its contract address: checked as typed, asked of the node through the use case.
@MainActor
@Suite("Add a staking pool scene")
struct AddStakingPoolViewModelTests {
    private let staking = FakeStakingUseCase(pools: [])
    private let plunder = StakingFixtures.plunder

    @Test("A zil1 address is refused as typed, and Add stays off")
    func legacyAddressRefused() {
        // Arrange
        let add = AddStakingPoolViewModel(staking: staking)
        // Act
        add.didEditAddress(TestWallets.wallet.address.bech32)
        add.didEndEditingAddress()
        // Assert
        #expect(add.state.address != .valid)
        #expect(!add.state.isAddEnabled)
    }

    @Test("Add asks the use case about the contract and leads on with the pool it lists")
    func addsThePool() async {
        // Arrange
        staking.setAddAnswer(.success(plunder))
        let add = AddStakingPoolViewModel(staking: staking)
        var steps: [AddStakingPoolViewModel.Step] = []
        add.navigator.onStep = { steps.append($0) }
        add.didEditAddress(plunder.address.checksummed)
        // Act
        await add.didTapAdd()
        // Assert
        #expect(staking.added == [plunder.address])
        #expect(steps == [.added(plunder)])
    }

    @Test("A contract that does not answer as a pool says why, and nothing leads on")
    func notAPool() async {
        // Arrange
        let error = StakingError.unreadable(plunder.address, what: "getMinDelegation()")
        staking.setAddAnswer(.failure(error))
        let add = AddStakingPoolViewModel(staking: staking)
        var steps: [AddStakingPoolViewModel.Step] = []
        add.navigator.onStep = { steps.append($0) }
        add.didEditAddress(plunder.address.checksummed)
        // Act
        await add.didTapAdd()
        // Assert
        #expect(add.state.errorMessage == error.description)
        #expect(add.state.readingLabel == nil)
        #expect(steps.isEmpty)
    }
}
