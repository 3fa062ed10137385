/// Zhip's restore flow: a private key (locked with a new encryption password) or a keystore
/// (with its password) becomes the saved wallet.
///
/// ```swift
/// let restore = RestoreWalletCoordinator(presenter: presenter)
/// restore.onFinish = { outcome in … }   // .restored(wallet), .cancelled
/// await restore.start()
/// ```
@MainActor
public final class RestoreWalletCoordinator: Coordinator {
    /// How the flow ended.
    public enum Outcome: Equatable, Sendable {
        /// This wallet is restored and saved.
        case restored(Wallet)
        /// The person left; nothing was saved.
        case cancelled
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let restoreWalletUseCase: any RestoreWalletUseCase
    private let walletStorageUseCase: any WalletStorageUseCase

    /// A flow shown on `presenter`.
    public init(
        presenter: any ScenePresenter,
        restoreWalletUseCase: any RestoreWalletUseCase = Container.shared.restoreWalletUseCase(),
        walletStorageUseCase: any WalletStorageUseCase = Container.shared.walletStorageUseCase()
    ) {
        self.presenter = presenter
        self.restoreWalletUseCase = restoreWalletUseCase
        self.walletStorageUseCase = walletStorageUseCase
    }

    public func start() async {
        let viewModel = RestoreWalletViewModel(
            restoreWalletUseCase: restoreWalletUseCase, walletStorageUseCase: walletStorageUseCase)
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            case .restored(let wallet): self?.onFinish?(.restored(wallet))
            case .cancel: self?.onFinish?(.cancelled)
            }
        }
        presenter.present(viewModel)
    }
}
