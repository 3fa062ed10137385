import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("App flow", .container)
@MainActor
struct AppCoordinatorTests {
    private let presenter = RecordingPresenter()
    /// Keeps the coordinator alive, as its parent does while it runs.
    private let keeper = Keeper()
    private var driver: SceneDriver { SceneDriver(presenter: presenter) }

    @discardableResult
    private func start(_ fakes: AppFlowFakes) async -> AppCoordinator {
        fakes.register()
        let coordinator = AppCoordinator(presenter: presenter)
        keeper.keep(coordinator)
        await coordinator.start()
        await coordinator.waitUntilIdle()
        return coordinator
    }

    @Test("a first launch goes through onboarding, then to the new wallet without asking for a pincode")
    func freshStart() async throws {
        let fakes = AppFlowFakes()
        let coordinator = await start(fakes)
        try driver.tapStart()
        try driver.acceptTerms()
        try driver.declineCrashReporting()
        try driver.acceptECCWarning()
        try await driver.createWallet()
        await coordinator.waitUntilIdle()
        try await driver.choosePincode("0258")
        await coordinator.waitUntilIdle()

        #expect(
            presenter.sceneNames == ["WelcomeViewModel"] + onboardingQuestionScenes + createWalletScenes + [
                "ChoosePincodeViewModel", "ConfirmNewPincodeViewModel", "MainViewModel",
            ])
        #expect(try driver.current(MainViewModel.self).state.balance == "100 ZIL")
    }

    @Test("a restart after the terms were accepted resumes onboarding at the next question")
    func resumeAfterTerms() async throws {
        await start(AppFlowFakes(onboarding: FakeOnboardingUseCase(hasAcceptedTermsOfService: true)))
        #expect(presenter.sceneNames == ["AskForCrashReportingPermissionsViewModel"])
    }

    @Test("with a wallet and a pincode the app asks for the pincode before showing the wallet")
    func unlockFirst() async throws {
        let fakes = AppFlowFakes.returning(pincode: try Pincode("0258"))
        let coordinator = await start(fakes)
        #expect(presenter.sceneNames == ["UnlockAppWithPincodeViewModel"])
        #expect(fakes.balances.calls(to: .fetchBalance) == 0)
        try await driver.current(UnlockAppWithPincodeViewModel.self).didEditPincode("0258")
        await coordinator.waitUntilIdle()
        #expect(presenter.sceneNames == ["UnlockAppWithPincodeViewModel", "MainViewModel"])
        #expect(fakes.balances.balanceRequests == [TestWallets.wallet.address])
    }

    @Test("a wrong pincode keeps the wallet hidden")
    func wrongPincode() async throws {
        let coordinator = await start(.returning(pincode: try Pincode("0258")))
        try await driver.current(UnlockAppWithPincodeViewModel.self).didEditPincode("0111")
        await coordinator.waitUntilIdle()
        #expect(presenter.sceneNames == ["UnlockAppWithPincodeViewModel"])
    }

    @Test("during a lockout even the right pincode is not checked")
    func lockoutRespected() async throws {
        let fakes = AppFlowFakes.returning(pincode: try Pincode("0258"))
        fakes.pincodes.lockout = fakes.dates.now + 30
        fakes.pincodes.unlockResult = .lockedOut(until: fakes.dates.now + 30, remaining: .seconds(30))
        let coordinator = await start(fakes)
        try await driver.current(UnlockAppWithPincodeViewModel.self).didEditPincode("0258")
        await coordinator.waitUntilIdle()
        #expect(presenter.sceneNames == ["UnlockAppWithPincodeViewModel"])
        #expect(try !driver.current(UnlockAppWithPincodeViewModel.self).state.isInputEnabled)
    }

    @Test("with a wallet and no pincode the app shows the wallet and fetches its balance")
    func noPincode() async throws {
        let fakes = AppFlowFakes.returning()
        await start(fakes)
        #expect(presenter.sceneNames == ["MainViewModel"])
        #expect(fakes.balances.calls(to: .fetchBalance) == 1)
    }

    @Test("when whether a pincode is set cannot be read, the app asks for one anyway")
    func pincodeUnreadableFailsClosed() async throws {
        let fakes = AppFlowFakes.returning(pincode: try Pincode("0258"))
        fakes.pincodes.error = .storage(.readFailed(path: "/tmp/secure.json", code: 5))
        await start(fakes)
        #expect(presenter.sceneNames == ["UnlockAppWithPincodeViewModel"])
    }

    @Test("a wallet that cannot be loaded is explained, and trying again loads it")
    func walletUnavailable() async throws {
        let fakes = AppFlowFakes.returning()
        fakes.wallets.error = .savedWalletUnreadable(location: "/tmp/secure.json")
        let coordinator = await start(fakes)
        let scene = try driver.current(WalletUnavailableViewModel.self)
        #expect(scene.state.errorMessage.contains("cannot be read"))
        fakes.wallets.error = nil
        scene.didTapRetry()
        await coordinator.waitUntilIdle()
        #expect(presenter.sceneNames == ["WalletUnavailableViewModel", "MainViewModel"])
    }

    @Test("a saved wallet that cannot be read can be removed from the scene that explains it")
    func unreadableWalletRemoved() async throws {
        let fakes = AppFlowFakes.returning()
        fakes.wallets.error = .savedWalletUnreadable(location: "/tmp/secure.json")
        let coordinator = await start(fakes)
        try driver.current(WalletUnavailableViewModel.self).didTapRemoveWallet()
        fakes.wallets.error = nil
        let confirm = try driver.current(ConfirmWalletRemovalViewModel.self)
        confirm.didCheckUnderstandsLoss(true)
        confirm.didTapConfirm()
        await coordinator.waitUntilIdle()

        #expect(fakes.wallets.savedWallet == nil)
        #expect(
            presenter.sceneNames == [
                "WalletUnavailableViewModel", "ConfirmWalletRemovalViewModel", "ChooseWalletViewModel",
            ])
    }

    @Test("removing the wallet in Settings starts onboarding again at the choice of wallet")
    func removeWalletBackToOnboarding() async throws {
        let fakes = AppFlowFakes.returning(pincode: try Pincode("0258"))
        let coordinator = await start(fakes)
        try await driver.current(UnlockAppWithPincodeViewModel.self).didEditPincode("0258")
        await coordinator.waitUntilIdle()
        try driver.current(MainViewModel.self).didTapSettings()
        await coordinator.waitUntilIdle()
        try driver.current(SettingsViewModel.self).didSelect(.removeWallet)
        let confirm = try driver.current(ConfirmWalletRemovalViewModel.self)
        confirm.didCheckUnderstandsLoss(true)
        confirm.didTapConfirm()
        await coordinator.waitUntilIdle()

        #expect(
            presenter.sceneNames == [
                "UnlockAppWithPincodeViewModel", "MainViewModel", "SettingsViewModel", "ConfirmWalletRemovalViewModel",
                "ChooseWalletViewModel",
            ])
        #expect(fakes.wallets.savedWallet == nil)
    }

    @Test("closing Settings shows the wallet again")
    func closeSettings() async throws {
        let coordinator = await start(.returning())
        let main = try driver.current(MainViewModel.self)
        main.didTapSettings()
        await coordinator.waitUntilIdle()
        try driver.current(SettingsViewModel.self).didTapClose()
        await coordinator.waitUntilIdle()
        #expect(presenter.sceneNames == ["MainViewModel", "SettingsViewModel", "MainViewModel"])
        #expect(presenter.current === main)
    }

    @Test("Receive is shown over the wallet and closed")
    func receive() async throws {
        let coordinator = await start(.returning())
        try driver.current(MainViewModel.self).didTapReceive()
        await coordinator.waitUntilIdle()
        #expect(presenter.modals.count == 1)
        try driver.current(ReceiveViewModel.self).didTapDone()
        #expect(presenter.modals.isEmpty)
        #expect(presenter.current is MainViewModel)
    }

    @Test("after a send the wallet's balance is fetched again and shown")
    func sendRefreshesBalance() async throws {
        let fakes = AppFlowFakes.returning()
        let coordinator = await start(fakes)
        try driver.current(MainViewModel.self).didTapSend()
        await coordinator.waitUntilIdle()
        try driver.current(ChooseSendingAccountViewModel.self).didChoose(.legacy)
        await coordinator.waitUntilIdle()
        let prepare = try driver.current(PreparePaymentViewModel.self)
        prepare.didEditRecipient(SendFixtures.recipient.bech32)
        prepare.didEditAmount("1")
        await prepare.didTapContinue()
        let review = try driver.current(ReviewPaymentViewModel.self)
        review.didToggleHasReviewed(true)
        review.didTapContinue()
        await coordinator.waitUntilIdle()
        let sign = try driver.current(SignPaymentViewModel.self)
        sign.didEditPassword(TestWallets.password)
        await sign.didTapConfirm()
        await coordinator.waitUntilIdle()
        fakes.balances.setAccount(AccountBalance(balance: Amount(42, unit: .zil), nonce: 1))
        try driver.current(PollPaymentViewModel.self).didTapDone()
        await coordinator.waitUntilIdle()

        #expect(fakes.node.sentTransactions.count == 1)
        #expect(presenter.current is MainViewModel)
        #expect(try driver.current(MainViewModel.self).state.balance == "42 ZIL")
    }

    @Test("cancelling a send leaves the wallet shown, with nothing sent")
    func sendCancelled() async throws {
        let fakes = AppFlowFakes.returning()
        let coordinator = await start(fakes)
        try driver.current(MainViewModel.self).didTapSend()
        await coordinator.waitUntilIdle()
        try driver.current(ChooseSendingAccountViewModel.self).didTapCancel()
        await coordinator.waitUntilIdle()
        #expect(presenter.current is MainViewModel)
        #expect(fakes.node.calls(to: .send) == 0)
    }
}
