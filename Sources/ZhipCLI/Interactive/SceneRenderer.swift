import ZhipCore

/// Renders one family of scenes in the terminal and feeds what the person types back into the
/// scene's view model. It holds no rule of its own: what is valid, enabled or shown as an error
/// is the view model's `state`.
@MainActor
protocol SceneRenderer {
    /// Takes one turn with `scene` when it belongs to this family: shows it (its whole text on a
    /// `firstVisit`, else only what changed), reads the person's answers and calls the view
    /// model's inputs, awaiting the async ones. Returns false, having done nothing, for a scene
    /// of another family.
    /// - Throws: ``InteractiveExit`` when the input ends or the person quits.
    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool

    /// What the scene is waiting for (the network, a receipt) while the coordinators' work
    /// runs, for the progress line; nil when it waits for nothing.
    func busyLabel(for scene: any SceneViewModel) -> String?

    /// What Ctrl-C says while the coordinators' work runs under `scene` (a payment sent, its
    /// receipt awaited): what may have gone out and how to look it up; nil when nothing is in doubt.
    func interruptNotice(for scene: any SceneViewModel) -> String?
}

extension SceneRenderer {
    func busyLabel(for scene: any SceneViewModel) -> String? { nil }

    func interruptNotice(for scene: any SceneViewModel) -> String? { nil }
}
