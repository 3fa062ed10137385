import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// The fakes behind the onboarding, settings and app flows, registered in the test's container.
@MainActor
struct AppFlowFakes {
    let onboarding: FakeOnboardingUseCase
    let wallets: FakeWalletUseCase
    let pincodes: FakePincodeUseCase
    let balances: FakeBalancesUseCase
    let dates = FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000))
    /// The node the send flow asks whether it takes legacy transfers (it does), and pays on: the
    /// wallet's legacy account holds 100 ZIL there.
    let node = FakeZilliqaService()

    /// A first launch: nothing answered, no wallet, no pincode.
    init(
        onboarding: FakeOnboardingUseCase = FakeOnboardingUseCase(), wallets: FakeWalletUseCase = FakeWalletUseCase(),
        pincodes: FakePincodeUseCase = FakePincodeUseCase(),
        balances: FakeBalancesUseCase = FakeBalancesUseCase()
    ) {
        self.onboarding = onboarding
        self.wallets = wallets
        self.pincodes = pincodes
        self.balances = balances
        node.setAccount(AccountBalance(balance: Amount(100, unit: .zil), nonce: 0), for: TestWallets.wallet.address)
    }

    /// Onboarding done, a wallet saved, and `pincode` set (or none).
    static func returning(pincode: Pincode? = nil) -> AppFlowFakes {
        AppFlowFakes(
            onboarding: FakeOnboardingUseCase(
                hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: false,
                hasWallet: true, shouldPromptUserToChosePincode: false),
            wallets: FakeWalletUseCase(savedWallet: TestWallets.wallet), pincodes: FakePincodeUseCase(pincode: pincode))
    }

    /// Registers every fake in `Container.shared` (the test's own, through the `.container` trait),
    /// with in-memory preferences for what a payment records.
    func register() {
        let (onboarding, wallets, pincodes, balances, dates) = (
            self.onboarding, self.wallets, self.pincodes, self.balances, self.dates
        )
        Container.shared.onboardingUseCase.register { onboarding }
        Container.shared.walletUseCase.register { wallets }
        Container.shared.pincodeUseCase.register { pincodes }
        Container.shared.balancesUseCase.register { balances }
        Container.shared.preferences.register { .inMemory() }
        Container.shared.dateProvider.register { dates }
        Container.shared.clock.register { ImmediateClock() }
        let node = self.node
        Container.shared.zilliqaService.register { node }
    }
}

/// Drives the scenes shown on a presenter the way a person would.
@MainActor
struct SceneDriver {
    let presenter: RecordingPresenter

    func current<T: SceneViewModel>(_ type: T.Type) throws -> T {
        try #require(
            presenter.current(as: type), "expected \(type) on top, found \(presenter.sceneNames.last ?? "nothing")")
    }

    func tapStart() throws { try current(WelcomeViewModel.self).didTapStart() }

    func acceptTerms() throws {
        let terms = try current(TermsOfServiceViewModel.self)
        terms.didScrollToBottom()
        terms.didTapAccept()
    }

    func acceptECCWarning() throws {
        let warning = try current(WarningCustomECCViewModel.self)
        warning.didCheckUnderstandsRisk(true)
        warning.didTapAccept()
    }

    func declineCrashReporting() throws {
        let question = try current(AskForCrashReportingPermissionsViewModel.self)
        question.didCheckHasReadDisclaimer(true)
        question.didTapDecline()
    }

    /// From the choice of wallet to the wallet made: the words written down (read off the
    /// screen, as a person would), the ones asked typed back, then the password.
    func createWallet() async throws {
        try current(ChooseWalletViewModel.self).didTapNewWallet()
        try current(EnsureThatYouAreNotBeingWatchedViewModel.self).didTapUnderstand()
        let show = try current(ShowRecoveryPhraseViewModel.self)
        let words = show.state.words
        show.didToggleHasWrittenDown(true)
        show.didTapContinue()
        let confirm = try current(ConfirmRecoveryPhraseViewModel.self)
        for (index, prompt) in confirm.state.prompts.enumerated() {
            confirm.didEditWord(atPrompt: index, words[prompt.position - 1])
        }
        confirm.didTapConfirm()
        let create = try current(CreateNewWalletViewModel.self)
        create.didEditEncryptionPassword(TestWallets.password)
        create.didEditPasswordConfirmation(TestWallets.password)
        create.didToggleHasBackedUpPassword(true)
        await create.didTapContinue()
    }

    func skipPincode() throws { try current(ChoosePincodeViewModel.self).didTapSkip() }

    func choosePincode(_ digits: String) async throws {
        let choose = try current(ChoosePincodeViewModel.self)
        choose.didEditPincode(digits)
        choose.didTapDone()
        let confirm = try current(ConfirmNewPincodeViewModel.self)
        confirm.didEditPincode(digits)
        confirm.didChangePincodeIsBackedUp(true)
        await confirm.didTapConfirm()
    }
}

/// The names of the onboarding questions' scenes, in order.
let onboardingQuestionScenes = [
    "TermsOfServiceViewModel", "AskForCrashReportingPermissionsViewModel", "WarningCustomECCViewModel",
]

/// The scenes of creating a wallet from a new recovery phrase, from the choice to the password.
let createWalletScenes = [
    "ChooseWalletViewModel", "EnsureThatYouAreNotBeingWatchedViewModel", "ShowRecoveryPhraseViewModel",
    "ConfirmRecoveryPhraseViewModel", "CreateNewWalletViewModel",
]

extension AppCoordinator {
    /// The app on `presenter`, onboarding done and the phrase wallet saved (its EVM account known),
    /// no pincode, with the fakes of ``AppFlowFakes`` and an empty `eth_` node registered, then what
    /// `register` adds; started, kept by `keeper`, and idle on Main.
    static func startedOnPhraseWallet(
        presenter: RecordingPresenter, keeper: Keeper, register: () -> Void
    ) async -> AppCoordinator {
        let fakes = AppFlowFakes(
            onboarding: FakeOnboardingUseCase(
                hasAcceptedTermsOfService: true, hasAcceptedCustomECCWarning: true, crashReportingAnswer: false,
                hasWallet: true, shouldPromptUserToChosePincode: false),
            wallets: FakeWalletUseCase(savedWallet: TestWallets.phraseWallet))
        fakes.register()
        Container.shared.evmService.register { FakeEVMService() }
        register()
        let coordinator = AppCoordinator(presenter: presenter)
        keeper.keep(coordinator)
        await coordinator.start()
        await coordinator.waitUntilIdle()
        return coordinator
    }
}

/// Holds what a test must keep alive (a coordinator, which its scenes reference weakly).
@MainActor
final class Keeper {
    private var objects: [AnyObject] = []

    func keep(_ object: AnyObject) { objects.append(object) }
}
