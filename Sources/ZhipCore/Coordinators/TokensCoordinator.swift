/// The tokens flow, shown modally over Main: the listed tokens, with Add shown modally over them
/// (a token added is then in the list); ends with ``Outcome/done`` once the list is closed, so
/// that Main reads the balances of what is listed now.
///
/// ```swift
/// let tokens = TokensCoordinator(presenter: presenter)
/// tokens.onFinish = { _ in Task { await main.didReturnFromTokens() } }
/// await tokens.start()
/// ```
@MainActor
public final class TokensCoordinator: Coordinator {
    /// How the tokens flow ended.
    public enum Outcome: Sendable, Equatable {
        /// The person closed the list.
        case done
    }

    public var onFinish: ((Outcome) -> Void)?

    private let presenter: any ScenePresenter
    private let add: ModalScene
    private var list: TokensViewModel?

    public init(presenter: any ScenePresenter) {
        self.presenter = presenter
        add = ModalScene(presenter: presenter)
    }

    /// Shows the list.
    public func start() async {
        let list = TokensViewModel()
        list.navigator.onStep = { [weak self] step in
            switch step {
            case .add: self?.toAdd()
            case .done: self?.finish()
            }
        }
        self.list = list
        presenter.presentModally(list)
    }

    private func toAdd() {
        guard !add.isShown else { return }
        let scene = AddTokenViewModel()
        scene.navigator.onStep = { [weak self] _ in
            guard let self, add.close() else { return }
            list?.reload()
        }
        add.show(scene)
    }

    private func finish() {
        guard list != nil else { return }
        add.close()
        list = nil
        presenter.dismissModal()
        onFinish?(.done)
    }
}
