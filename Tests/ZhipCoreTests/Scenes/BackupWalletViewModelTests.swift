import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Backup hub")
@MainActor
struct BackupWalletViewModelTests {
    typealias Step = BackupWalletViewModel.Step

    private func makeViewModel(mode: BackupWalletViewModel.Mode) -> (BackupWalletViewModel, () -> [Step]) {
        let viewModel = BackupWalletViewModel(wallet: TestWallets.wallet, mode: mode)
        var steps: [Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        return (viewModel, { steps })
    }

    @Test("in onboarding, Done is disabled until the backup is confirmed")
    func onboardingDoneNeedsConfirmation() {
        let (viewModel, steps) = makeViewModel(mode: .onboarding)

        viewModel.didTapDone()

        #expect(!viewModel.state.isDoneEnabled)
        #expect(viewModel.state.isBackupConfirmationShown)
        #expect(steps().isEmpty)
    }

    @Test("in onboarding, confirming the backup enables Done, which finishes")
    func onboardingConfirmedDoneFinishes() {
        let (viewModel, steps) = makeViewModel(mode: .onboarding)
        var states: [BackupWalletViewModel.State] = []
        viewModel.onChange = { states.append($0) }

        viewModel.didToggleHasBackedUp(true)
        viewModel.didTapDone()

        #expect(states.last?.hasConfirmedBackup == true)
        #expect(states.last?.isDoneEnabled == true)
        #expect(steps() == [.done])
    }

    @Test("in onboarding, unticking the confirmation disables Done again")
    func onboardingUntickDisables() {
        let (viewModel, _) = makeViewModel(mode: .onboarding)
        viewModel.didToggleHasBackedUp(true)

        viewModel.didToggleHasBackedUp(false)

        #expect(!viewModel.state.isDoneEnabled)
    }

    @Test("in onboarding, cancel is not offered: the wallet is saved and must be backed up")
    func onboardingHasNoCancel() {
        let (viewModel, steps) = makeViewModel(mode: .onboarding)

        viewModel.didTapCancel()

        #expect(!viewModel.state.isCancelAvailable)
        #expect(steps().isEmpty)
    }

    @Test("from the settings, Done is enabled at once and there is nothing to confirm")
    func settingsDoneAtOnce() {
        let (viewModel, steps) = makeViewModel(mode: .settings)

        viewModel.didToggleHasBackedUp(true)
        viewModel.didTapDone()

        #expect(!viewModel.state.isBackupConfirmationShown)
        #expect(!viewModel.state.hasConfirmedBackup)
        #expect(steps() == [.done])
    }

    @Test("from the settings, the person may cancel")
    func settingsCancel() {
        let (viewModel, steps) = makeViewModel(mode: .settings)

        viewModel.didTapCancel()

        #expect(steps() == [.cancel])
    }

    @Test("the keystore and the private key are each one tap away", arguments: [true, false])
    func backUpChoices(keystore: Bool) {
        let (viewModel, steps) = makeViewModel(mode: .onboarding)

        if keystore { viewModel.didTapBackUpKeystore() } else { viewModel.didTapRevealPrivateKey() }

        #expect(steps() == [keystore ? .backUpKeystore : .revealPrivateKey])
    }
}

@Suite("Back up the keystore")
@MainActor
struct BackUpKeystoreViewModelTests {
    @Test("the JSON shown reads back as the wallet's own keystore")
    func jsonIsTheKeystore() throws {
        let viewModel = BackUpKeystoreViewModel(wallet: TestWallets.wallet)

        let read = try Keystore(json: Data(viewModel.state.keystoreJSON.utf8))

        #expect(read == TestWallets.keystore)
    }

    @Test("the JSON is indented for a person to read, one field per line")
    func jsonIsIndented() {
        let viewModel = BackUpKeystoreViewModel(wallet: TestWallets.wallet)

        #expect(viewModel.state.keystoreJSON.contains("\n  \"crypto\""))
    }

    @Test("the suggested file name names the wallet's address")
    func fileNameNamesAddress() {
        let viewModel = BackUpKeystoreViewModel(wallet: TestWallets.wallet)

        #expect(viewModel.state.suggestedFileName == "zhip-keystore-\(TestWallets.wallet.address.bech32).json")
    }

    @Test("Done goes back")
    func doneGoesBack() {
        let viewModel = BackUpKeystoreViewModel(wallet: TestWallets.wallet)
        var steps: [BackUpKeystoreViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }

        viewModel.didTapDone()

        #expect(steps == [.done])
    }

    @Test("Done reports no change: the keystore shown never changes")
    func doneReportsNothing() {
        let viewModel = BackUpKeystoreViewModel(wallet: TestWallets.wallet)
        let changes = StateChanges(of: viewModel)

        viewModel.didTapDone()

        #expect(changes.count == 0)
    }
}

// MARK: - State changes

extension BackupWalletViewModelTests {
    @Test("in onboarding, ticking the confirmation reports one change, with Done enabled")
    func tickingReportsOnce() {
        let (viewModel, _) = makeViewModel(mode: .onboarding)
        let changes = StateChanges(of: viewModel)

        viewModel.didToggleHasBackedUp(true)

        #expect(changes.states.map(\.isDoneEnabled) == [true])
    }

    @Test("in onboarding, ticking the confirmation again reports nothing")
    func tickingAgainReportsNothing() {
        let (viewModel, _) = makeViewModel(mode: .onboarding)
        viewModel.didToggleHasBackedUp(true)
        let changes = StateChanges(of: viewModel)

        viewModel.didToggleHasBackedUp(true)

        #expect(changes.count == 0)
    }
}

@Suite("Back up keystore scene: Ethereum's form")
@MainActor
struct BackUpKeystoreEthereumTests {
    @Test("it offers both formats, Zilliqa's first")
    func formats() {
        #expect(BackUpKeystoreViewModel.formats == [.zilliqa, .ethereum])
    }

    @Test("the Ethereum form is the wallet's key locked with the same password, Ethereum's MAC verifying")
    func ethereumForm() async throws {
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let viewModel = BackUpKeystoreViewModel(wallet: TestWallets.wallet, extractKeyPairUseCase: wallets)

        let json = try await viewModel.ethereumKeystoreJSON(password: TestWallets.password)

        let unlocked = try Keystore(json: Data(json.utf8)).unlock(password: SecretText(TestWallets.password))
        #expect(unlocked.dialect == .ethereum)
        #expect(unlocked.key == TestWallets.privateKey)
    }

    @Test("a wrong password is refused, and nothing is written")
    func wrongPassword() async {
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let viewModel = BackUpKeystoreViewModel(wallet: TestWallets.wallet, extractKeyPairUseCase: wallets)

        await #expect(throws: WalletError.wrongPassword) {
            _ = try await viewModel.ethereumKeystoreJSON(password: "not the password")
        }
    }
}
