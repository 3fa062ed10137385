import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Main scene: the current account")
@MainActor
struct MainViewModelAccountsTests {
    private func makeViewModel(_ wallet: Wallet) -> MainViewModel {
        let balances = FakeBalancesUseCase()
        return MainViewModel(
            wallet: wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)), evmService: FakeEVMService(),
            zilliqaService: FakeZilliqaService(), network: .success(.mainnet))
    }

    @Test("a wallet of two accounts shows the current one's name, address and how many it holds")
    func currentAccountOfTwo() async throws {
        // Arrange
        let wallet = try await AccountsFixtures.twoAccountWallet().renamingAccount(number: 2, to: "Savings")
        // Act
        let main = makeViewModel(wallet)
        // Assert
        #expect(main.state.accountName == "Savings")
        #expect(main.state.accountCount == 2)
        #expect(main.state.address == (try AccountsFixtures.bech32(AccountsFixtures.secondAddress)))
        #expect(main.state.offersAccounts)
    }

    @Test("a seed-phrase wallet of one account offers its accounts, to add one")
    func phraseWalletOffersAccounts() {
        // Act
        let main = makeViewModel(TestWallets.phraseWallet)
        // Assert
        #expect(main.state.accountName == "Account 1")
        #expect(main.state.accountCount == 1)
        #expect(main.state.offersAccounts)
    }

    @Test("a raw-key wallet's one account has nothing to switch to or add")
    func rawKeyWalletOffersNoAccounts() {
        // Act
        let main = makeViewModel(TestWallets.wallet)
        // Assert
        #expect(main.state.accountName == "Account 1")
        #expect(main.state.accountCount == 1)
        #expect(!main.state.offersAccounts)
    }

    @Test("Accounts leads to the wallet's accounts")
    func accountsStep() {
        // Arrange
        let main = makeViewModel(TestWallets.phraseWallet)
        var steps: [MainViewModel.Step] = []
        main.navigator.onStep = { steps.append($0) }
        // Act
        main.didTapAccounts()
        // Assert
        #expect(steps == [.accounts])
    }
}
