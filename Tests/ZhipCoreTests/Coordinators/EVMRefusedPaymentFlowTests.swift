import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The whole app when the node refuses a payment from the EVM account: the real coordinators,
/// scenes and payment session over a fake node.
@Suite("App flow: an EVM payment the node refuses", .container)
@MainActor
struct EVMRefusedPaymentFlowTests {
    private let presenter = RecordingPresenter()
    /// Keeps the coordinator alive, as its parent does while it runs.
    private let keeper = Keeper()
    private let fixtures = EVMSendFixtures()
    private var driver: SceneDriver { SceneDriver(presenter: presenter) }

    /// The app on a saved wallet that knows its EVM account, on its main scene.
    private func openApp() async -> AppCoordinator {
        let fakes = AppFlowFakes(
            onboarding: FakeOnboardingUseCase(
                hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: false,
                hasWallet: true, shouldPromptUserToChosePincode: false),
            wallets: FakeWalletUseCase(savedWallet: EVMSendFixtures.evmWallet))
        fakes.register()
        fixtures.register()
        let app = AppCoordinator(presenter: presenter)
        keeper.keep(app)
        await app.start()
        await app.waitUntilIdle()
        return app
    }

    @Test("a refused EVM payment goes back to the wallet saying why, the password not asked again")
    func refusalGoesBackToTheWallet() async throws {
        // Arrange
        let app = await openApp()
        let main = try driver.current(MainViewModel.self)
        main.didTapSend()
        await app.waitUntilIdle()
        try driver.current(ChooseSendingAccountViewModel.self).didChoose(.evm)
        await app.waitUntilIdle()
        let sign = try await presenter.walkToEVMSignScene { await app.waitUntilIdle() }
        fixtures.evm.scriptSends([.reject(EVMServiceError.insufficientFunds(cost: nil, balance: nil))])
        // Act
        await sign.didTapConfirm()
        await app.waitUntilIdle()
        // Assert
        #expect(presenter.current === main)
        #expect(presenter.modals.isEmpty)
        #expect(main.state.refusalMessage?.hasPrefix("The payment was refused: ") == true)
        #expect(fixtures.evm.calls(to: .send) == 1)
    }
}
