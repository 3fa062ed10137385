public import ZhipCore

/// Every state a scene reports through `onChange`, in order: a test counts them to check that an
/// input which changes nothing reports nothing, and one that changes something reports it once.
///
/// ```swift
/// let changes = StateChanges(of: viewModel)
/// viewModel.didCheckUnderstandsRisk(true)
/// #expect(changes.count == 1)
/// ```
@MainActor
public final class StateChanges<Scene: SceneViewModel> {
    /// The states reported so far, oldest first.
    public private(set) var states: [Scene.State] = []

    /// Starts recording `scene`'s changes (it replaces the scene's `onChange`).
    public init(of scene: Scene) {
        scene.onChange = { [weak self] state in self?.states.append(state) }
    }

    /// How many changes were reported.
    public var count: Int { states.count }
}
