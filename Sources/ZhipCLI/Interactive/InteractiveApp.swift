import ZhipCore

/// Zhip's whole app in a terminal: ZhipCore's ``AppCoordinator`` shown on a
/// ``TerminalPresenter``, one scene at a time, until the person chooses Quit or ends the input
/// (Ctrl-D).
///
/// ```swift
/// await InteractiveApp.run(ui: StandardTerminalUI(console: console, isOutputTerminal: true))
/// ```
@MainActor
enum InteractiveApp {
    /// Runs the app on `ui`; returns when the person quits or the input ends. The wallet, the
    /// settings and the network are those of `Container.shared`.
    static func run(ui: any TerminalUI) async {
        let presenter = TerminalPresenter(ui: ui)
        let app = AppCoordinator(presenter: presenter)
        await app.start()
        await presenter.run { await app.waitUntilIdle() }
        ui.show("Goodbye.")
    }
}
