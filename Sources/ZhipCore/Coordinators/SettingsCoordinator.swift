import ZilliqaKit

/// Zhip's settings: set or remove the pincode, back up the keystore, reveal the private key
/// (behind the warning to be somewhere private, and the password), read the terms, change the
/// crash-reporting answer, and remove the wallet after a confirmation.
///
/// ```swift
/// let settings = SettingsCoordinator(presenter: presenter, wallet: wallet)
/// settings.onFinish = { outcome in … }   // .closed, or .walletRemoved: back to onboarding
/// await settings.start()
/// ```
///
/// The settings scene replaces the current one; the pincode flow replaces it too, and Settings
/// is shown again when that ends. Everything else is shown modally over Settings and dismissed
/// when done.
@MainActor
public final class SettingsCoordinator: Coordinator {
    /// How Settings ended.
    public enum Outcome: Sendable, Equatable {
        /// The person closed Settings.
        case closed
        /// The wallet (with its pincode and cached balance) was removed.
        case walletRemoved
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let wallet: Wallet
    private let work = CoordinatorWork()
    private var settings: SettingsViewModel?
    /// The modal scenes shown over Settings (the presenter may hold them weakly).
    private var modals: [any SceneViewModel] = []
    /// The sub-flow running (pincode, backup).
    private var child: AnyObject?
    private var isFinished = false

    /// Settings for `wallet`, shown on `presenter`; the scenes take their use cases from the
    /// container.
    public init(presenter: any ScenePresenter, wallet: Wallet) {
        self.presenter = presenter
        self.wallet = wallet
    }

    /// Shows Settings.
    public func start() async {
        let settings = SettingsViewModel()
        settings.navigator.onStep = { [weak self] step in self?.handle(step) }
        self.settings = settings
        presenter.present(settings)
    }

    /// Waits for the sub-flows started from the scenes' steps.
    public func waitUntilIdle() async {
        await work.waitUntilIdle()
    }

    // MARK: - Steps

    private func handle(_ step: SettingsViewModel.Step) {
        switch step {
        case .open(let row): open(row)
        case .close: finish(.closed)
        }
    }

    private func open(_ row: SettingsViewModel.Row) {
        switch row {
        case .setPincode: toSetPincode()
        case .removePincode: toRemovePincode()
        case .backUpKeystore: toBackup()
        case .revealPrivateKey: toPrivacyWarning()
        case .readTerms: toTerms()
        case .changeCrashReporting: toCrashReporting()
        case .changeNetwork: toChooseNetwork()
        case .removeWallet: toConfirmWalletRemoval()
        }
    }

    private func toSetPincode() {
        let pincode = PincodeCoordinator(presenter: presenter, allowsSkipping: false)
        pincode.onFinish = { [weak self] _ in
            self?.child = nil
            self?.showSettingsAgain()
        }
        child = pincode
        work.run { await pincode.start() }
    }

    private func toRemovePincode() {
        let remove = RemovePincodeViewModel()
        remove.navigator.onStep = { [weak self] step in
            switch step {
            case .removed, .cancel: self?.dismissModal(reload: true)
            }
        }
        showModally(remove)
    }

    private func toBackup() {
        let backup = BackupCoordinator(presenter: presenter, wallet: wallet, mode: .settings)
        backup.onFinish = { [weak self] _ in self?.child = nil }  // it dismisses its own scenes
        child = backup
        work.run { await backup.start() }
    }

    private func toPrivacyWarning() {
        let warning = EnsureThatYouAreNotBeingWatchedViewModel()
        warning.navigator.onStep = { [weak self] step in
            self?.dismissModal()
            switch step {
            case .understood: self?.toDecryptKeystore()
            case .cancel: break
            }
        }
        showModally(warning)
    }

    private func toDecryptKeystore() {
        let decrypt = DecryptKeystoreToRevealKeyPairViewModel(wallet: wallet, isNewlyCreatedWallet: false)
        decrypt.navigator.onStep = { [weak self] step in
            self?.dismissModal()
            switch step {
            case .revealed(let keyPair): self?.toRevealedKeyPair(keyPair)
            case .cancel: break
            }
        }
        showModally(decrypt)
    }

    private func toRevealedKeyPair(_ keyPair: KeyPair) {
        let revealed = BackUpRevealedKeyPairViewModel(keyPair: keyPair)
        revealed.navigator.onStep = { [weak self] step in
            switch step {
            case .done: self?.dismissModal()
            }
        }
        showModally(revealed)
    }

    private func toTerms() {
        let terms = TermsOfServiceViewModel(mode: .readOnly)
        terms.navigator.onStep = { [weak self] _ in self?.dismissModal() }
        showModally(terms)
    }

    private func toCrashReporting() {
        let question = AskForCrashReportingPermissionsViewModel(allowsCancelling: true)
        question.navigator.onStep = { [weak self] _ in self?.dismissModal() }
        showModally(question)
    }

    private func toChooseNetwork() {
        let choose = ChooseNetworkViewModel()
        choose.navigator.onStep = { [weak self] _ in self?.dismissModal(reload: true) }
        showModally(choose)
    }

    private func toConfirmWalletRemoval() {
        let confirm = ConfirmWalletRemovalViewModel()
        confirm.navigator.onStep = { [weak self] step in
            self?.dismissModal()
            switch step {
            case .removed: self?.finish(.walletRemoved)
            case .cancel: break
            }
        }
        showModally(confirm)
    }

    // MARK: - Presenting

    private func showModally(_ scene: any SceneViewModel) {
        modals.append(scene)
        presenter.presentModally(scene)
    }

    private func dismissModal(reload: Bool = false) {
        guard !modals.isEmpty else { return }
        modals.removeLast()
        presenter.dismissModal()
        if reload { settings?.reload() }
    }

    private func showSettingsAgain() {
        guard let settings, !isFinished else { return }
        settings.reload()
        presenter.present(settings)
    }

    private func finish(_ outcome: Outcome) {
        guard !isFinished else { return }
        isFinished = true
        for _ in modals { presenter.dismissModal() }
        modals.removeAll()
        child = nil
        onFinish?(outcome)
    }
}
