import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Accounts scene", .container)
@MainActor
struct AccountsViewModelTests {
    /// The scene of `wallet`, saved in `fake`, and the steps it takes.
    private func makeScene(_ wallet: Wallet, saved fake: FakeWalletUseCase) -> (
        AccountsViewModel, StepRecorder<AccountsViewModel.Step>
    ) {
        let scene = AccountsViewModel(wallet: wallet, walletAccountsUseCase: fake)
        return (scene, StepRecorder(scene.navigator))
    }

    @Test("a one-account phrase wallet lists its account, current, at m/44'/313'/0'/0/0, and can add one")
    func oneAccountRows() throws {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        // Act
        let (scene, _) = makeScene(TestWallets.phraseWallet, saved: fake)
        // Assert
        let first = try Address(AccountsFixtures.firstAddress)
        let row = try #require(scene.state.rows.first)
        #expect(scene.state.rows.count == 1)
        #expect(row.number == 1)
        #expect(row.name == "Account 1")
        #expect(row.address == first.bech32)
        #expect(row.evmAddress == TestWallets.phraseWallet.evmAddress?.checksummed)
        #expect(row.evmAddress != nil)
        #expect(row.path == "m/44'/313'/0'/0/0")
        #expect(row.isCurrent)
        #expect(scene.state.canAddAccount)
        #expect(!scene.state.isWorking)
        #expect(scene.state.errorMessage == nil)
    }

    @Test("adding an account derives m/44'/313'/0'/0/1, makes it current, saves it and leads back with it")
    func addAccount() async throws {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let (scene, steps) = makeScene(TestWallets.phraseWallet, saved: fake)
        // Act
        await scene.didTapAddAccount(password: TestWallets.password)
        // Assert
        let rows = scene.state.rows
        #expect(rows.map(\.number) == [1, 2])
        #expect(rows.map(\.isCurrent) == [false, true])
        #expect(rows[1].address == (try AccountsFixtures.bech32(AccountsFixtures.secondAddress)))
        #expect(rows[1].name == "Account 2")
        #expect(rows[1].path == "m/44'/313'/0'/0/1")
        #expect(fake.savedWallet == scene.wallet)
        #expect(fake.savedWallet?.currentAccountNumber == 2)
        #expect(steps.steps == [.switched(scene.wallet)])
        #expect(!scene.state.isWorking)
    }

    @Test("while an account is being added the scene says it is working, and not afterwards")
    func workingWhileAdding() async {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let (scene, _) = makeScene(TestWallets.phraseWallet, saved: fake)
        var states: [AccountsViewModel.State] = []
        scene.onChange = { states.append($0) }
        // Act
        await scene.didTapAddAccount(password: TestWallets.password)
        // Assert
        #expect(states.first?.isWorking == true)
        #expect(states.last?.isWorking == false)
    }

    @Test("a wrong password is said, and nothing is saved or shown as added")
    func addWithWrongPassword() async {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let (scene, steps) = makeScene(TestWallets.phraseWallet, saved: fake)
        // Act
        await scene.didTapAddAccount(password: "not the password")
        // Assert
        #expect(scene.state.errorMessage == WalletError.wrongPassword.description)
        #expect(scene.state.rows.count == 1)
        #expect(!scene.state.isWorking)
        #expect(fake.saveChangeCallCount == 0)
        #expect(fake.savedWallet == TestWallets.phraseWallet)
        #expect(steps.steps.isEmpty)
    }

    @Test("the password typed is never part of the scene's state")
    func passwordNotInState() async {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let (scene, _) = makeScene(TestWallets.phraseWallet, saved: fake)
        var shown: [String] = []
        scene.onChange = { shown.append(String(describing: $0)) }
        let typed = "apple pie trees"
        // Act
        await scene.didTapAddAccount(password: typed)
        // Assert
        #expect(!shown.isEmpty)
        #expect(!shown.contains { $0.contains(typed) })
    }

    @Test("an empty password adds nothing and asks nothing of the wallet")
    func addWithEmptyPassword() async {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let (scene, steps) = makeScene(TestWallets.phraseWallet, saved: fake)
        // Act
        await scene.didTapAddAccount(password: "")
        // Assert
        #expect(fake.addAccountCallCount == 0)
        #expect(scene.state.errorMessage == nil)
        #expect(steps.steps.isEmpty)
    }

    @Test("choosing another account makes it current, saves that, and leads back with the wallet saved")
    func selectAccount() async throws {
        // Arrange
        let two = try await AccountsFixtures.twoAccountWallet()
        let fake = FakeWalletUseCase(savedWallet: two)
        let (scene, steps) = makeScene(two, saved: fake)
        // Act
        scene.didSelectAccount(number: 1)
        // Assert
        #expect(fake.savedWallet?.currentAccountNumber == 1)
        #expect(fake.savedWallet == scene.wallet)
        #expect(scene.state.rows.map(\.isCurrent) == [true, false])
        #expect(steps.steps == [.switched(scene.wallet)])
    }

    @Test("choosing the current account leads back without writing anything")
    func selectCurrentAccount() {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let (scene, steps) = makeScene(TestWallets.phraseWallet, saved: fake)
        // Act
        scene.didSelectAccount(number: 1)
        // Assert
        #expect(fake.saveChangeCallCount == 0)
        #expect(steps.steps == [.switched(TestWallets.phraseWallet)])
    }

    @Test("an account that does not exist is refused in words, and nothing is saved")
    func selectMissingAccount() {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let (scene, steps) = makeScene(TestWallets.phraseWallet, saved: fake)
        // Act
        scene.didSelectAccount(number: 3)
        // Assert
        #expect(scene.state.errorMessage == WalletError.noSuchAccount(number: 3, count: 1).description)
        #expect(fake.saveChangeCallCount == 0)
        #expect(steps.steps.isEmpty)
    }

    @Test("renaming an account saves the trimmed name and the scene stays, showing it")
    func rename() {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let (scene, steps) = makeScene(TestWallets.phraseWallet, saved: fake)
        // Act
        scene.didRename(number: 1, to: "  Savings ")
        // Assert
        #expect(scene.state.rows.map(\.name) == ["Savings"])
        #expect(fake.savedWallet?.accounts.map(\.name) == ["Savings"])
        #expect(fake.savedWallet == scene.wallet)
        #expect(steps.steps.isEmpty)
    }

    @Test("an empty name is refused in words, and nothing is saved")
    func renameToNothing() {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let (scene, _) = makeScene(TestWallets.phraseWallet, saved: fake)
        // Act
        scene.didRename(number: 1, to: "   ")
        // Assert
        #expect(
            scene.state.errorMessage
                == WalletError.invalidAccountName(maximumLength: WalletAccount.maximumNameLength).description)
        #expect(scene.state.rows.map(\.name) == ["Account 1"])
        #expect(fake.saveChangeCallCount == 0)
    }

    @Test("a wallet changed meanwhile elsewhere is said, and the scene keeps what it showed")
    func walletChangedMeanwhile() {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let (scene, _) = makeScene(TestWallets.phraseWallet, saved: fake)
        // Act
        scene.didRename(number: 1, to: "Savings")
        // Assert
        #expect(scene.state.errorMessage == WalletError.walletChangedMeanwhile.description)
        #expect(scene.state.rows.map(\.name) == ["Account 1"])
        #expect(scene.wallet == TestWallets.phraseWallet)
        #expect(fake.savedWallet == TestWallets.wallet)
    }

    @Test("a later change that succeeds clears the error of an earlier one")
    func successClearsError() {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let (scene, _) = makeScene(TestWallets.phraseWallet, saved: fake)
        scene.didRename(number: 1, to: "")
        // Act
        scene.didRename(number: 1, to: "Savings")
        // Assert
        #expect(scene.state.errorMessage == nil)
    }

    @Test("a raw-key wallet lists its one account as a private key and cannot add another")
    func rawKeyWallet() async {
        // Arrange
        let wallet = TestWallets.makeWallet()
        let fake = FakeWalletUseCase(savedWallet: wallet)
        let (scene, _) = makeScene(wallet, saved: fake)
        // Act
        await scene.didTapAddAccount(password: TestWallets.password)
        // Assert
        #expect(scene.state.rows.map(\.path) == [AccountsViewModel.privateKeyPath])
        #expect(scene.state.rows.map(\.address) == [wallet.address.bech32])
        #expect(!scene.state.canAddAccount)
        #expect(fake.addAccountCallCount == 0)
        #expect(scene.state.rows.count == 1)
    }

    @Test("Done leads back")
    func done() {
        // Arrange
        let fake = FakeWalletUseCase(savedWallet: TestWallets.phraseWallet)
        let (scene, steps) = makeScene(TestWallets.phraseWallet, saved: fake)
        // Act
        scene.didTapDone()
        // Assert
        #expect(steps.steps == [.done])
    }

    @Test("with the real use case on an in-memory store, an added account is in the wallet loaded afterwards")
    func addWithRealUseCase() async throws {
        // Arrange
        let useCase = DefaultWalletUseCase(securePersistence: .inMemory())
        try useCase.save(wallet: TestWallets.phraseWallet)
        let scene = AccountsViewModel(wallet: TestWallets.phraseWallet, walletAccountsUseCase: useCase)
        // Act
        await scene.didTapAddAccount(password: TestWallets.password)
        // Assert
        let loaded = try #require(try useCase.loadWallet())
        #expect(loaded.accounts.count == 2)
        #expect(loaded.address.bech32 == (try AccountsFixtures.bech32(AccountsFixtures.secondAddress)))
        #expect(loaded == scene.wallet)
    }
}
