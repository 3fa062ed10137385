public import ZilliqaKit

/// Makes a new wallet. From a new recovery phrase (the default): the warning to be somewhere
/// private, the words shown once, a few of them asked back, then the encryption password (the
/// wallet is made and saved there); the confirmed phrase is its backup. From a new random key
/// (``Kind/privateKey``): the warning, the password, then the key's first backup, which must be
/// confirmed.
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

    /// What the new wallet is made from.
    public enum Kind: Sendable, Equatable {
        /// A new BIP-39 phrase of this many words, shown once and confirmed.
        case recoveryPhrase(MnemonicLength)
        /// A new random key, with no phrase.
        case privateKey
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let kind: Kind
    private let createWalletUseCase: any CreateWalletUseCase
    private let walletStorageUseCase: any WalletStorageUseCase
    private let extractKeyPairUseCase: any ExtractKeyPairUseCase
    /// The backup flow while it runs.
    private var backup: BackupCoordinator?
    private var isFinished = false

    public init(
        presenter: any ScenePresenter,
        kind: Kind = .recoveryPhrase(.twelve),
        createWalletUseCase: any CreateWalletUseCase = Container.shared.createWalletUseCase(),
        walletStorageUseCase: any WalletStorageUseCase = Container.shared.walletStorageUseCase(),
        extractKeyPairUseCase: any ExtractKeyPairUseCase = Container.shared.extractKeyPairUseCase()
    ) {
        self.presenter = presenter
        self.kind = kind
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
            case .understood: self?.toFirstStep()
            case .cancel: self?.finish(.cancelled)
            }
        }
        presenter.present(viewModel)
    }

    // MARK: - Steps

    private func toFirstStep() {
        switch kind {
        case .recoveryPhrase(let length): toShowPhrase(Mnemonic.generate(length))
        case .privateKey: toCreateNewWallet(from: nil)
        }
    }

    /// The words, once; the phrase lives only in this flow until the wallet seals it.
    private func toShowPhrase(_ mnemonic: Mnemonic) {
        let viewModel = ShowRecoveryPhraseViewModel(mnemonic: mnemonic)
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            case .wroteDown: self?.toConfirmPhrase(mnemonic)
            case .cancel: self?.finish(.cancelled)
            }
        }
        presenter.present(viewModel)
    }

    private func toConfirmPhrase(_ mnemonic: Mnemonic) {
        let viewModel = ConfirmRecoveryPhraseViewModel(mnemonic: mnemonic)
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            case .confirmed: self?.toCreateNewWallet(from: RecoveryPhrase(mnemonic: mnemonic))
            case .showPhraseAgain: self?.toShowPhrase(mnemonic)
            case .cancel: self?.finish(.cancelled)
            }
        }
        presenter.present(viewModel)
    }

    private func toCreateNewWallet(from phrase: RecoveryPhrase?) {
        let viewModel = CreateNewWalletViewModel(
            recoveryPhrase: phrase, createWalletUseCase: createWalletUseCase,
            walletStorageUseCase: walletStorageUseCase)
        let isBackedUp = phrase != nil
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            // The confirmed phrase is the backup; a random key needs its first one.
            case .created(let wallet) where isBackedUp: self?.finish(.created(wallet))
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
