import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Decrypt the keystore to reveal the key pair")
@MainActor
struct DecryptKeystoreToRevealKeyPairViewModelTests {
    typealias Step = DecryptKeystoreToRevealKeyPairViewModel.Step

    @MainActor
    final class Harness {
        let fake = FakeWalletUseCase()
        let viewModel: DecryptKeystoreToRevealKeyPairViewModel
        var steps: [Step] = []
        var states: [DecryptKeystoreToRevealKeyPairViewModel.State] = []

        init(wallet: Wallet = TestWallets.wallet, isNewlyCreatedWallet: Bool = true) {
            viewModel = DecryptKeystoreToRevealKeyPairViewModel(
                wallet: wallet, isNewlyCreatedWallet: isNewlyCreatedWallet, extractKeyPairUseCase: fake)
            viewModel.navigator.onStep = { [unowned self] in steps.append($0) }
            viewModel.onChange = { [unowned self] in states.append($0) }
        }
    }

    @Test("the right password reveals the wallet's key pair")
    func rightPasswordReveals() async {
        let harness = Harness()
        harness.viewModel.didEditEncryptionPassword(TestWallets.password)

        await harness.viewModel.didTapReveal()

        #expect(harness.steps == [.revealed(TestWallets.keyPair)])
        #expect(harness.fake.extractKeyPairCallCount == 1)
    }

    @Test("the scene shows it is busy while unlocking, with Reveal disabled")
    func loadingWhileRevealing() async {
        let harness = Harness()
        harness.viewModel.didEditEncryptionPassword(TestWallets.password)

        await harness.viewModel.didTapReveal()

        let busy = harness.states.filter(\.isRevealing)
        #expect(busy.count == 1)
        #expect(busy.allSatisfy { !$0.isRevealEnabled })
        #expect(!harness.viewModel.state.isRevealing)
    }

    @Test("a wrong password while backing up a new wallet says to start over if it is forgotten")
    func wrongPasswordNewWallet() async {
        let harness = Harness(isNewlyCreatedWallet: true)
        harness.viewModel.didEditEncryptionPassword("not the password")

        await harness.viewModel.didTapReveal()

        #expect(
            harness.viewModel.state.errorMessage
                == "Incorrect password, if you can't remember it do NOT continue,"
                + " restart the wallet creation from the beginning.")
        #expect(harness.steps.isEmpty)
        #expect(harness.viewModel.state.isRevealEnabled)
    }

    @Test("a wrong password from the settings says only that it is incorrect")
    func wrongPasswordSettings() async {
        let harness = Harness(isNewlyCreatedWallet: false)
        harness.viewModel.didEditEncryptionPassword("not the password")

        await harness.viewModel.didTapReveal()

        #expect(harness.viewModel.state.errorMessage == "Incorrect password")
    }

    @Test("any other failure is shown as it is described")
    func otherFailureShown() async {
        let harness = Harness()
        harness.fake.error = .keystore(.cryptoFailure("scrypt"))
        harness.viewModel.didEditEncryptionPassword(TestWallets.password)

        await harness.viewModel.didTapReveal()

        #expect(harness.viewModel.state.errorMessage == WalletError.keystore(.cryptoFailure("scrypt")).description)
        #expect(harness.steps.isEmpty)
    }

    @Test("typing again clears the failure's message")
    func editingClearsError() async {
        let harness = Harness()
        harness.viewModel.didEditEncryptionPassword("not the password")
        await harness.viewModel.didTapReveal()

        harness.viewModel.didEditEncryptionPassword("not the password!")

        #expect(harness.viewModel.state.errorMessage == nil)
    }

    @Test("a new wallet's password shorter than 8 characters cannot be tried; its error shows once the field is left")
    func shortPasswordNewWallet() async {
        let harness = Harness()
        harness.viewModel.didEditEncryptionPassword("apple")
        let whileEditing = harness.viewModel.state.encryptionPassword

        harness.viewModel.didEndEditingEncryptionPassword()
        await harness.viewModel.didTapReveal()

        #expect(whileEditing == .neutral)
        #expect(
            harness.viewModel.state.encryptionPassword
                == .invalid(EncryptionPasswordValidator.tooShort(minimumLength: 8)))
        #expect(!harness.viewModel.state.isRevealEnabled)
        #expect(harness.fake.extractKeyPairCallCount == 0)
    }

    @Test("an imported keystore's password may be shorter than Zhip's minimum")
    func importedWalletShortPassword() {
        let harness = Harness(wallet: TestWallets.importedWallet, isNewlyCreatedWallet: false)

        harness.viewModel.didEditEncryptionPassword("abc")

        #expect(harness.viewModel.state.isRevealEnabled)
    }

    @Test("cancelling goes back without unlocking")
    func cancelGoesBack() {
        let harness = Harness()

        harness.viewModel.didTapCancel()

        #expect(harness.steps == [.cancel])
        #expect(harness.fake.extractKeyPairCallCount == 0)
    }

    @Test(
        "by default the view model unlocks with the container's use case",
        .container { $0.walletUseCase.register { FakeWalletUseCase() } })
    func defaultsComeFromTheContainer() async {
        let viewModel = DecryptKeystoreToRevealKeyPairViewModel(wallet: TestWallets.wallet, isNewlyCreatedWallet: false)
        var steps: [Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didEditEncryptionPassword(TestWallets.password)

        await viewModel.didTapReveal()

        #expect(steps == [.revealed(TestWallets.keyPair)])
    }
}

@Suite("Back up the revealed key pair")
@MainActor
struct BackUpRevealedKeyPairViewModelTests {
    @Test("the private key is shown as its 64 hex digits")
    func showsPrivateKey() {
        let viewModel = BackUpRevealedKeyPairViewModel(keyPair: TestWallets.keyPair)

        #expect(viewModel.state.privateKeyHex == "e19d05c5452598e24caad4a0d85a49146f7be089515c905ae6a19e8a578a6930")
    }

    @Test("the public key is shown uncompressed, as Zhip shows it")
    func showsUncompressedPublicKey() throws {
        let viewModel = BackUpRevealedKeyPairViewModel(keyPair: TestWallets.keyPair)

        let shown = try PublicKey(hex: viewModel.state.uncompressedPublicKeyHex)

        #expect(viewModel.state.uncompressedPublicKeyHex.count == 130)
        #expect(viewModel.state.uncompressedPublicKeyHex.hasPrefix("04"))
        #expect(shown == TestWallets.keyPair.publicKey)
    }

    @Test("the state never shows the private key in its description or dump")
    func stateRedacted() {
        let viewModel = BackUpRevealedKeyPairViewModel(keyPair: TestWallets.keyPair)
        var dumped = ""

        dump(viewModel.state, to: &dumped)

        #expect(!String(describing: viewModel.state).contains("e19d05c5"))
        #expect(!String(reflecting: viewModel.state).contains("e19d05c5"))
        #expect(!dumped.contains("e19d05c5"))
    }

    @Test("Done drops the private key from the state, then goes back")
    func doneDropsKey() {
        let viewModel = BackUpRevealedKeyPairViewModel(keyPair: TestWallets.keyPair)
        var steps: [BackUpRevealedKeyPairViewModel.Step] = []
        var shownWhenLeaving: String?
        viewModel.navigator.onStep = { [weak viewModel] in
            steps.append($0)
            shownWhenLeaving = viewModel?.state.privateKeyHex
        }

        viewModel.didTapDone()

        #expect(steps == [.done])
        #expect(shownWhenLeaving == "")
    }
}

// MARK: - State changes

extension DecryptKeystoreToRevealKeyPairViewModelTests {
    @Test("typing the password reports one change, with Reveal enabled")
    func typingReportsOnce() {
        let harness = Harness()
        let changes = StateChanges(of: harness.viewModel)

        harness.viewModel.didEditEncryptionPassword(TestWallets.password)

        #expect(changes.states.map(\.isRevealEnabled) == [true])
    }

    @Test("leaving the password field with a valid password reports nothing")
    func leavingValidFieldReportsNothing() {
        let harness = Harness()
        harness.viewModel.didEditEncryptionPassword(TestWallets.password)
        let changes = StateChanges(of: harness.viewModel)

        harness.viewModel.didEndEditingEncryptionPassword()

        #expect(changes.count == 0)
    }
}

extension BackUpRevealedKeyPairViewModelTests {
    @Test("Done reports one change, dropping the private key")
    func doneReportsOnce() {
        let viewModel = BackUpRevealedKeyPairViewModel(keyPair: TestWallets.keyPair)
        let changes = StateChanges(of: viewModel)

        viewModel.didTapDone()

        #expect(changes.states.map(\.privateKeyHex) == [""])
    }

    @Test("a second Done reports nothing")
    func secondDoneReportsNothing() {
        let viewModel = BackUpRevealedKeyPairViewModel(keyPair: TestWallets.keyPair)
        viewModel.didTapDone()
        let changes = StateChanges(of: viewModel)

        viewModel.didTapDone()

        #expect(changes.count == 0)
    }
}
