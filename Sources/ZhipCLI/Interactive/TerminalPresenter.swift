import ZhipCore

/// Shows ZhipCore's scenes in a terminal: keeps the scene stack the coordinators build
/// (``present(_:)`` replaces it, ``presentModally(_:)`` pushes, ``dismissModal()`` pops) and,
/// in ``run(waitingFor:)``, gives the scene on top one turn at a time to the renderer of its
/// family, which shows it and calls its inputs.
///
/// ```swift
/// let presenter = TerminalPresenter(ui: ui)
/// let app = AppCoordinator(presenter: presenter)
/// await app.start()
/// await presenter.run { await app.waitUntilIdle() }   // until Quit or Ctrl-D
/// ```
@MainActor
final class TerminalPresenter: ScenePresenter {
    /// The scene shown at the root.
    private(set) var root: (any SceneViewModel)?
    /// Scenes shown modally over the root, bottom first.
    private(set) var modals: [any SceneViewModel] = []

    private let ui: any TerminalUI
    private let renderers: [any SceneRenderer]
    /// The scene of the last turn: a scene seen again right after shows only what changed.
    private var lastScene: (any SceneViewModel)?

    /// A presenter writing to and reading from `ui`.
    init(ui: any TerminalUI) {
        self.ui = ui
        renderers = [
            OnboardingScenes(ui: ui), WalletScenes(ui: ui), RecoveryPhraseScenes(ui: ui), PincodeScenes(ui: ui),
            MainScenes(ui: ui), SendScenes(ui: ui), SendingAccountScenes(ui: ui), SettingsScenes(ui: ui),
            AccountScenes(ui: ui), TokenScenes(ui: ui), HistoryScenes(ui: ui), StakingScenes(ui: ui),
            SwapScenes(ui: ui),
            LedgerScenes(ui: ui), WatchedScenes(ui: ui),
        ]
    }

    /// The scene on top: the last modal, else the root.
    var current: (any SceneViewModel)? { modals.last ?? root }

    // MARK: - ScenePresenter

    func present(_ scene: any SceneViewModel) {
        modals.removeAll()
        root = scene
    }

    func presentModally(_ scene: any SceneViewModel) {
        modals.append(scene)
    }

    func dismissModal() {
        _ = modals.popLast()
    }

    // MARK: - Running

    /// Gives the top scene turns until the person quits or the input ends. Before each turn it
    /// awaits `idle` (the coordinators' work: a fetch, a sub-flow, the wait for a receipt),
    /// with a progress line when the top scene says what it waits for.
    func run(waitingFor idle: () async -> Void) async {
        while true {
            let notice = current.flatMap(interruptNotice(for:))
            await InterruptNotice.arming(ownsProcess: ui.ownsProcess && notice != nil) { arm in
                if let notice { arm(notice) }
                if let scene = current, let label = busyLabel(for: scene) {
                    await WaitingLine.showing(label, on: ui, idle)
                } else {
                    await idle()
                }
            }
            guard let scene = current else { return }
            do {
                try await turn(with: scene)
            } catch {
                if error == .endOfInput { ui.show("") }
                return
            }
        }
    }

    /// One turn with `scene`: its renderer shows it and takes the person's answers.
    /// - Throws: ``InteractiveExit`` when the input ends or the person quits.
    func turn(with scene: any SceneViewModel) async throws(InteractiveExit) {
        let firstVisit = lastScene !== scene
        lastScene = scene
        if firstVisit { ui.heading(scene.title) }
        for renderer in renderers {
            if try await renderer.interact(with: scene, firstVisit: firstVisit) { return }
        }
        // A scene no renderer knows: say so rather than loop on it.
        ui.showError("zhip-cli cannot show the scene '\(scene.title)' yet.")
        throw .quit
    }

    private func interruptNotice(for scene: any SceneViewModel) -> String? {
        for renderer in renderers {
            if let notice = renderer.interruptNotice(for: scene) { return notice }
        }
        return nil
    }

    private func busyLabel(for scene: any SceneViewModel) -> String? {
        for renderer in renderers {
            if let label = renderer.busyLabel(for: scene) { return label }
        }
        return nil
    }
}
