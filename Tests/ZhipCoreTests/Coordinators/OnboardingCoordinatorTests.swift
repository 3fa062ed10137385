import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Onboarding flow", .container)
@MainActor
struct OnboardingCoordinatorTests {
    private let presenter = RecordingPresenter()
    /// Keeps the coordinator alive, as its parent does while it runs.
    private let keeper = Keeper()
    private var driver: SceneDriver { SceneDriver(presenter: presenter) }

    @discardableResult
    private func start(_ fakes: AppFlowFakes) async -> (OnboardingCoordinator, () -> [OnboardingCoordinator.Outcome]) {
        fakes.register()
        let coordinator = OnboardingCoordinator(presenter: presenter)
        var outcomes: [OnboardingCoordinator.Outcome] = []
        coordinator.onFinish = { outcomes.append($0) }
        keeper.keep(coordinator)
        await coordinator.start()
        return (coordinator, { outcomes })
    }

    @Test("a first launch asks everything in order, creates a wallet, skips the pincode and finishes")
    func freshStart() async throws {
        let fakes = AppFlowFakes()
        let (coordinator, outcomes) = await start(fakes)
        try driver.tapStart()
        try driver.acceptTerms()
        try driver.declineCrashReporting()
        try driver.acceptECCWarning()
        try await driver.createWallet()
        await coordinator.waitUntilIdle()
        try driver.skipPincode()
        await coordinator.waitUntilIdle()

        #expect(
            presenter.sceneNames == ["WelcomeViewModel"] + onboardingQuestionScenes + createWalletScenes
                + ["ChoosePincodeViewModel"])
        #expect(outcomes() == [.finished])
        #expect(fakes.wallets.savedWallet == TestWallets.wallet)
        #expect(fakes.pincodes.didSkipSetup)
        #expect(try fakes.onboarding.hasAcceptedTermsOfService)
    }

    @Test("after the terms were accepted, a restart resumes at the next question without Welcome")
    func resumesAfterTerms() async throws {
        let (_, outcomes) = await start(
            AppFlowFakes(onboarding: FakeOnboardingUseCase(hasAcceptedTermsOfService: true)))
        #expect(presenter.sceneNames == ["AskForCrashReportingPermissionsViewModel"])
        #expect(outcomes().isEmpty)
    }

    @Test("with every question answered a restart goes straight to the choice of wallet")
    func resumesAtChooseWallet() async throws {
        let onboarding = FakeOnboardingUseCase(
            hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: true)
        await start(AppFlowFakes(onboarding: onboarding))
        #expect(presenter.sceneNames == ["ChooseWalletViewModel"])
    }

    @Test("with a wallet saved but no pincode chosen, a restart asks for the pincode")
    func resumesAtPincode() async throws {
        let onboarding = FakeOnboardingUseCase(
            hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: true,
            hasWallet: true, shouldPromptUserToChosePincode: true)
        let (coordinator, outcomes) = await start(
            AppFlowFakes(onboarding: onboarding, wallets: FakeWalletUseCase(savedWallet: TestWallets.wallet)))
        try await driver.choosePincode("0258")
        await coordinator.waitUntilIdle()
        #expect(presenter.sceneNames == ["ChoosePincodeViewModel", "ConfirmNewPincodeViewModel"])
        #expect(outcomes() == [.finished])
    }

    @Test("with nothing left to ask, onboarding finishes at once without showing anything")
    func nothingToDo() async throws {
        let (coordinator, outcomes) = await start(.returning())
        #expect(coordinator.nextStep == nil)
        #expect(presenter.sceneNames.isEmpty)
        #expect(outcomes() == [.finished])
    }

    @Test("cancelling wallet creation returns to the choice of wallet")
    func cancelCreateReturnsToChoice() async throws {
        let onboarding = FakeOnboardingUseCase(
            hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: true)
        let (coordinator, _) = await start(AppFlowFakes(onboarding: onboarding))
        try driver.current(ChooseWalletViewModel.self).didTapNewWallet()
        try driver.current(EnsureThatYouAreNotBeingWatchedViewModel.self).didTapCancel()
        await coordinator.waitUntilIdle()
        #expect(
            presenter.sceneNames == [
                "ChooseWalletViewModel", "EnsureThatYouAreNotBeingWatchedViewModel", "ChooseWalletViewModel",
            ])
    }

    @Test("cancelling restoration returns to the choice of wallet")
    func cancelRestoreReturnsToChoice() async throws {
        let onboarding = FakeOnboardingUseCase(
            hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: true)
        let (coordinator, _) = await start(AppFlowFakes(onboarding: onboarding))
        try driver.current(ChooseWalletViewModel.self).didTapRestoreWallet()
        try driver.current(RestoreWalletViewModel.self).didTapCancel()
        await coordinator.waitUntilIdle()
        #expect(presenter.sceneNames == ["ChooseWalletViewModel", "RestoreWalletViewModel", "ChooseWalletViewModel"])
    }

    @Test("a restored wallet leads on to the pincode")
    func restoreLeadsToPincode() async throws {
        let onboarding = FakeOnboardingUseCase(
            hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: true)
        let fakes = AppFlowFakes(onboarding: onboarding)
        let (coordinator, _) = await start(fakes)
        try driver.current(ChooseWalletViewModel.self).didTapRestoreWallet()
        let restore = try driver.current(RestoreWalletViewModel.self)
        restore.didSelectMode(.privateKey)
        restore.didEditPrivateKey(TestWallets.privateKey.revealedHex())
        restore.didEditEncryptionPassword(TestWallets.password)
        restore.didEditConfirmEncryptionPassword(TestWallets.password)
        await restore.didTapRestore()
        await coordinator.waitUntilIdle()
        #expect(presenter.sceneNames == ["ChooseWalletViewModel", "RestoreWalletViewModel", "ChoosePincodeViewModel"])
        #expect(fakes.wallets.savedWallet == TestWallets.importedWallet)
    }

    @Test("cancelling the pincode during onboarding offers it again")
    func cancelPincodeAsksAgain() async throws {
        let onboarding = FakeOnboardingUseCase(
            hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: true,
            hasWallet: true)
        let (coordinator, outcomes) = await start(
            AppFlowFakes(onboarding: onboarding, wallets: FakeWalletUseCase(savedWallet: TestWallets.wallet)))
        try driver.current(ChoosePincodeViewModel.self).didTapCancel()
        await coordinator.waitUntilIdle()
        #expect(presenter.sceneNames == ["ChoosePincodeViewModel", "ChoosePincodeViewModel"])
        #expect(outcomes().isEmpty)
    }

    @Test("answers that cannot be read are asked again")
    func unreadableAnswersAskedAgain() async throws {
        let onboarding = FakeOnboardingUseCase(hasAcceptedTermsOfService: true)
        onboarding.error = .storage(.readFailed(path: "/tmp/preferences.json", code: 5))
        let (coordinator, _) = await start(AppFlowFakes(onboarding: onboarding))
        #expect(coordinator.nextStep == .acceptTermsOfService)
        #expect(presenter.sceneNames == ["WelcomeViewModel"])
    }
}
