/// Zhip's receive flow, shown modally: the wallet's address, an optional requested amount, a
/// link and a QR code payload to share; ends with ``Outcome/done``.
///
/// ```swift
/// let receive = ReceiveCoordinator(presenter: presenter)
/// receive.onFinish = { _ in … }
/// await receive.start()
/// ```
@MainActor
public final class ReceiveCoordinator: Coordinator {
    /// How the receive flow ended.
    public enum Outcome: Equatable {
        /// The person closed the scene.
        case done
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private var scene: ReceiveViewModel?

    public init(presenter: any ScenePresenter) {
        self.presenter = presenter
    }

    /// Shows the receive scene.
    public func start() async {
        let receive = ReceiveViewModel()
        receive.navigator.onStep = { [weak self] step in
            switch step {
            case .done: self?.finish()
            }
        }
        scene = receive
        presenter.presentModally(receive)
    }

    private func finish() {
        guard scene != nil else { return }
        scene = nil
        presenter.dismissModal()
        onFinish?(.done)
    }
}
