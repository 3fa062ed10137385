/// Zhip's onboarding: Welcome, the terms of service, the crash-reporting question, the custom ECC
/// warning, a wallet (created, restored, or a Ledger's account), then a pincode (or not). Every question already
/// answered is skipped, so a restart resumes where the person stopped.
///
/// ```swift
/// let onboarding = OnboardingCoordinator(presenter: presenter)
/// if onboarding.nextStep != nil {
///     onboarding.onFinish = { _ in showWallet() }   // .finished
///     await onboarding.start()
/// }
/// ```
///
/// The questions come in ``OnboardingStep`` order, as ``OnboardingProgressUseCase`` asks them.
/// Welcome is shown only before the terms (a first launch). Cancelling wallet creation or
/// restoration returns to the choice of wallet; cancelling the pincode flow starts it again
/// (it offers Skip). An answer that cannot be read counts as not given: the question is asked
/// again, and a failure to save the new answer is shown on its scene.
@MainActor
public final class OnboardingCoordinator: Coordinator {
    /// How onboarding ended.
    public enum Outcome: Sendable, Equatable {
        /// Every question is answered and a wallet is saved.
        case finished
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let onboardingUseCase: any OnboardingUseCase
    private let walletStorageUseCase: any WalletStorageUseCase
    private let ledgerWalletUseCase: any LedgerWalletUseCase
    private let work = CoordinatorWork()
    /// The scene shown (the presenter may hold it weakly).
    private var scene: (any SceneViewModel)?
    /// The sub-flow running (wallet creation or restoration, the pincode).
    private var child: AnyObject?
    private var isFinished = false

    /// Onboarding shown on `presenter`, reading the answers from `onboardingUseCase` and the
    /// wallet's presence from `walletStorageUseCase`.
    public init(
        presenter: any ScenePresenter,
        onboardingUseCase: any OnboardingUseCase = Container.shared.onboardingUseCase(),
        walletStorageUseCase: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        ledgerWalletUseCase: any LedgerWalletUseCase = Container.shared.ledgerWalletUseCase()
    ) {
        self.presenter = presenter
        self.onboardingUseCase = onboardingUseCase
        self.walletStorageUseCase = walletStorageUseCase
        self.ledgerWalletUseCase = ledgerWalletUseCase
    }

    /// The first question not yet answered; nil when onboarding is done.
    public var nextStep: OnboardingStep? {
        if !((try? onboardingUseCase.hasAcceptedTermsOfService) ?? false) { return .acceptTermsOfService }
        if !((try? onboardingUseCase.hasAnsweredCrashReportingQuestion) ?? false) {
            return .answerCrashReportingQuestion
        }
        if !((try? onboardingUseCase.hasAcceptedCustomECCWarning) ?? false) { return .acceptCustomECCWarning }
        let hasLedgerWallet = ((try? ledgerWalletUseCase.load()) ?? nil) != nil
        if !((try? walletStorageUseCase.hasConfiguredWallet) ?? false), !hasLedgerWallet { return .chooseWallet }
        if (try? onboardingUseCase.shouldPromptUserToChosePincode) ?? true { return .choosePincode }
        return nil
    }

    /// Shows Welcome on a first launch, else the first question not yet answered; finishes at
    /// once when there is none.
    public func start() async {
        if nextStep == .acceptTermsOfService {
            toWelcome()
        } else {
            resume()
        }
    }

    /// Waits for the sub-flows started from the scenes' steps (for a front end that must not quit
    /// in the middle, and for tests).
    public func waitUntilIdle() async {
        await work.waitUntilIdle()
    }

    // MARK: - Steps

    private func resume() {
        switch nextStep {
        case .acceptTermsOfService: toTermsOfService()
        case .acceptCustomECCWarning: toWarningCustomECC()
        case .answerCrashReportingQuestion: toCrashReporting()
        case .chooseWallet: toChooseWallet()
        case .choosePincode: toChoosePincode()
        case nil: finish()
        }
    }

    private func toWelcome() {
        let welcome = WelcomeViewModel()
        welcome.navigator.onStep = { [weak self] step in
            switch step {
            case .start: self?.toTermsOfService()
            }
        }
        show(welcome)
    }

    private func toTermsOfService() {
        let terms = TermsOfServiceViewModel(mode: .acceptance, useCase: onboardingUseCase)
        terms.navigator.onStep = { [weak self] step in
            switch step {
            case .accepted: self?.resume()
            case .dismiss: break  // only read-only terms are dismissed
            }
        }
        show(terms)
    }

    private func toWarningCustomECC() {
        let warning = WarningCustomECCViewModel(useCase: onboardingUseCase)
        warning.navigator.onStep = { [weak self] step in
            switch step {
            case .accepted: self?.resume()
            }
        }
        show(warning)
    }

    private func toCrashReporting() {
        let question = AskForCrashReportingPermissionsViewModel(allowsCancelling: false, useCase: onboardingUseCase)
        question.navigator.onStep = { [weak self] step in
            switch step {
            case .answered: self?.resume()
            case .cancel: break  // not offered during onboarding
            }
        }
        show(question)
    }

    private func toChooseWallet() {
        let choose = ChooseWalletViewModel()
        choose.navigator.onStep = { [weak self] step in
            switch step {
            case .createNew: self?.toCreateWallet(.recoveryPhrase(.twelve))
            case .createNewFromPrivateKey: self?.toCreateWallet(.privateKey)
            case .restore: self?.toRestoreWallet()
            case .useLedger: self?.toUseLedger()
            }
        }
        show(choose)
    }

    private func toUseLedger() {
        let ledger = UseLedgerViewModel(ledgerWallets: ledgerWalletUseCase)
        ledger.navigator.onStep = { [weak self] step in
            switch step {
            case .saved: self?.resume()
            case .cancel: self?.toChooseWallet()
            }
        }
        show(ledger)
    }

    private func toCreateWallet(_ kind: CreateWalletCoordinator.Kind) {
        let create = CreateWalletCoordinator(
            presenter: presenter, kind: kind, walletStorageUseCase: walletStorageUseCase)
        create.onFinish = { [weak self] outcome in
            self?.child = nil
            switch outcome {
            case .created: self?.resume()
            case .cancelled: self?.toChooseWallet()
            }
        }
        startChild(create) { await create.start() }
    }

    private func toRestoreWallet() {
        let restore = RestoreWalletCoordinator(presenter: presenter, walletStorageUseCase: walletStorageUseCase)
        restore.onFinish = { [weak self] outcome in
            self?.child = nil
            switch outcome {
            case .restored: self?.resume()
            case .cancelled: self?.toChooseWallet()
            }
        }
        startChild(restore) { await restore.start() }
    }

    private func toChoosePincode() {
        let pincode = PincodeCoordinator(presenter: presenter, allowsSkipping: true)
        pincode.onFinish = { [weak self] outcome in
            self?.child = nil
            switch outcome {
            case .chosen, .skipped: self?.finish()
            case .cancelled: self?.toChoosePincode()
            }
        }
        startChild(pincode) { await pincode.start() }
    }

    // MARK: - Presenting

    private func show(_ scene: any SceneViewModel) {
        self.scene = scene
        presenter.present(scene)
    }

    private func startChild(_ child: AnyObject, _ start: @escaping @MainActor () async -> Void) {
        scene = nil
        self.child = child
        work.run(start)
    }

    private func finish() {
        guard !isFinished else { return }
        isFinished = true
        scene = nil
        child = nil
        onFinish?(.finished)
    }
}
