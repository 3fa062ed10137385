import ZhipCore

@testable import ZhipCLI

extension ScriptedTerminal {
    /// One turn of `scene` on this terminal, as the interactive app takes it; the error the turn
    /// ended with, if any.
    @discardableResult
    func turn(with scene: any SceneViewModel) async -> InteractiveExit? {
        do {
            try await TerminalPresenter(ui: self).turn(with: scene)
            return nil
        } catch {
            return error
        }
    }
}
