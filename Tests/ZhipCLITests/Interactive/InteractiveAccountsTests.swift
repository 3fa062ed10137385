import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// The accounts scene in the terminal, and the way to it from the wallet's home.
@MainActor
@Suite("Interactive app: accounts", .container)
struct InteractiveAccountsTests {
    /// ``TestWallets/phraseWallet`` with its second account added, and current.
    private func twoAccountWallet() async throws -> Wallet {
        try await DefaultWalletUseCase(securePersistence: .inMemory()).addAccount(
            to: TestWallets.phraseWallet, at: DerivationPreset.zilliqa.path(account: 1), name: nil,
            password: SecretText(TestWallets.password))
    }

    /// The home of `wallet`, on fakes that answer at once.
    private func home(of wallet: Wallet) -> MainViewModel {
        let balances = FakeBalancesUseCase()
        return MainViewModel(
            wallet: wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(Date()), evmService: FakeEVMService(), zilliqaService: FakeZilliqaService(),
            network: .success(.mainnet))
    }

    @Test("the accounts are listed with their address and path, the current one marked")
    func listsAccounts() async throws {
        // Arrange
        let wallet = try await twoAccountWallet()
        let accounts = AccountsViewModel(wallet: wallet, walletAccountsUseCase: FakeWalletUseCase(savedWallet: wallet))
        let terminal = ScriptedTerminal([])
        // Act
        await terminal.turn(with: accounts)
        // Assert
        #expect(terminal.lines.contains("  1. Account 1"))
        #expect(terminal.lines.contains("* 2. Account 2 (current)"))
        #expect(
            terminal.lines.contains(
                "     " + wallet.accounts[1].address.bech32 + ", EVM " + (wallet.evmAddress?.checksummed ?? "")))
        #expect(terminal.lines.contains("     m/44'/313'/0'/0/1"))
    }

    @Test("Add asks the password without echo, waits with a progress line, and the new account is current")
    func addAccount() async {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let accounts = AccountsViewModel(wallet: TestWallets.phraseWallet, walletAccountsUseCase: fake)
        let terminal = ScriptedTerminal(["2", TestWallets.password])
        // Act
        await terminal.turn(with: accounts)
        // Assert
        #expect(terminal.output.contains("  2) Add an account"))
        #expect(terminal.reads.last?.hidden == true)
        #expect(terminal.progress.contains { $0.hasPrefix("Adding an account") })
        #expect(accounts.state.rows.map(\.isCurrent) == [false, true])
        #expect(fake.savedWallet?.accounts.count == 2)
        #expect(!terminal.output.contains(TestWallets.password))
    }

    @Test("a wrong password is shown at the next turn, with the accounts as they were")
    func addWithWrongPassword() async {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let accounts = AccountsViewModel(wallet: TestWallets.phraseWallet, walletAccountsUseCase: fake)
        let presenter = TerminalPresenter(ui: ScriptedTerminal(["2", "not the password"]))
        try? await presenter.turn(with: accounts)
        let terminal = ScriptedTerminal([])
        // Act
        await terminal.turn(with: accounts)
        // Assert
        #expect(terminal.output.contains(WalletError.wrongPassword.description))
        #expect(fake.savedWallet == TestWallets.phraseWallet)
    }

    @Test("Use another account asks which, and makes it current")
    func useAccount() async throws {
        // Arrange
        let wallet = try await twoAccountWallet()
        let fake = FakeWalletUseCase(savedWallet: wallet)
        let accounts = AccountsViewModel(wallet: wallet, walletAccountsUseCase: fake)
        let terminal = ScriptedTerminal(["1", "1"])
        // Act
        await terminal.turn(with: accounts)
        // Assert
        #expect(terminal.output.contains("  2) Account 2 (current)"))
        #expect(fake.savedWallet?.currentAccountNumber == 1)
    }

    @Test("Rename asks which account and its new name")
    func rename() async {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let accounts = AccountsViewModel(wallet: TestWallets.phraseWallet, walletAccountsUseCase: fake)
        let terminal = ScriptedTerminal(["1", "1", "Savings"])
        // Act
        await terminal.turn(with: accounts)
        // Assert
        #expect(fake.savedWallet?.accounts.map(\.name) == ["Savings"])
        #expect(accounts.state.rows.map(\.name) == ["Savings"])
    }

    @Test("a raw-key wallet's accounts offer no Add")
    func rawKeyOffersNoAdd() async {
        // Arrange
        let accounts = AccountsViewModel(
            wallet: TestWallets.wallet, walletAccountsUseCase: FakeWalletUseCase(savedWallet: TestWallets.wallet))
        let terminal = ScriptedTerminal([])
        // Act
        await terminal.turn(with: accounts)
        // Assert
        #expect(terminal.lines.contains("     " + AccountsViewModel.privateKeyPath))
        #expect(!terminal.output.contains("Add an account"))
    }

    @Test("Main shows the current account's name and offers Accounts last, for a seed-phrase wallet")
    func mainOffersAccounts() async throws {
        // Arrange
        let main = home(of: try await twoAccountWallet())
        var steps: [MainViewModel.Step] = []
        main.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["6"])
        // Act
        await terminal.turn(with: main)
        // Assert
        #expect(terminal.lines.contains("Account: Account 2 (one of 2 accounts)"))
        #expect(terminal.lines.contains("  5) Quit"))
        #expect(terminal.lines.contains("  6) Accounts"))
        #expect(steps == [.accounts])
    }

    @Test("Main of a raw-key wallet names its account and keeps its five choices")
    func mainOfRawKeyWallet() async {
        // Arrange
        let terminal = ScriptedTerminal([])
        // Act
        await terminal.turn(with: home(of: TestWallets.wallet))
        // Assert
        #expect(terminal.lines.contains("Account: Account 1"))
        #expect(!terminal.output.contains("Accounts"))
    }

    @Test("the whole app: main, Accounts, Add with the password, then Accounts lists two, the second current")
    func wholeFlow() async {
        // Arrange
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let fakes = (
            onboarding: FakeOnboardingUseCase(
                hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: false,
                hasWallet: true, shouldPromptUserToChosePincode: false),
            pincodes: FakePincodeUseCase(), balances: FakeBalancesUseCase()
        )
        Container.shared.onboardingUseCase.register { fakes.onboarding }
        Container.shared.walletUseCase.register { wallets }
        Container.shared.pincodeUseCase.register { fakes.pincodes }
        Container.shared.balancesUseCase.register { fakes.balances }
        Container.shared.zilliqaService.register { FakeZilliqaService() }
        Container.shared.evmService.register { FakeEVMService() }
        Container.shared.network.register { .success(.mainnet) }
        Container.shared.clock.register { ImmediateClock() }
        // Accounts, Add, the password; Accounts again, Done; Quit.
        let terminal = ScriptedTerminal(["6", "2", TestWallets.password, "6", "4", "5"])
        // Act
        await InteractiveApp.run(ui: terminal)
        // Assert
        #expect(terminal.lines.contains("Account: Account 2 (one of 2 accounts)"))
        #expect(terminal.lines.contains("* 2. Account 2 (current)"))
        #expect(wallets.savedWallet?.accounts.count == 2)
        #expect(terminal.unusedAnswers == 0)
        #expect(!terminal.output.contains(TestWallets.password))
    }
}
