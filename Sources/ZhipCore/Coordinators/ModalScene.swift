/// A scene a flow shows modally over its own until it leads on or the flow ends: one at a time,
/// dismissed once (a step heard after it was closed, or a second close, does nothing).
///
/// ```swift
/// let add = ModalScene(presenter: presenter)
/// add.show(AddTokenViewModel())     // ignored while one is shown
/// if add.close() { list.reload() }  // true when one was shown, and is now dismissed
/// ```
@MainActor
final class ModalScene {
    private let presenter: any ScenePresenter
    // Kept while shown: the presenter may hold it weakly.
    private var scene: (any SceneViewModel)?

    init(presenter: any ScenePresenter) {
        self.presenter = presenter
    }

    /// True while a scene is shown.
    var isShown: Bool { scene != nil }

    /// Shows `scene` modally, unless one is shown already.
    func show(_ scene: any SceneViewModel) {
        guard self.scene == nil else { return }
        self.scene = scene
        presenter.presentModally(scene)
    }

    /// Dismisses the scene shown; false when none was.
    @discardableResult
    func close() -> Bool {
        guard scene != nil else { return false }
        scene = nil
        presenter.dismissModal()
        return true
    }
}
