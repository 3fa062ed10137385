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
    private var list: TokensViewModel?
    private var add: AddTokenViewModel?

    public init(presenter: any ScenePresenter) {
        self.presenter = presenter
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
        guard add == nil else { return }
        let add = AddTokenViewModel()
        add.navigator.onStep = { [weak self] _ in
            guard let self, self.add != nil else { return }
            self.add = nil
            presenter.dismissModal()
            list?.reload()
        }
        self.add = add
        presenter.presentModally(add)
    }

    private func finish() {
        guard list != nil else { return }
        if add != nil {
            add = nil
            presenter.dismissModal()
        }
        list = nil
        presenter.dismissModal()
        onFinish?(.done)
    }
}
