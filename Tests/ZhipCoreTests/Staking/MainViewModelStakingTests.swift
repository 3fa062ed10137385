import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// Main's way to Staking: offered once the wallet knows its EVM account, which stakes.
@Suite("Main scene: the way to Staking", .container)
@MainActor
struct MainViewModelStakingTests {
    /// Main of `wallet` over fakes, and the steps it takes.
    private func main(_ wallet: Wallet) -> (MainViewModel, StepLog) {
        let balances = FakeBalancesUseCase()
        let main = MainViewModel(
            wallet: wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)), evmService: FakeEVMService(),
            zilliqaService: FakeZilliqaService(), network: .success(.devnet))
        let steps = StepLog()
        main.navigator.onStep = { steps.steps.append($0) }
        return (main, steps)
    }

    @Test("Staking leads on once the wallet knows its EVM account")
    func offeredWithTheEVMAccount() {
        // Arrange
        let (main, steps) = main(EVMSendFixtures.evmWallet)
        // Act
        main.didTapStaking()
        // Assert
        #expect(main.state.offersStaking)
        #expect(steps.steps == [.staking])
    }

    @Test("Without the EVM account Staking is not offered, and a tap is ignored")
    func notOfferedWithoutIt() {
        // Arrange
        let (main, steps) = main(TestWallets.wallet)
        // Act
        main.didTapStaking()
        // Assert
        #expect(!main.state.offersStaking)
        #expect(steps.steps.isEmpty)
    }
}

/// The steps a Main scene took.
@MainActor
final class StepLog {
    var steps: [MainViewModel.Step] = []
}
