import CommandLineKit
import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@testable import ZhipCLI

/// A ``TerminalUI`` answering from a script: each read takes the next answer (nil, i.e. Ctrl-D,
/// once they are used up), and everything shown, prompts included, is recorded.
@MainActor
final class ScriptedTerminal: TerminalUI {
    let usesColor = false
    /// A test's terminal is never the process's own: Ctrl-C is left alone.
    let ownsProcess = false
    /// The width paragraphs are wrapped to; nil: as they are.
    var width: Int?
    private var answers: [String]
    /// Every line shown and every prompt, in order.
    private(set) var lines: [String] = []
    /// Each prompt read, and whether it was read without echo.
    private(set) var reads: [(prompt: String, hidden: Bool)] = []
    /// Every text put on the progress line.
    private(set) var progress: [String] = []
    /// How many times the progress line was cleared.
    private(set) var progressClears = 0

    init(_ answers: [String]) {
        self.answers = answers
    }

    /// Everything shown, one line each.
    var output: String { lines.joined(separator: "\n") }

    /// How many answers were not asked for.
    var unusedAnswers: Int { answers.count }

    func show(_ text: String) { lines.append(text) }
    func readLine(prompt: String) -> String? { read(prompt, hidden: false) }
    func readHidden(prompt: String) -> String? { read(prompt, hidden: true) }
    func showProgress(_ text: String) { progress.append(text) }
    func endProgress() { progressClears += 1 }
    /// Recorded as ``clearedScreen`` in ``lines``: what was shown before it is gone.
    func clearScreen() { lines.append(Self.clearedScreen) }

    /// The line ``clearScreen()`` records.
    static let clearedScreen = "<the screen was cleared>"

    /// An answer that stands for the word a "Word N" prompt asks for, read off what the screen
    /// showed as "N. word", as a person copies it from where they wrote it down.
    static let wordAsked = "<the word asked>"

    private func read(_ prompt: String, hidden: Bool) -> String? {
        lines.append(prompt)
        reads.append((prompt, hidden))
        guard !answers.isEmpty else { return nil }
        let answer = answers.removeFirst()
        return answer == Self.wordAsked ? wordShown(askedBy: prompt) : answer
    }

    /// Word N as shown, N from a prompt "Word N…"; "" when it was never shown.
    private func wordShown(askedBy prompt: String) -> String {
        guard let number = prompt.split(separator: " ").dropFirst().first.flatMap({ Int($0.prefix(while: \.isNumber)) })
        else { return "" }
        let tokens = lines.flatMap { $0.split(separator: " ") }
        guard let at = tokens.firstIndex(of: "\(number)."), tokens.indices.contains(at + 1) else { return "" }
        return String(tokens[at + 1])
    }
}

/// Each scene family's renderer: what it shows, and which input of the view model it calls.
@MainActor
@Suite("Interactive app: scenes", .container)
struct InteractiveSceneTests {
    /// One turn of `scene` on a terminal answering `answers`; the error the turn ended with, if any.
    @discardableResult
    private func turn(_ scene: any SceneViewModel, _ terminal: ScriptedTerminal) async -> InteractiveExit? {
        do {
            try await TerminalPresenter(ui: terminal).turn(with: scene)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Onboarding

    @Test("Welcome shows its greeting and Enter starts")
    func welcome() async {
        let welcome = WelcomeViewModel()
        var steps: [WelcomeViewModel.Step] = []
        welcome.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal([""])
        await turn(welcome, terminal)
        #expect(terminal.output.contains("Welcome to Zhip - a wallet for Zilliqa."))
        #expect(steps == [.start])
    }

    @Test("the terms are shown whole and accepting them is remembered")
    func acceptTerms() async {
        let useCase = FakeOnboardingUseCase()
        let terms = TermsOfServiceViewModel(mode: .acceptance, useCase: useCase)
        let terminal = ScriptedTerminal(["y"])
        await turn(terms, terminal)
        #expect(terminal.output.contains("You alone hold the keys of your wallet."))
        #expect(useCase.didAcceptTermsOfServiceCallCount == 1)
    }

    @Test("declining the terms accepts nothing and says why")
    func declineTerms() async {
        let useCase = FakeOnboardingUseCase()
        let terms = TermsOfServiceViewModel(mode: .acceptance, useCase: useCase)
        let terminal = ScriptedTerminal(["n"])
        await turn(terms, terminal)
        #expect(useCase.didAcceptTermsOfServiceCallCount == 0)
        #expect(terminal.output.contains("Zhip can be used once the terms are accepted."))
    }

    @Test("crash reporting: confirming the disclaimer, then Opt out, answers no")
    func crashReportingOptOut() async {
        let useCase = FakeOnboardingUseCase()
        let question = AskForCrashReportingPermissionsViewModel(useCase: useCase)
        await turn(question, ScriptedTerminal(["y", "2"]))
        #expect(useCase.answeredCrashReportingQuestionCallCount == 1)
        #expect(question.state.currentAnswer == false)
    }

    @Test("the custom ECC warning is accepted once the risk is understood")
    func eccWarning() async {
        let useCase = FakeOnboardingUseCase()
        let warning = WarningCustomECCViewModel(useCase: useCase)
        let terminal = ScriptedTerminal(["y"])
        await turn(warning, terminal)
        #expect(terminal.output.contains("EC-Schnorr"))
        #expect(useCase.didAcceptCustomECCWarningCallCount == 1)
    }

    @Test("choosing the wallet: 3 restores one")
    func chooseRestore() async {
        let choose = ChooseWalletViewModel()
        var steps: [ChooseWalletViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }
        await turn(choose, ScriptedTerminal(["3"]))
        #expect(steps == [.restore])
    }

    @Test("choosing the wallet: 2 makes a wallet of one private key, without a recovery phrase")
    func choosePrivateKeyWallet() async {
        let choose = ChooseWalletViewModel()
        var steps: [ChooseWalletViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }
        await turn(choose, ScriptedTerminal(["2"]))
        #expect(steps == [.createNewFromPrivateKey])
    }

    @Test("a menu asks again until a listed number is typed")
    func menuAsksAgain() async {
        let choose = ChooseWalletViewModel()
        var steps: [ChooseWalletViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["7", "new", "1"])
        await turn(choose, terminal)
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
        await turn(create, terminal)
        #expect(terminal.reads.map(\.hidden) == [true, true, false])
        #expect(steps == [.created(TestWallets.wallet)])
        #expect(terminal.progress.first == "Creating your wallet… 0s")
    }

    @Test("a too short password shows the view model's error under the prompt and creates nothing")
    func newWalletShortPassword() async {
        let wallets = FakeWalletUseCase()
        let create = CreateNewWalletViewModel(createWalletUseCase: wallets, walletStorageUseCase: wallets)
        let terminal = ScriptedTerminal(["short"])
        await turn(create, terminal)
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
        await turn(create, ScriptedTerminal([""]))
        #expect(steps == [.cancel])
    }

    @Test("the onboarding backup hub asks for the backup confirmation before Done")
    func backupDone() async {
        let hub = BackupWalletViewModel(wallet: TestWallets.wallet, mode: .onboarding)
        var steps: [BackupWalletViewModel.Step] = []
        hub.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["3", "y"])
        await turn(hub, terminal)
        #expect(terminal.output.contains("I have securely backed up my private key."))
        #expect(steps == [.done])
    }

    @Test("the keystore is shown and saved to a new file readable by its owner only")
    func keystoreSaved() async throws {
        let directory = try TemporaryDirectory()
        let keystore = BackUpKeystoreViewModel(wallet: TestWallets.wallet)
        let path = directory.file("backup.json")
        let terminal = ScriptedTerminal(["1", path])
        await turn(keystore, terminal)
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
        await turn(decrypt, terminal)
        await turn(decrypt, terminal)
        #expect(terminal.output.contains(DecryptKeystoreToRevealKeyPairViewModel.incorrectPassword))
        #expect(terminal.reads.first?.hidden == true)
    }

    @Test("the revealed key pair shows the private key, and Enter drops it")
    func revealedKeyPair() async {
        let revealed = BackUpRevealedKeyPairViewModel(keyPair: TestWallets.keyPair)
        let terminal = ScriptedTerminal([""])
        await turn(revealed, terminal)
        #expect(terminal.output.contains(TestWallets.keyPair.privateKey.revealedHex()))
        #expect(revealed.state.privateKeyHex.isEmpty)
        #expect(terminal.lines.last == ScriptedTerminal.clearedScreen)
    }

    @Test("the revealed key pair is cleared from the screen at end of input too")
    func revealedKeyPairEndOfInput() async {
        let revealed = BackUpRevealedKeyPairViewModel(keyPair: TestWallets.keyPair)
        let terminal = ScriptedTerminal([])
        #expect(await turn(revealed, terminal) == .endOfInput)
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
        await turn(restore, terminal)
        #expect(terminal.reads.map(\.hidden) == [false, true, true, true])
        #expect(steps == [.restored(TestWallets.importedWallet)])
        #expect(!terminal.output.contains(key))
    }

    // MARK: - Pincode

    @Test("an empty PIN during onboarding skips it")
    func skipPincode() async {
        let pincodes = FakePincodeUseCase()
        let choose = ChoosePincodeViewModel(allowsSkipping: true, pincodeUseCase: pincodes)
        await turn(choose, ScriptedTerminal([""]))
        #expect(pincodes.didSkipSetup)
    }

    @Test("a PIN that is not four digits shows the view model's error")
    func badPincode() async {
        let pincodes = FakePincodeUseCase()
        let choose = ChoosePincodeViewModel(allowsSkipping: true, pincodeUseCase: pincodes)
        var steps: [ChoosePincodeViewModel.Step] = []
        choose.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["12a4"])
        await turn(choose, terminal)
        #expect(steps.isEmpty)
        #expect(terminal.lines.last?.hasPrefix("  ") == true)
    }

    @Test("confirming the PIN stores it once it matches and is backed up")
    func confirmPincode() async throws {
        let pincodes = FakePincodeUseCase()
        let confirm = ConfirmNewPincodeViewModel(expected: try Pincode("0258"), pincodeUseCase: pincodes)
        await turn(confirm, ScriptedTerminal(["0258", "y"]))
        #expect(pincodes.chooseCallCount == 1)
    }

    @Test("unlocking with a wrong PIN says so on the next turn")
    func unlockWrong() async throws {
        let pincodes = FakePincodeUseCase(pincode: try Pincode("0258"))
        let unlock = UnlockAppWithPincodeViewModel(pincodeUseCase: pincodes)
        let terminal = ScriptedTerminal(["0111"])
        await turn(unlock, terminal)
        await turn(unlock, terminal)
        #expect(terminal.output.contains("Incorrect PIN"))
        #expect(terminal.reads.allSatisfy { $0.hidden })
    }

    @Test("removing the PIN: the right one removes it")
    func removePincode() async throws {
        let pincodes = FakePincodeUseCase(pincode: try Pincode("0258"))
        let remove = RemovePincodeViewModel(pincodeUseCase: pincodes)
        var steps: [RemovePincodeViewModel.Step] = []
        remove.navigator.onStep = { steps.append($0) }
        await turn(remove, ScriptedTerminal(["0258"]))
        #expect(steps == [.removed])
        #expect(pincodes.deletePincodeCallCount == 1)
    }

    @Test("removing the PIN: an empty line keeps it")
    func keepPincode() async throws {
        let pincodes = FakePincodeUseCase(pincode: try Pincode("0258"))
        let remove = RemovePincodeViewModel(pincodeUseCase: pincodes)
        var steps: [RemovePincodeViewModel.Step] = []
        remove.navigator.onStep = { steps.append($0) }
        await turn(remove, ScriptedTerminal([""]))
        #expect(steps == [.cancel])
        #expect(pincodes.deletePincodeCallCount == 0)
    }

    // MARK: - Main, receive, settings

    @Test("Main shows the address and the balance; Quit ends the app")
    func mainQuit() async {
        let balances = FakeBalancesUseCase(
            cachedBalance: CachedBalance(amount: Amount(1234, unit: .zil), updatedAt: Date()))
        let main = MainViewModel(
            wallet: TestWallets.wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(Date()))
        let terminal = ScriptedTerminal(["5"])
        let exit = await turn(main, terminal)
        #expect(terminal.output.contains("Address: " + TestWallets.wallet.address.bech32))
        #expect(terminal.output.contains("Balance: 1234 ZIL"))
        #expect(exit == .quit)
    }

    @Test("Main shows the EVM account's address and balance in ZIL and wei, and which account can send")
    func mainEVMAccount() async throws {
        let wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        let evm = FakeEVMService()
        evm.setAccount(FakeEVMService.Account(balance: Wei(7, unit: .zil)), for: try #require(wallet.evmAddress))
        let node = FakeZilliqaService()
        node.setLegacyTransfers(.escrowOnly)
        let balances = FakeBalancesUseCase()
        let main = MainViewModel(
            wallet: wallet, balanceCacheUseCase: balances, fetchBalanceUseCase: balances,
            dateProvider: FixedDateProvider(Date()), evmService: evm, zilliqaService: node, network: .success(.mainnet))
        await main.didPullToRefresh()
        let terminal = ScriptedTerminal(["5"])

        await turn(main, terminal)

        #expect(terminal.output.contains("EVM address: " + ReceiveEVMTests.evmAddress))
        #expect(terminal.output.contains("EVM balance: 7 ZIL (7000000000000000000 wei)"))
        #expect(terminal.output.contains(SendingAccounts.evmOnly(.escrowOnly).explanation))
    }

    @Test("Ctrl-D at a prompt ends the app")
    func endOfInput() async {
        let exit = await turn(ChooseWalletViewModel(), ScriptedTerminal([]))
        #expect(exit == .endOfInput)
    }

    @Test("Receive shows the address and a requested amount's payment request")
    func receive() async {
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let receive = ReceiveViewModel(walletStorage: wallets)
        let terminal = ScriptedTerminal(["1", "1.5"])
        await turn(receive, terminal)
        #expect(terminal.output.contains(TestWallets.wallet.address.bech32))
        #expect(receive.state.qrPayload == "zilliqa://\(TestWallets.wallet.address.bech32)?amount=1500000000000")
    }

    @Test("Receive draws the payment request's QR code")
    func receiveDrawsQRCode() async throws {
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let receive = ReceiveViewModel(walletStorage: wallets)
        let terminal = ScriptedTerminal([])
        await turn(receive, terminal)
        let payload = try #require(receive.state.qrPayload)
        let expected = try TerminalQRCode(payload: payload).lines(palette: .lightModulesDrawn)
        #expect(terminal.output.contains(expected.joined(separator: "\n")))
    }

    @Test("Receive shows the EVM address and its EIP-681 link, and draws that link's QR code when asked")
    func receiveEVMAccount() async throws {
        let wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        let receive = ReceiveViewModel(
            walletStorage: FakeWalletUseCase(savedWallet: wallet), network: .success(.mainnet))
        let terminal = ScriptedTerminal(["3"])

        await turn(receive, terminal)

        let link = "ethereum:\(ReceiveEVMTests.evmAddress)@32769"
        #expect(terminal.output.contains("My EVM address: " + ReceiveEVMTests.evmAddress))
        #expect(terminal.output.contains("EVM payment request on Zilliqa mainnet (EVM chain 32769): " + link))
        let expected = try TerminalQRCode(payload: link).lines(palette: .lightModulesDrawn)
        #expect(terminal.output.contains(expected.joined(separator: "\n")))
    }

    @Test("Receive on mainnet leads with the EVM account and its QR code; the zil1 address follows, with its limits")
    func receiveLeadsWithEVMAccount() async throws {
        // Arrange
        let wallet = try Wallet(
            keystore: TestWallets.keystore, publicKey: TestWallets.keyPair.publicKey, origin: .generated)
        let receive = ReceiveViewModel(
            walletStorage: FakeWalletUseCase(savedWallet: wallet), network: .success(.mainnet))
        let terminal = ScriptedTerminal(["2"])
        // Act
        await turn(receive, terminal)
        // Assert
        let output = terminal.output
        let evm = try #require(output.range(of: "My EVM address: " + ReceiveEVMTests.evmAddress))
        let legacy = try #require(output.range(of: "My public address: "))
        #expect(evm.lowerBound < legacy.lowerBound)
        #expect(output.contains(ReceiveViewModel.legacyAccountHint))
        let link = "ethereum:\(ReceiveEVMTests.evmAddress)@32769"
        let code = try TerminalQRCode(payload: link).lines(palette: .lightModulesDrawn).joined(separator: "\n")
        let drawn = try #require(output.range(of: code))
        #expect(drawn.lowerBound < legacy.lowerBound)
        #expect(output.contains("Show the legacy payment request's QR code"))
    }

    @Test("Settings lists its rows and leads to the one chosen")
    func settingsRow() async {
        let settings = SettingsViewModel(pincodeUseCase: FakePincodeUseCase())
        var steps: [SettingsViewModel.Step] = []
        settings.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["7"])
        await turn(settings, terminal)
        #expect(terminal.output.contains("  7) Remove wallet"))
        #expect(steps == [.open(.removeWallet)])
    }

    @Test(
        "The network scene lists the presets and saves the one chosen",
        .container { $0.preferences.register { .inMemory() } })
    func chooseNetwork() async throws {
        let choose = ChooseNetworkViewModel()
        let terminal = ScriptedTerminal(["2"])
        await turn(choose, terminal)
        #expect(terminal.output.contains("Current network: mainnet"))
        #expect(terminal.output.contains("testnet (chain 333)"))
        #expect(try Container.shared.network().get() == .testnet)
    }

    @Test("The network scene takes a node's URL and chain id", .container { $0.preferences.register { .inMemory() } })
    func chooseCustomNetwork() async throws {
        let choose = ChooseNetworkViewModel()
        let terminal = ScriptedTerminal(["4", "http://127.0.0.1:5555", "222"])
        await turn(choose, terminal)
        #expect(try Container.shared.network().get().url.absoluteString == "http://127.0.0.1:5555")
    }

    @Test("removing the wallet needs the loss understood; no keeps it")
    func keepWallet() async {
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let confirm = ConfirmWalletRemovalViewModel(
            walletStorageUseCase: wallets, pincodeUseCase: FakePincodeUseCase(),
            balanceCacheUseCase: FakeBalancesUseCase())
        var steps: [ConfirmWalletRemovalViewModel.Step] = []
        confirm.navigator.onStep = { steps.append($0) }
        await turn(confirm, ScriptedTerminal(["n"]))
        #expect(steps == [.cancel])
        #expect(wallets.deleteWalletCallCount == 0)
    }

    // MARK: - Send

    @Test("the review shows the payment and goes to signing once it is confirmed reviewed")
    func review() async throws {
        let (_, prepared) = try await ScenePayments().legacy()
        let review = ReviewPaymentViewModel(summary: prepared.summary)
        var steps: [ReviewPaymentViewModel.Step] = []
        review.navigator.onStep = { steps.append($0) }
        let terminal = ScriptedTerminal(["1", "y"])
        await turn(review, terminal)
        let network = try #require(prepared.summary.network)
        #expect(terminal.output.contains("Amount:        2 ZIL"))
        #expect(terminal.output.contains("Fee:           0.1 ZIL"))
        #expect(terminal.output.contains("Network:       " + network.description))
        #expect(network.description.contains("(chain \(network.chainID), "))
        #expect(steps == [.sign])
    }

    @Test("signing reads the password without echo and says when it is wrong")
    func signWrongPassword() async throws {
        let payments = ScenePayments()
        let (session, prepared) = try await payments.legacy()
        let wallets = FakeWalletUseCase(savedWallet: TestWallets.wallet)
        let sign = SignPaymentViewModel(
            session: session, payment: prepared, walletStorage: wallets, extractKeyPair: wallets)
        let terminal = ScriptedTerminal(["wrong password"])
        await turn(sign, terminal)
        await turn(sign, terminal)
        #expect(terminal.reads.first?.hidden == true)
        #expect(terminal.output.contains(SignPaymentViewModel.incorrectPassword))
        #expect(payments.node.sentTransactions.isEmpty)
    }
}
