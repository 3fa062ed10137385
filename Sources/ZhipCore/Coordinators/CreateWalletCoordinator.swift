/// Makes a new wallet: the warning to be somewhere private, the encryption password (the wallet
/// is made and saved there), then its first backup, which must be confirmed.
///
/// ```swift
/// let create = CreateWalletCoordinator(presenter: presenter)
/// create.onFinish = { outcome in … }      // .created(wallet) or .cancelled
/// await create.start()
/// ```
///
/// Cancel is offered before the wallet exists (the warning and the password scenes); once it is
/// saved the backup has to be finished, so the flow ends with ``Outcome/created(_:)``.
@MainActor
public final class CreateWalletCoordinator: Coordinator {
    /// How wallet creation ended.
    public enum Outcome: Sendable, Equatable {
        /// The wallet was made, saved and backed up.
        case created(Wallet)
        /// The person left before a wallet was made.
        case cancelled
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let createWalletUseCase: any CreateWalletUseCase
    private let walletStorageUseCase: any WalletStorageUseCase
    private let extractKeyPairUseCase: any ExtractKeyPairUseCase
    /// The backup flow while it runs.
    private var backup: BackupCoordinator?
    private var isFinished = false

    public init(
        presenter: any ScenePresenter,
        createWalletUseCase: any CreateWalletUseCase = Container.shared.createWalletUseCase(),
        walletStorageUseCase: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        extractKeyPairUseCase: any ExtractKeyPairUseCase = Container.shared.extractKeyPairUseCase()
    ) {
        self.presenter = presenter
        self.createWalletUseCase = createWalletUseCase
        self.walletStorageUseCase = walletStorageUseCase
        self.extractKeyPairUseCase = extractKeyPairUseCase
    }

    public func start() async {
        begin()
    }

    /// ``start()`` without suspending, for a parent that starts this flow from a navigator
    /// callback.
    public func begin() {
        let viewModel = EnsureThatYouAreNotBeingWatchedViewModel()
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            case .understood: self?.toCreateNewWallet()
            case .cancel: self?.finish(.cancelled)
            }
        }
        presenter.present(viewModel)
    }

    // MARK: - Steps

    private func toCreateNewWallet() {
        let viewModel = CreateNewWalletViewModel(
            createWalletUseCase: createWalletUseCase, walletStorageUseCase: walletStorageUseCase)
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            case .created(let wallet): self?.toBackup(wallet)
            case .cancel: self?.finish(.cancelled)
            }
        }
        presenter.present(viewModel)
    }

    private func toBackup(_ wallet: Wallet) {
        let backup = BackupCoordinator(
            presenter: presenter, wallet: wallet, mode: .onboarding, extractKeyPairUseCase: extractKeyPairUseCase)
        backup.onFinish = { [weak self] _ in
            // Onboarding offers no cancel, and the wallet is saved whichever way the backup ends.
            self?.backup = nil
            self?.finish(.created(wallet))
        }
        self.backup = backup
        backup.begin()
    }

    private func finish(_ outcome: Outcome) {
        guard !isFinished else { return }
        isFinished = true
        onFinish?(outcome)
    }
}
