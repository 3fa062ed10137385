import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// Each scene family's renderer: what it shows, and which input of the view model it calls.
@MainActor
@Suite("Interactive app: scenes", .container)
struct InteractiveSceneTests {
    // MARK: - Onboarding

    @Test("Welcome shows its greeting and Enter starts")
    func welcome() async {
        let welcome = WelcomeViewModel()
        var steps: [WelcomeViewModel.Step] = []
        welcome.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal([""])
        await terminal.turn(with: welcome)
        #expect(terminal.output.contains("Welcome to Zhip - a wallet for Zilliqa."))
        #expect(steps == [.start])
    }

    @Test("the terms are shown whole and accepting them is remembered")
    func acceptTerms() async {
        let useCase = FakeOnboardingUseCase()
        let terms = TermsOfServiceViewModel(mode: .acceptance, useCase: useCase)
        let terminal = ScriptedTerminal(["y"])
        await terminal.turn(with: terms)
        #expect(terminal.output.contains("You alone hold the keys of your wallet."))
        #expect(useCase.didAcceptTermsOfServiceCallCount == 1)
    }

    @Test("declining the terms accepts nothing and says why")
    func declineTerms() async {
        let useCase = FakeOnboardingUseCase()
        let terms = TermsOfServiceViewModel(mode: .acceptance, useCase: useCase)
        let terminal = ScriptedTerminal(["n"])
        await terminal.turn(with: terms)
        #expect(useCase.didAcceptTermsOfServiceCallCount == 0)
        #expect(terminal.output.contains("Zhip can be used once the terms are accepted."))
    }

    @Test("crash reporting: confirming the disclaimer, then Opt out, answers no")
    func crashReportingOptOut() async {
        let useCase = FakeOnboardingUseCase()
        let question = AskForCrashReportingPermissionsViewModel(useCase: useCase)
        await ScriptedTerminal(["y", "2"]).turn(with: question)
        #expect(useCase.answeredCrashReportingQuestionCallCount == 1)
        #expect(question.state.currentAnswer == false)
    }

    @Test("the custom ECC warning is accepted once the risk is understood")
    func eccWarning() async {
        let useCase = FakeOnboardingUseCase()
        let warning = WarningCustomECCViewModel(useCase: useCase)
        let terminal = ScriptedTerminal(["y"])
        await terminal.turn(with: warning)
        #expect(terminal.output.contains("EC-Schnorr"))
        #expect(useCase.didAcceptCustomECCWarningCallCount == 1)
    }

    @Test("choosing the wallet: 3 restores one")
    func chooseRestore() async {
        let choose = ChooseWalletViewModel()
        var steps: [ChooseWalletViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }
        await ScriptedTerminal(["3"]).turn(with: choose)
        #expect(steps == [.restore])
    }

    @Test("choosing the wallet: 2 makes a wallet of one private key, without a recovery phrase")
    func choosePrivateKeyWallet() async {
        let choose = ChooseWalletViewModel()
        var steps: [ChooseWalletViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }
        await ScriptedTerminal(["2"]).turn(with: choose)
        #expect(steps == [.createNewFromPrivateKey])
    }

    @Test("a menu asks again until a listed number is typed")
    func menuAsksAgain() async {
        let choose = ChooseWalletViewModel()
        var steps: [ChooseWalletViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["7", "new", "1"])
        await terminal.turn(with: choose)
        #expect(steps == [.createNew])
        #expect(terminal.reads.count == 3)
    }

    // MARK: - Wallet

    @Test("a new wallet's password and its confirmation are read without echo")
    func newWalletHidden() async {
        let wallets = FakeWalletUseCase()
        let create = CreateNewWalletViewModel(createWalletUseCase: wallets, walletStorageUseCase: wallets)
        var steps: [CreateNewWalletViewModel.Step] = []
        create.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["apple pie tree", "apple pie tree", "y"])
        await terminal.turn(with: create)
        #expect(terminal.reads.map(\.hidden) == [true, true, false])
        #expect(steps == [.created(TestWallets.wallet)])
        #expect(terminal.progress.first == "Creating your wallet… 0s")
    }

    @Test("a too short password shows the view model's error under the prompt and creates nothing")
    func newWalletShortPassword() async {
        let wallets = FakeWalletUseCase()
        let create = CreateNewWalletViewModel(createWalletUseCase: wallets, walletStorageUseCase: wallets)
        let terminal = ScriptedTerminal(["short"])
        await terminal.turn(with: create)
        guard case .invalid(let message) = create.state.encryptionPassword else {
            Issue.record("the short password was not refused")
            return
        }
        #expect(terminal.lines.last == "  " + message.message)
        #expect(wallets.createNewWalletCallCount == 0)
    }

    @Test("an empty password leaves wallet creation")
    func newWalletCancel() async {
        let wallets = FakeWalletUseCase()
        let create = CreateNewWalletViewModel(createWalletUseCase: wallets, walletStorageUseCase: wallets)
        var steps: [CreateNewWalletViewModel.Step] = []
        create.navigator.onStep = { steps.append($0) }
        await ScriptedTerminal([""]).turn(with: create)
        #expect(steps == [.cancel])
    }

    @Test("the onboarding backup hub asks for the backup confirmation before Done")
    func backupDone() async {
        let hub = BackupWalletViewModel(wallet: TestWallets.wallet, mode: .onboarding)
        var steps: [BackupWalletViewModel.Step] = []
        hub.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["3", "y"])
        await terminal.turn(with: hub)
        #expect(terminal.output.contains("I have securely backed up my private key."))
        #expect(steps == [.done])
    }

    @Test("the keystore is shown and saved to a new file readable by its owner only")
    func keystoreSaved() async throws {
        let directory = try TemporaryDirectory()
        let keystore = BackUpKeystoreViewModel(wallet: TestWallets.wallet)
        let path = directory.file("backup.json")
        let terminal = ScriptedTerminal(["1", path])
        await terminal.turn(with: keystore)
        #expect(terminal.output.contains(keystore.state.keystoreJSON))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == keystore.state.keystoreJSON)
        #expect(try permissions(path) == 0o600)
    }

    @Test("a wrong password to reveal the key shows Zhip's message on the next turn")
    func revealWrongPassword() async {
        let wallets = FakeWalletUseCase()
        let decrypt = DecryptKeystoreToRevealKeyPairViewModel(
            wallet: TestWallets.wallet, isNewlyCreatedWallet: false, extractKeyPairUseCase: wallets)
        let terminal = ScriptedTerminal(["not the password"])
        await terminal.turn(with: decrypt)
        await terminal.turn(with: decrypt)
        #expect(terminal.output.contains(DecryptKeystoreToRevealKeyPairViewModel.incorrectPassword))
        #expect(terminal.reads.first?.hidden == true)
    }

    @Test("the revealed key pair shows the private key, and Enter drops it")
    func revealedKeyPair() async {
        let revealed = BackUpRevealedKeyPairViewModel(keyPair: TestWallets.keyPair)
        let terminal = ScriptedTerminal([""])
        await terminal.turn(with: revealed)
        #expect(terminal.output.contains(TestWallets.keyPair.privateKey.revealedHex()))
        #expect(revealed.state.privateKeyHex.isEmpty)
        #expect(terminal.lines.last == ScriptedTerminal.clearedScreen)
    }

    @Test("the revealed key pair is cleared from the screen at end of input too")
    func revealedKeyPairEndOfInput() async {
        let revealed = BackUpRevealedKeyPairViewModel(keyPair: TestWallets.keyPair)
        let terminal = ScriptedTerminal([])
        #expect(await terminal.turn(with: revealed) == .endOfInput)
        #expect(terminal.lines.last == ScriptedTerminal.clearedScreen)
    }

    @Test("clearing the screen on a terminal writes home, erase screen, erase scrollback; elsewhere nothing")
    func clearScreenSequence() {
        let recorder = ConsoleRecorder()
        StandardTerminalUI(console: recorder.console, isOutputTerminal: true).clearScreen()
        #expect(recorder.output == "\u{1B}[H\u{1B}[2J\u{1B}[3J")
        let plain = ConsoleRecorder()
        StandardTerminalUI(console: plain.console, isOutputTerminal: false).clearScreen()
        #expect(plain.output.isEmpty)
    }

    @Test("restoring from a private key reads the key and both passwords without echo")
    func restorePrivateKey() async {
        let wallets = FakeWalletUseCase()
        let restore = RestoreWalletViewModel(restoreWalletUseCase: wallets, walletStorageUseCase: wallets)
        var steps: [RestoreWalletViewModel.Step] = []
        restore.navigator.onStep = { steps.append($0) }
        let key = TestWallets.keyPair.privateKey.revealedHex()
        let terminal = ScriptedTerminal(["2", key, "apple pie tree", "apple pie tree"])
        await terminal.turn(with: restore)
        #expect(terminal.reads.map(\.hidden) == [false, true, true, true])
        #expect(steps == [.restored(TestWallets.importedWallet)])
        #expect(!terminal.output.contains(key))
    }

    // MARK: - Pincode

    @Test("an empty PIN during onboarding skips it")
    func skipPincode() async {
        let pincodes = FakePincodeUseCase()
        let choose = ChoosePincodeViewModel(allowsSkipping: true, pincodeUseCase: pincodes)
        await ScriptedTerminal([""]).turn(with: choose)
        #expect(pincodes.didSkipSetup)
    }

    @Test("a PIN that is not four digits shows the view model's error")
    func badPincode() async {
        let pincodes = FakePincodeUseCase()
        let choose = ChoosePincodeViewModel(allowsSkipping: true, pincodeUseCase: pincodes)
        var steps: [ChoosePincodeViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["12a4"])
        await terminal.turn(with: choose)
        #expect(steps.isEmpty)
        #expect(terminal.lines.last?.hasPrefix("  ") == true)
    }

    @Test("confirming the PIN stores it once it matches and is backed up")
    func confirmPincode() async throws {
        let pincodes = FakePincodeUseCase()
        let confirm = ConfirmNewPincodeViewModel(expected: try Pincode("0258"), pincodeUseCase: pincodes)
        await ScriptedTerminal(["0258", "y"]).turn(with: confirm)
        #expect(pincodes.chooseCallCount == 1)
    }

    @Test("unlocking with a wrong PIN says so on the next turn")
    func unlockWrong() async throws {
        let pincodes = FakePincodeUseCase(pincode: try Pincode("0258"))
        let unlock = UnlockAppWithPincodeViewModel(pincodeUseCase: pincodes)
        let terminal = ScriptedTerminal(["0111"])
        await terminal.turn(with: unlock)
        await terminal.turn(with: unlock)
        #expect(terminal.output.contains("Incorrect PIN"))
        #expect(terminal.reads.allSatisfy { $0.hidden })
    }

    @Test("removing the PIN: the right one removes it")
    func removePincode() async throws {
        let pincodes = FakePincodeUseCase(pincode: try Pincode("0258"))
        let remove = RemovePincodeViewModel(pincodeUseCase: pincodes)
        var steps: [RemovePincodeViewModel.Step] = []
        remove.navigator.onStep = { steps.append($0) }
        await ScriptedTerminal(["0258"]).turn(with: remove)
        #expect(steps == [.removed])
        #expect(pincodes.deletePincodeCallCount == 1)
    }

    @Test("removing the PIN: an empty line keeps it")
    func keepPincode() async throws {
        let pincodes = FakePincodeUseCase(pincode: try Pincode("0258"))
        let remove = RemovePincodeViewModel(pincodeUseCase: pincodes)
        var steps: [RemovePincodeViewModel.Step] = []
        remove.navigator.onStep = { steps.append($0) }
        await ScriptedTerminal([""]).turn(with: remove)
        #expect(steps == [.cancel])
        #expect(pincodes.deletePincodeCallCount == 0)
    }
}
