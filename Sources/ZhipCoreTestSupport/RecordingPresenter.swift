public import ZhipCore

/// A ``ScenePresenter`` for tests: keeps every scene shown, in order, and the modal stack.
///
/// ```swift
/// let presenter = RecordingPresenter()
/// await OnboardingCoordinator(presenter: presenter).start()
/// #expect(presenter.current is WelcomeViewModel)
/// ```
@MainActor
public final class RecordingPresenter: ScenePresenter {
    /// Every scene presented (as root or modally), oldest first.
    public private(set) var history: [any SceneViewModel] = []
    /// The scene shown at the root.
    public private(set) var root: (any SceneViewModel)?
    /// Scenes shown modally over the root, bottom first.
    public private(set) var modals: [any SceneViewModel] = []

    public init() {}

    /// The scene on top: the last modal, else the root.
    public var current: (any SceneViewModel)? { modals.last ?? root }

    /// The top scene as `T`, if it is one.
    public func current<T: SceneViewModel>(as type: T.Type) -> T? { current as? T }

    /// The names of the scene types shown, oldest first: handy for asserting a whole flow.
    public var sceneNames: [String] { history.map { String(describing: type(of: $0)) } }

    public func present(_ scene: any SceneViewModel) {
        history.append(scene)
        modals.removeAll()
        root = scene
    }

    public func presentModally(_ scene: any SceneViewModel) {
        history.append(scene)
        modals.append(scene)
    }

    public func dismissModal() {
        _ = modals.popLast()
    }
}
