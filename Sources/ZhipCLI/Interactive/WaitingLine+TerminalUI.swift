import ZhipCore
import ZilliqaKit

extension WaitingLine {
    /// Runs `body` with the interactive app's progress line, "`what`… 3s", shown at once and
    /// counting the seconds on `clock` until it ends; the line is cleared afterwards.
    ///
    /// ```swift
    /// await WaitingLine.showing("Checking the PIN", on: ui) { await unlock.didEditPincode(digits) }
    /// ```
    @MainActor
    static func showing<T>(
        _ what: String, on ui: any TerminalUI, clock: any MonotonicClock = Container.shared.clock(),
        _ body: () async -> T
    ) async -> T {
        await showing(what, on: ProgressLine(ui: ui), after: .zero, clock: clock, body)
    }
}

/// The interactive app's progress line as a ``WaitingSurface``.
private struct ProgressLine: WaitingSurface {
    let ui: any TerminalUI

    func draw(_ text: String) async {
        await ui.showProgress(text)
    }

    func clear() async {
        await ui.endProgress()
    }
}
