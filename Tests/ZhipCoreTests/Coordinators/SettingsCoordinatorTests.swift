import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Settings flow", .container)
@MainActor
struct SettingsCoordinatorTests {
    private let presenter = RecordingPresenter()
    /// Keeps the coordinator alive, as its parent does while it runs.
    private let keeper = Keeper()
    private var driver: SceneDriver { SceneDriver(presenter: presenter) }

    @discardableResult
    private func start(_ fakes: AppFlowFakes) async -> (SettingsCoordinator, () -> [SettingsCoordinator.Outcome]) {
        fakes.register()
        let coordinator = SettingsCoordinator(presenter: presenter, wallet: TestWallets.wallet)
        var outcomes: [SettingsCoordinator.Outcome] = []
        coordinator.onFinish = { outcomes.append($0) }
        keeper.keep(coordinator)
        await coordinator.start()
        return (coordinator, { outcomes })
    }

    @Test("closing Settings ends the flow as closed")
    func close() async throws {
        let (_, outcomes) = await start(.returning())
        try driver.current(SettingsViewModel.self).didTapClose()
        #expect(outcomes() == [.closed])
        #expect(presenter.sceneNames == ["SettingsViewModel"])
    }

    @Test("setting a pincode runs the pincode flow without Skip, then shows Settings offering its removal")
    func setPincode() async throws {
        let fakes = AppFlowFakes.returning()
        let (coordinator, _) = await start(fakes)
        try driver.current(SettingsViewModel.self).didSelect(.setPincode)
        await coordinator.waitUntilIdle()
        #expect(try !driver.current(ChoosePincodeViewModel.self).state.canSkip)
        try await driver.choosePincode("0258")
        await coordinator.waitUntilIdle()
        #expect(
            presenter.sceneNames == [
                "SettingsViewModel", "ChoosePincodeViewModel", "ConfirmNewPincodeViewModel", "SettingsViewModel",
            ])
        #expect(fakes.pincodes.pincode == (try Pincode("0258")))
        #expect(try driver.current(SettingsViewModel.self).state.rows.first == .removePincode)
    }

    @Test("removing the pincode asks for it over Settings, then Settings offers to set one")
    func removePincode() async throws {
        let fakes = AppFlowFakes.returning(pincode: try Pincode("0258"))
        await start(fakes)
        try driver.current(SettingsViewModel.self).didSelect(.removePincode)
        try await driver.current(RemovePincodeViewModel.self).didEditPincode("0258")
        #expect(presenter.sceneNames == ["SettingsViewModel", "RemovePincodeViewModel"])
        #expect(presenter.modals.isEmpty)
        #expect(fakes.pincodes.pincode == nil)
        #expect(try driver.current(SettingsViewModel.self).state.rows.first == .setPincode)
    }

    @Test("backing up the keystore shows the backup hub over Settings, which may be cancelled")
    func backUpKeystore() async throws {
        let (coordinator, outcomes) = await start(.returning())
        try driver.current(SettingsViewModel.self).didSelect(.backUpKeystore)
        await coordinator.waitUntilIdle()
        let hub = try driver.current(BackupWalletViewModel.self)
        #expect(hub.mode == .settings)
        hub.didTapCancel()
        #expect(presenter.current is SettingsViewModel)
        #expect(outcomes().isEmpty)
    }

    @Test("revealing the private key passes the privacy warning and the password first")
    func revealPrivateKey() async throws {
        let (_, outcomes) = await start(.returning())
        try driver.current(SettingsViewModel.self).didSelect(.revealPrivateKey)
        try driver.current(EnsureThatYouAreNotBeingWatchedViewModel.self).didTapUnderstand()
        let decrypt = try driver.current(DecryptKeystoreToRevealKeyPairViewModel.self)
        decrypt.didEditEncryptionPassword(TestWallets.password)
        await decrypt.didTapReveal()
        try driver.current(BackUpRevealedKeyPairViewModel.self).didTapDone()
        #expect(
            presenter.sceneNames == [
                "SettingsViewModel", "EnsureThatYouAreNotBeingWatchedViewModel",
                "DecryptKeystoreToRevealKeyPairViewModel", "BackUpRevealedKeyPairViewModel",
            ])
        #expect(presenter.current is SettingsViewModel)
        #expect(outcomes().isEmpty)
    }

    @Test("leaving the privacy warning returns to Settings without asking for the password")
    func revealCancelled() async throws {
        await start(.returning())
        try driver.current(SettingsViewModel.self).didSelect(.revealPrivateKey)
        try driver.current(EnsureThatYouAreNotBeingWatchedViewModel.self).didTapCancel()
        #expect(presenter.sceneNames == ["SettingsViewModel", "EnsureThatYouAreNotBeingWatchedViewModel"])
        #expect(presenter.current is SettingsViewModel)
    }

    @Test("the terms are shown read-only over Settings and closed")
    func readTerms() async throws {
        let fakes = AppFlowFakes.returning()
        await start(fakes)
        try driver.current(SettingsViewModel.self).didSelect(.readTerms)
        let terms = try driver.current(TermsOfServiceViewModel.self)
        #expect(terms.mode == .readOnly)
        terms.didTapDismiss()
        #expect(presenter.current is SettingsViewModel)
        #expect(fakes.onboarding.didAcceptTermsOfServiceCallCount == 0)
    }

    @Test("the crash-reporting answer can be changed from Settings")
    func changeCrashReporting() async throws {
        let fakes = AppFlowFakes.returning()
        await start(fakes)
        try driver.current(SettingsViewModel.self).didSelect(.changeCrashReporting)
        let question = try driver.current(AskForCrashReportingPermissionsViewModel.self)
        #expect(question.state.currentAnswer == false)
        question.didCheckHasReadDisclaimer(true)
        question.didTapAccept()
        #expect(try fakes.onboarding.hasAcceptedCrashReporting)
        #expect(presenter.current is SettingsViewModel)
    }

    @Test("the network can be changed from Settings, which then shows Settings again")
    func changeNetwork() async throws {
        Container.shared.preferences.register { .inMemory() }
        await start(AppFlowFakes.returning())
        try driver.current(SettingsViewModel.self).didSelect(.changeNetwork)
        try driver.current(ChooseNetworkViewModel.self).didChoose(.testnet)
        #expect(presenter.current is SettingsViewModel)
        #expect(try Container.shared.network().get() == .testnet)
    }

    @Test("leaving the crash-reporting question changes nothing")
    func crashReportingCancelled() async throws {
        let fakes = AppFlowFakes.returning()
        await start(fakes)
        try driver.current(SettingsViewModel.self).didSelect(.changeCrashReporting)
        try driver.current(AskForCrashReportingPermissionsViewModel.self).didTapCancel()
        #expect(presenter.current is SettingsViewModel)
        #expect(fakes.onboarding.answeredCrashReportingQuestionCallCount == 0)
    }

    @Test("confirming the wallet's removal deletes it and ends the flow as walletRemoved")
    func removeWallet() async throws {
        let fakes = AppFlowFakes.returning(pincode: try Pincode("0258"))
        let (_, outcomes) = await start(fakes)
        try driver.current(SettingsViewModel.self).didSelect(.removeWallet)
        let confirm = try driver.current(ConfirmWalletRemovalViewModel.self)
        confirm.didCheckUnderstandsLoss(true)
        confirm.didTapConfirm()
        #expect(outcomes() == [.walletRemoved])
        #expect(presenter.modals.isEmpty)
        #expect(fakes.wallets.savedWallet == nil)
        #expect(fakes.pincodes.pincode == nil)
    }

    @Test("cancelling the wallet's removal keeps it and stays in Settings")
    func removeWalletCancelled() async throws {
        let fakes = AppFlowFakes.returning()
        let (_, outcomes) = await start(fakes)
        try driver.current(SettingsViewModel.self).didSelect(.removeWallet)
        try driver.current(ConfirmWalletRemovalViewModel.self).didTapCancel()
        #expect(outcomes().isEmpty)
        #expect(presenter.current is SettingsViewModel)
        #expect(fakes.wallets.savedWallet == TestWallets.wallet)
    }
}
