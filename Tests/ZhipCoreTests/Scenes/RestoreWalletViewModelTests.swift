import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Restore wallet scene")
@MainActor
struct RestoreWalletViewModelTests {
    final class Steps {
        var all: [RestoreWalletViewModel.Step] = []
    }

    private let keyHex = "e19d05c5452598e24caad4a0d85a49146f7be089515c905ae6a19e8a578a6930"
    private let keystoreJSON = String(decoding: TestWallets.keystore.jsonData(), as: UTF8.self)
    private let fake = FakeWalletUseCase()
    private let steps = Steps()

    private func makeViewModel(useCase: (any WalletUseCase)? = nil) -> RestoreWalletViewModel {
        let useCase = useCase ?? fake
        let viewModel = RestoreWalletViewModel(restoreWalletUseCase: useCase, walletStorageUseCase: useCase)
        viewModel.navigator.onStep = { [steps] in steps.all.append($0) }
        return viewModel
    }

    private func realUseCase() -> DefaultWalletUseCase {
        DefaultWalletUseCase(securePersistence: .inMemory())
    }

    private func fillPrivateKeyMode(_ viewModel: RestoreWalletViewModel) {
        viewModel.didEditPrivateKey(keyHex)
        viewModel.didEditEncryptionPassword("apples and pears")
        viewModel.didEditConfirmEncryptionPassword("apples and pears")
    }

    private func fillKeystoreMode(_ viewModel: RestoreWalletViewModel, password: String = TestWallets.password) {
        viewModel.didSelectMode(.keystore)
        viewModel.didEditKeystore(keystoreJSON)
        viewModel.didEditKeystorePassword(password)
    }

    // MARK: - Private key mode

    @Test("a private key and a new password restore the wallet, save it, and move on")
    func restoresPrivateKey() async throws {
        let real = realUseCase()
        let viewModel = makeViewModel(useCase: real)
        fillPrivateKeyMode(viewModel)
        await viewModel.didTapRestore()
        let saved = try #require(try real.loadWallet())
        #expect(saved.address == TestWallets.privateKey.publicKey.address)
        #expect(saved.origin == .imported)
        #expect(steps.all == [.restored(saved)])
    }

    @Test("the restored private key is locked with the new password")
    func lockedWithNewPassword() async throws {
        let real = realUseCase()
        let viewModel = makeViewModel(useCase: real)
        fillPrivateKeyMode(viewModel)
        await viewModel.didTapRestore()
        let saved = try #require(try real.loadWallet())
        #expect(try await real.verify(password: "apples and pears", for: saved))
    }

    @Test("Restore is enabled only when key, password and confirmation are all valid")
    func restoreEnabled() {
        let viewModel = makeViewModel()
        viewModel.didEditPrivateKey(keyHex)
        viewModel.didEditEncryptionPassword("apples and pears")
        #expect(!viewModel.state.isRestoreEnabled)
        viewModel.didEditConfirmEncryptionPassword("apples and pears")
        #expect(viewModel.state.isRestoreEnabled)
    }

    @Test("a short private key shows no error while typing, and Zhip's message after")
    func privateKeyDisplayRule() {
        let viewModel = makeViewModel()
        viewModel.didEditPrivateKey(String(keyHex.prefix(60)))
        #expect(viewModel.state.privateKeyDisplay == .neutral)
        viewModel.didEndEditingPrivateKey()
        #expect(viewModel.state.privateKeyDisplay == .invalid(ValidationMessage("Should be 64 characters (missing 4)")))
    }

    @Test("a short new password shows Zhip's message after editing")
    func shortPassword() {
        let viewModel = makeViewModel()
        viewModel.didEditEncryptionPassword("short")
        viewModel.didEndEditingEncryptionPassword()
        #expect(
            viewModel.state.encryptionPasswordDisplay
                == .invalid(EncryptionPasswordValidator.tooShort(minimumLength: 8)))
    }

    @Test("a confirmation that differs shows \"The passwords do not match\" after editing")
    func confirmationMismatch() {
        let viewModel = makeViewModel()
        viewModel.didEditEncryptionPassword("apples and pears")
        viewModel.didEditConfirmEncryptionPassword("apples and pear")
        #expect(viewModel.state.confirmEncryptionPasswordDisplay == .neutral)
        viewModel.didEndEditingConfirmEncryptionPassword()
        #expect(
            viewModel.state.confirmEncryptionPasswordDisplay == .invalid(PasswordConfirmationValidator.mismatch))
    }

    @Test("changing the password after confirming it shows the confirmation no longer matches")
    func passwordChangedAfterConfirmation() {
        let viewModel = makeViewModel()
        fillPrivateKeyMode(viewModel)
        viewModel.didEndEditingConfirmEncryptionPassword()
        viewModel.didEditEncryptionPassword("apples and plums")
        #expect(
            viewModel.state.confirmEncryptionPasswordDisplay == .invalid(PasswordConfirmationValidator.mismatch))
        #expect(!viewModel.state.isRestoreEnabled)
    }

    @Test("Restore with invalid fields restores nothing and shows every field's error")
    func restoreWithInvalidFields() async {
        let viewModel = makeViewModel()
        viewModel.didEditPrivateKey("abc")
        await viewModel.didTapRestore()
        #expect(fake.restoreWalletCallCount == 0)
        #expect(
            viewModel.state.privateKeyDisplay == .invalid(ValidationMessage("Should be 64 characters (missing 61)")))
        #expect(steps.all.isEmpty)
    }

    // MARK: - Keystore mode

    @Test("a keystore and its password restore the wallet, save it, and move on")
    func restoresKeystore() async throws {
        let real = realUseCase()
        let viewModel = makeViewModel(useCase: real)
        fillKeystoreMode(viewModel)
        await viewModel.didTapRestore()
        let saved = try #require(try real.loadWallet())
        #expect(saved.keystore == TestWallets.keystore)
        #expect(steps.all == [.restored(saved)])
    }

    @Test("a wrong keystore password shows Zhip's message and saves nothing")
    func wrongKeystorePassword() async throws {
        let real = realUseCase()
        let viewModel = makeViewModel(useCase: real)
        fillKeystoreMode(viewModel, password: "not the password")
        await viewModel.didTapRestore()
        #expect(viewModel.state.errorMessage == "Keystore was not encrypted by this password")
        #expect(try real.loadWallet() == nil)
        #expect(steps.all.isEmpty)
        #expect(!viewModel.state.isRestoring)
    }

    @Test("text that is not a keystore shows \"Bad JSON, control format.\" after editing")
    func badKeystore() {
        let viewModel = makeViewModel()
        viewModel.didSelectMode(.keystore)
        viewModel.didEditKeystore("{\"crypto\": 1}")
        #expect(viewModel.state.keystoreDisplay == .neutral)
        viewModel.didEndEditingKeystore()
        #expect(viewModel.state.keystoreDisplay == .invalid(ValidationMessage("Bad JSON, control format.")))
    }

    @Test("switching mode changes the header, and each mode needs its own fields")
    func modes() {
        let viewModel = makeViewModel()
        fillPrivateKeyMode(viewModel)
        #expect(viewModel.state.header == "Restore with private key")
        viewModel.didSelectMode(.keystore)
        #expect(viewModel.state.header == "Restore with keystore")
        #expect(!viewModel.state.isRestoreEnabled)
        viewModel.didEditKeystore(keystoreJSON)
        viewModel.didEditKeystorePassword("x")
        viewModel.didEndEditingKeystorePassword()
        #expect(viewModel.state.isRestoreEnabled)
        #expect(viewModel.state.keystorePasswordDisplay == .valid)
    }

    // MARK: - Failures and leaving

    @Test("a failure to save (a wallet is already saved) is shown, not swallowed")
    func saveFailureShown() async {
        let saved = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let viewModel = makeViewModel(useCase: saved)
        fillPrivateKeyMode(viewModel)
        await viewModel.didTapRestore()
        #expect(viewModel.state.errorMessage == WalletError.walletAlreadySaved.description)
        #expect(steps.all.isEmpty)
    }

    @Test("while restoring, the scene says so and Restore is disabled")
    func restoringState() async {
        let viewModel = makeViewModel()
        fillPrivateKeyMode(viewModel)
        var seen: [RestoreWalletViewModel.State] = []
        viewModel.onChange = { seen.append($0) }
        await viewModel.didTapRestore()
        #expect(seen.first?.isRestoring == true)
        #expect(seen.first?.isRestoreEnabled == false)
        #expect(seen.last?.isRestoring == false)
        #expect(fake.saveCallCount == 1)
    }

    @Test("editing a field clears the last failure")
    func editingClearsFailure() async {
        let saved = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let viewModel = makeViewModel(useCase: saved)
        fillPrivateKeyMode(viewModel)
        await viewModel.didTapRestore()
        viewModel.didEditPrivateKey(keyHex)
        #expect(viewModel.state.errorMessage == nil)
    }

    @Test("cancel leaves without saving")
    func cancel() {
        let viewModel = makeViewModel()
        fillPrivateKeyMode(viewModel)
        viewModel.didTapCancel()
        #expect(steps.all == [.cancel])
        #expect(fake.saveCallCount == 0)
    }
}

// MARK: - State changes

extension RestoreWalletViewModelTests {
    @Test("switching to the keystore reports one change, with its header")
    func switchingReportsOnce() {
        let viewModel = makeViewModel()
        let changes = StateChanges(of: viewModel)

        viewModel.didSelectMode(.keystore)

        #expect(changes.states.map(\.header) == ["Restore with keystore"])
    }

    @Test("selecting the mode already shown reports nothing")
    func sameModeReportsNothing() {
        let viewModel = makeViewModel()
        let changes = StateChanges(of: viewModel)

        viewModel.didSelectMode(.privateKey)

        #expect(changes.count == 0)
    }
}
