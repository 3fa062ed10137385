import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The password the tests choose for the new wallet.
private let newPassword = "apple pie tree"

@Suite("Create new wallet", .container)
@MainActor
struct CreateNewWalletViewModelTests {
    typealias Step = CreateNewWalletViewModel.Step

    /// A view model on `fake`, recording its steps and states.
    @MainActor
    final class Harness {
        let fake: FakeWalletUseCase
        let viewModel: CreateNewWalletViewModel
        var steps: [Step] = []
        var states: [CreateNewWalletViewModel.State] = []

        init(fake: FakeWalletUseCase = FakeWalletUseCase()) {
            self.fake = fake
            viewModel = CreateNewWalletViewModel(createWalletUseCase: fake, walletStorageUseCase: fake)
            viewModel.navigator.onStep = { [unowned self] in steps.append($0) }
            viewModel.onChange = { [unowned self] in states.append($0) }
        }

        /// Types the password twice and ticks the box, leaving each field.
        func fillIn(password: String = newPassword, confirmation: String? = nil) {
            viewModel.didEditEncryptionPassword(password)
            viewModel.didEndEditingEncryptionPassword()
            viewModel.didEditPasswordConfirmation(confirmation ?? password)
            viewModel.didEndEditingPasswordConfirmation()
            viewModel.didToggleHasBackedUpPassword(true)
        }
    }

    // MARK: - Validation and the display rule

    @Test("Continue is enabled once the password is confirmed and the backup box is ticked")
    func continueEnabledWhenAllDone() {
        let harness = Harness()

        harness.fillIn()

        #expect(harness.viewModel.state.isContinueEnabled)
        #expect(harness.viewModel.state.encryptionPassword == .valid)
        #expect(harness.viewModel.state.passwordConfirmation == .valid)
    }

    @Test("Continue stays disabled while the backup box is not ticked")
    func continueNeedsTheBox() {
        let harness = Harness()
        harness.fillIn()

        harness.viewModel.didToggleHasBackedUpPassword(false)

        #expect(!harness.viewModel.state.isContinueEnabled)
    }

    @Test("a too short password's error is held back while typing")
    func tooShortHeldBackWhileEditing() {
        let harness = Harness()

        harness.viewModel.didEditEncryptionPassword("apple")

        #expect(harness.viewModel.state.encryptionPassword == .neutral)
    }

    @Test("a too short password's error is shown once the field is left, and Continue stays disabled")
    func tooShortShownAfterEditing() {
        let harness = Harness()

        harness.fillIn(password: "apple")

        #expect(
            harness.viewModel.state.encryptionPassword
                == .invalid(ValidationMessage("Password must be at least 8 characters")))
        #expect(!harness.viewModel.state.isContinueEnabled)
    }

    @Test("a confirmation that differs shows Zhip's mismatch message once left, and Continue stays disabled")
    func mismatchShownAfterEditing() {
        let harness = Harness()

        harness.fillIn(confirmation: "apple pie tee")

        #expect(harness.viewModel.state.passwordConfirmation == .invalid(PasswordConfirmationValidator.mismatch))
        #expect(!harness.viewModel.state.isContinueEnabled)
    }

    @Test("changing the password afterwards checks the confirmation against the new one")
    func confirmationRecheckedWhenPasswordChanges() {
        let harness = Harness()
        harness.fillIn()

        harness.viewModel.didEditEncryptionPassword("apple pie trees")

        #expect(harness.viewModel.state.passwordConfirmation == .invalid(PasswordConfirmationValidator.mismatch))
        #expect(!harness.viewModel.state.isContinueEnabled)
    }

    @Test("a confirmation still being typed keeps its error held back when the password changes")
    func confirmationBeingTypedStaysNeutral() {
        let harness = Harness()
        harness.viewModel.didEditPasswordConfirmation("apple")

        harness.viewModel.didEditEncryptionPassword("apple pie tree")

        #expect(harness.viewModel.state.passwordConfirmation == .neutral)
    }

    // MARK: - Creating

    @Test("Continue makes the wallet with the password, saves it, and moves on with it")
    func continueCreatesAndSaves() async {
        let harness = Harness()
        harness.fillIn()

        await harness.viewModel.didTapContinue()

        #expect(harness.steps == [.created(TestWallets.wallet)])
        #expect(harness.fake.createNewWalletCallCount == 1)
        #expect(harness.fake.savedWallet == TestWallets.wallet)
        #expect(harness.fake.lastCreateKDF == .scrypt)
    }

    @Test("the scene shows it is busy while the wallet is made, with Continue disabled")
    func loadingWhileCreating() async {
        let harness = Harness()
        harness.fillIn()

        await harness.viewModel.didTapContinue()

        let busy = harness.states.filter(\.isCreating)
        #expect(busy.count == 1)
        #expect(busy.allSatisfy { !$0.isContinueEnabled })
        #expect(harness.viewModel.state.isCreating == false)
    }

    @Test("a wallet already saved is shown to the person, who stays on the scene")
    func alreadySavedIsShown() async {
        let harness = Harness(fake: FakeWalletUseCase(savedWallet: TestWallets.importedWallet))
        harness.fillIn()

        await harness.viewModel.didTapContinue()

        #expect(harness.viewModel.state.errorMessage == WalletError.walletAlreadySaved.description)
        #expect(harness.steps.isEmpty)
        #expect(harness.viewModel.state.isCreating == false)
        #expect(harness.viewModel.state.isContinueEnabled)
    }

    @Test("a failure making the wallet is shown to the person, and nothing is saved")
    func createFailureIsShown() async {
        let harness = Harness()
        harness.fake.error = .storage(.noHomeDirectory)
        harness.fillIn()

        await harness.viewModel.didTapContinue()

        #expect(harness.viewModel.state.errorMessage == WalletError.storage(.noHomeDirectory).description)
        #expect(harness.fake.savedWallet == nil)
        #expect(harness.steps.isEmpty)
    }

    @Test("editing a field after a failure clears the failure's message")
    func editingClearsError() async {
        let harness = Harness(fake: FakeWalletUseCase(savedWallet: TestWallets.importedWallet))
        harness.fillIn()
        await harness.viewModel.didTapContinue()

        harness.viewModel.didEditPasswordConfirmation(newPassword)

        #expect(harness.viewModel.state.errorMessage == nil)
    }

    @Test("Continue does nothing while it is disabled")
    func continueIgnoredWhenDisabled() async {
        let harness = Harness()
        harness.viewModel.didEditEncryptionPassword(newPassword)
        harness.viewModel.didEditPasswordConfirmation(newPassword)

        await harness.viewModel.didTapContinue()

        #expect(harness.fake.createNewWalletCallCount == 0)
        #expect(harness.steps.isEmpty)
    }

    @Test("cancelling leaves wallet creation without making a wallet")
    func cancelLeaves() {
        let harness = Harness()

        harness.viewModel.didTapCancel()

        #expect(harness.steps == [.cancel])
        #expect(harness.fake.createNewWalletCallCount == 0)
    }

    @Test(
        "by default the view model uses the container's wallet use cases",
        .container { $0.walletUseCase.register { FakeWalletUseCase(savedWallet: TestWallets.importedWallet) } })
    func defaultsComeFromTheContainer() async {
        let viewModel = CreateNewWalletViewModel()
        viewModel.didEditEncryptionPassword(newPassword)
        viewModel.didEditPasswordConfirmation(newPassword)
        viewModel.didToggleHasBackedUpPassword(true)

        await viewModel.didTapContinue()

        #expect(viewModel.state.errorMessage == WalletError.walletAlreadySaved.description)
    }

    @Test("the password field's placeholder states the minimum, in Zhip's words")
    func placeholderWording() {
        let viewModel = CreateNewWalletViewModel(
            createWalletUseCase: FakeWalletUseCase(), walletStorageUseCase: FakeWalletUseCase())

        #expect(viewModel.texts.encryptionPasswordPlaceholder == "Encryption password (min 8 chars)")
        #expect(viewModel.texts.hasBackedUpPasswordCheckbox == "I have securely backed up my encryption password")
    }
}

// MARK: - State changes

extension CreateNewWalletViewModelTests {
    @Test("ticking the backup box reports one change")
    func tickingReportsOnce() {
        let harness = Harness()
        let changes = StateChanges(of: harness.viewModel)

        harness.viewModel.didToggleHasBackedUpPassword(true)

        #expect(changes.states.map(\.hasBackedUpPassword) == [true])
    }

    @Test("leaving the empty password field reports nothing")
    func leavingEmptyFieldReportsNothing() {
        let harness = Harness()
        let changes = StateChanges(of: harness.viewModel)

        harness.viewModel.didEndEditingEncryptionPassword()

        #expect(changes.count == 0)
    }
}
