import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("App flow: the wallet's accounts", .container)
@MainActor
struct AppCoordinatorAccountsTests {
    private let presenter = RecordingPresenter()
    /// Keeps the coordinator alive, as its parent does while it runs.
    private let keeper = Keeper()
    private var driver: SceneDriver { SceneDriver(presenter: presenter) }

    /// The app started on `wallet`, saved, onboarding done and no pincode: its main scene shown.
    private func start(with wallet: Wallet) async -> (AppCoordinator, AppFlowFakes) {
        let fakes = AppFlowFakes(
            onboarding: FakeOnboardingUseCase(
                hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: false,
                hasWallet: true, shouldPromptUserToChosePincode: false),
            wallets: FakeWalletUseCase(savedWallet: wallet))
        fakes.register()
        Container.shared.evmService.register { FakeEVMService() }
        let coordinator = AppCoordinator(presenter: presenter)
        keeper.keep(coordinator)
        await coordinator.start()
        await coordinator.waitUntilIdle()
        return (coordinator, fakes)
    }

    @Test("Main, Accounts, then another account chosen: the wallet is shown again with that account's address")
    func switchAccount() async throws {
        // Arrange
        let (coordinator, fakes) = await start(with: try await AccountsFixtures.twoAccountWallet())
        try driver.current(MainViewModel.self).didTapAccounts()
        // Act
        try driver.current(AccountsViewModel.self).didSelectAccount(number: 1)
        await coordinator.waitUntilIdle()
        // Assert
        let first = try Address(AccountsFixtures.firstAddress)
        #expect(presenter.sceneNames == ["MainViewModel", "AccountsViewModel", "MainViewModel"])
        #expect(presenter.modals.isEmpty)
        #expect(try driver.current(MainViewModel.self).state.address == first.bech32)
        #expect(fakes.balances.balanceRequests.last == first)
        #expect(fakes.wallets.savedWallet?.currentAccountNumber == 1)
    }

    @Test("an account added in Accounts is the one the wallet shows afterwards")
    func addAccount() async throws {
        // Arrange
        let (coordinator, _) = await start(with: TestWallets.phraseWallet)
        try driver.current(MainViewModel.self).didTapAccounts()
        // Act
        try await driver.current(AccountsViewModel.self).didTapAddAccount(password: TestWallets.password)
        await coordinator.waitUntilIdle()
        // Assert
        let main = try driver.current(MainViewModel.self)
        #expect(main.state.address == (try AccountsFixtures.bech32(AccountsFixtures.secondAddress)))
        #expect(main.state.accountName == "Account 2")
        #expect(main.state.accountCount == 2)
    }

    @Test("Accounts is shown over the wallet, and Done with nothing changed returns to the same scene")
    func doneUnchanged() async throws {
        // Arrange
        let (coordinator, _) = await start(with: TestWallets.phraseWallet)
        let main = try driver.current(MainViewModel.self)
        main.didTapAccounts()
        #expect(presenter.modals.count == 1)
        // Act
        try driver.current(AccountsViewModel.self).didTapDone()
        await coordinator.waitUntilIdle()
        // Assert
        #expect(presenter.current === main)
        #expect(presenter.sceneNames == ["MainViewModel", "AccountsViewModel"])
    }

    @Test("Done after renaming the current account shows the wallet with the new name")
    func doneAfterRename() async throws {
        // Arrange
        let (coordinator, _) = await start(with: TestWallets.phraseWallet)
        try driver.current(MainViewModel.self).didTapAccounts()
        let accounts = try driver.current(AccountsViewModel.self)
        accounts.didRename(number: 1, to: "Savings")
        // Act
        accounts.didTapDone()
        await coordinator.waitUntilIdle()
        // Assert
        #expect(presenter.sceneNames == ["MainViewModel", "AccountsViewModel", "MainViewModel"])
        #expect(try driver.current(MainViewModel.self).state.accountName == "Savings")
    }
}
