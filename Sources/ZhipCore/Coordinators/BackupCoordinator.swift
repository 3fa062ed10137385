import ZilliqaKit

/// Backs up a wallet: the hub, from which the person backs up the keystore or, after typing the
/// password, sees the private key or (a seed-phrase wallet) the recovery phrase, and comes back to
/// the hub each time until done.
///
/// ```swift
/// let backup = BackupCoordinator(presenter: presenter, wallet: wallet, mode: .onboarding)
/// backup.onFinish = { outcome in … }      // .backedUp or .cancelled
/// await backup.start()
/// ```
///
/// In ``BackupWalletViewModel/Mode/onboarding`` the hub replaces the current scene and the person
/// must confirm the backup to finish (there is no cancel: the wallet is already saved). In
/// ``BackupWalletViewModel/Mode/settings`` the hub is shown modally over the settings, may be
/// cancelled, and is dismissed when the flow ends. The keystore, password, key pair and recovery
/// phrase scenes are shown modally over the hub.
@MainActor
public final class BackupCoordinator: Coordinator {
    /// How the backup ended.
    public enum Outcome: Sendable, Equatable {
        /// The person finished at the hub (in onboarding, after confirming the backup).
        case backedUp
        /// The person left the hub (settings only).
        case cancelled
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let wallet: Wallet
    private let mode: BackupWalletViewModel.Mode
    private let extractKeyPairUseCase: any ExtractKeyPairUseCase
    private let walletAccountsUseCase: any WalletAccountsUseCase
    private var isFinished = false

    /// The backup of `wallet`; `extractKeyPairUseCase` unlocks its key pair and
    /// `walletAccountsUseCase` opens its recovery phrase.
    public init(
        presenter: any ScenePresenter, wallet: Wallet, mode: BackupWalletViewModel.Mode,
        extractKeyPairUseCase: any ExtractKeyPairUseCase = Container.shared.extractKeyPairUseCase(),
        walletAccountsUseCase: any WalletAccountsUseCase = Container.shared.walletAccountsUseCase()
    ) {
        self.presenter = presenter
        self.wallet = wallet
        self.mode = mode
        self.extractKeyPairUseCase = extractKeyPairUseCase
        self.walletAccountsUseCase = walletAccountsUseCase
    }

    public func start() async {
        begin()
    }

    /// ``start()`` without suspending, for a parent that starts this flow from a navigator
    /// callback.
    public func begin() {
        let hub = BackupWalletViewModel(wallet: wallet, mode: mode)
        hub.navigator.onStep = { [weak self] step in self?.handle(step) }
        switch mode {
        case .onboarding: presenter.present(hub)
        case .settings: presenter.presentModally(hub)
        }
    }

    // MARK: - Steps

    private func handle(_ step: BackupWalletViewModel.Step) {
        switch step {
        case .backUpKeystore: toBackUpKeystore()
        case .revealPrivateKey: toDecryptKeystore()
        case .revealRecoveryPhrase: toDecryptRecoveryPhrase()
        case .done: finish(.backedUp)
        case .cancel: finish(.cancelled)
        }
    }

    private func toBackUpKeystore() {
        let viewModel = BackUpKeystoreViewModel(wallet: wallet)
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            case .done: self?.presenter.dismissModal()
            }
        }
        presenter.presentModally(viewModel)
    }

    private func toDecryptKeystore() {
        let viewModel = DecryptKeystoreToRevealKeyPairViewModel(
            wallet: wallet, isNewlyCreatedWallet: mode == .onboarding, extractKeyPairUseCase: extractKeyPairUseCase)
        viewModel.navigator.onStep = { [weak self] step in
            guard let self else { return }
            switch step {
            case .revealed(let keyPair):
                presenter.dismissModal()
                toRevealedKeyPair(keyPair)
            case .cancel:
                presenter.dismissModal()
            }
        }
        presenter.presentModally(viewModel)
    }

    private func toRevealedKeyPair(_ keyPair: KeyPair) {
        let viewModel = BackUpRevealedKeyPairViewModel(keyPair: keyPair)
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            case .done: self?.presenter.dismissModal()
            }
        }
        presenter.presentModally(viewModel)
    }

    private func toDecryptRecoveryPhrase() {
        let viewModel = DecryptToRevealRecoveryPhraseViewModel(
            wallet: wallet, isNewlyCreatedWallet: mode == .onboarding, walletAccountsUseCase: walletAccountsUseCase)
        viewModel.navigator.onStep = { [weak self] step in
            guard let self else { return }
            switch step {
            case .revealed(let phrase):
                presenter.dismissModal()
                toRevealedRecoveryPhrase(phrase)
            case .cancel:
                presenter.dismissModal()
            }
        }
        presenter.presentModally(viewModel)
    }

    private func toRevealedRecoveryPhrase(_ phrase: RecoveryPhrase) {
        let viewModel = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: phrase)
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            case .done: self?.presenter.dismissModal()
            }
        }
        presenter.presentModally(viewModel)
    }

    private func finish(_ outcome: Outcome) {
        guard !isFinished else { return }
        isFinished = true
        if mode == .settings { presenter.dismissModal() }
        onFinish?(outcome)
    }
}
