public import Foundation

/// Asks for the pincode before the app shows anything else; ends when it is right.
///
/// ```swift
/// let unlock = UnlockCoordinator(presenter: presenter)
/// unlock.onFinish = { _ in showMain() }   // .unlocked
/// await unlock.start()
/// ```
@MainActor
public final class UnlockCoordinator: Coordinator {
    /// How the flow ended: there is no way out but the right pincode.
    public enum Outcome: Equatable, Sendable {
        /// The pincode was right.
        case unlocked
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let pincodeUseCase: any PincodeUseCase
    private let dateProvider: any DateProvider
    private let timeZone: TimeZone

    /// A flow shown on `presenter`.
    public init(
        presenter: any ScenePresenter, pincodeUseCase: any PincodeUseCase = Container.shared.pincodeUseCase(),
        dateProvider: any DateProvider = Container.shared.dateProvider(), timeZone: TimeZone = .current
    ) {
        self.presenter = presenter
        self.pincodeUseCase = pincodeUseCase
        self.dateProvider = dateProvider
        self.timeZone = timeZone
    }

    public func start() async {
        let viewModel = UnlockAppWithPincodeViewModel(
            pincodeUseCase: pincodeUseCase, dateProvider: dateProvider, timeZone: timeZone)
        viewModel.navigator.onStep = { [weak self] step in
            switch step {
            case .unlocked: self?.onFinish?(.unlocked)
            }
        }
        presenter.present(viewModel)
    }
}
