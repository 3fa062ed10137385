import CommandLineKit
import Foundation

extension TerminalQRCode.Palette {
    /// The palette for this console: ``darkOnLight`` (ANSI colours) when standard output is a
    /// terminal, `NO_COLOR` is unset and `TERM` is not `dumb`; otherwise no colours,
    /// ``lightModulesDrawn`` for the usual light-on-dark terminal, or ``darkModulesDrawn``
    /// when `inverted` (a light-themed terminal, or text headed for a page).
    static func choose(for console: Console, inverted: Bool, stdoutIsTerminal: Bool = isatty(STDOUT_FILENO) == 1)
        -> Self
    {
        let environment = console.environment
        let colours = stdoutIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        if colours { return .darkOnLight }
        return inverted ? .darkModulesDrawn : .lightModulesDrawn
    }
}
