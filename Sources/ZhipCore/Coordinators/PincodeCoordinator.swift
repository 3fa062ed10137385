/// Zhip's pincode flow: choose four digits, confirm them (a mismatch stays on the confirm scene
/// with "PIN does not match"; "back" chooses again), and store them; or skip, when allowed.
///
/// ```swift
/// let pincode = PincodeCoordinator(presenter: presenter, allowsSkipping: true)
/// pincode.onFinish = { outcome in … }   // .chosen, .skipped, .cancelled
/// await pincode.start()
/// ```
@MainActor
public final class PincodeCoordinator: Coordinator {
    /// How the flow ended.
    public enum Outcome: Equatable, Sendable {
        /// A pincode is stored.
        case chosen
        /// The person chose not to set one (recorded with the use case).
        case skipped
        /// The person left; nothing was stored.
        case cancelled
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let allowsSkipping: Bool
    private let pincodeUseCase: any PincodeWriteUseCase

    /// A flow shown on `presenter`, offering "Skip" only when `allowsSkipping`.
    public init(
        presenter: any ScenePresenter, allowsSkipping: Bool,
        pincodeUseCase: any PincodeWriteUseCase = Container.shared.pincodeUseCase()
    ) {
        self.presenter = presenter
        self.allowsSkipping = allowsSkipping
        self.pincodeUseCase = pincodeUseCase
    }

    public func start() async {
        showChoose()
    }

    private func showChoose() {
        let viewModel = ChoosePincodeViewModel(allowsSkipping: allowsSkipping, pincodeUseCase: pincodeUseCase)
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            case .chose(let pincode): self?.showConfirm(expected: pincode)
            case .skip: self?.finish(.skipped)
            case .cancel: self?.finish(.cancelled)
            }
        }
        presenter.present(viewModel)
    }

    private func showConfirm(expected: Pincode) {
        let viewModel = ConfirmNewPincodeViewModel(expected: expected, pincodeUseCase: pincodeUseCase)
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            case .confirmed: self?.finish(.chosen)
            case .back: self?.showChoose()
            case .cancel: self?.finish(.cancelled)
            }
        }
        presenter.present(viewModel)
    }

    private func finish(_ outcome: Outcome) {
        onFinish?(outcome)
    }
}
