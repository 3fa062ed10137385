import CommandLineKit

/// The interactive app's terminal on a ``Console``: text on standard output, prompts on standard
/// error (the console's prompt stream), hidden input through the console's echo-less read, which
/// restores echo on every path (after the line, at end of input, on SIGINT and SIGTERM).
///
/// ```swift
/// let ui = StandardTerminalUI(console: .standard(), isOutputTerminal: isatty(STDOUT_FILENO) == 1)
/// ```
@MainActor
final class StandardTerminalUI: TerminalUI {
    let usesColor: Bool
    let width: Int?
    private let console: Console
    private let isOutputTerminal: Bool
    private var progressShown = false

    var ownsProcess: Bool { console.ownsProcess }

    /// The terminal of `console`; colors only when `isOutputTerminal` and `NO_COLOR` is unset
    /// (in the console's environment). On an output that is no terminal, progress is written
    /// once per operation as a plain line instead of being rewritten in place. Paragraphs are
    /// wrapped to `width` columns when it is given.
    init(console: Console, isOutputTerminal: Bool, width: Int? = nil) {
        self.console = console
        self.width = width
        self.isOutputTerminal = isOutputTerminal
        usesColor = isOutputTerminal && console.environment["NO_COLOR"] == nil
    }

    func show(_ text: String) {
        endProgress()
        console.print(text)
    }

    func readLine(prompt: String) -> String? {
        endProgress()
        return console.readLine(prompt, true)
    }

    func readHidden(prompt: String) -> String? {
        endProgress()
        return console.readLine(prompt, false)
    }

    func showProgress(_ text: String) {
        if isOutputTerminal {
            // Carriage return, then erase the line: the new text replaces the old.
            console.standardOutput("\r\u{1B}[K" + text)
            progressShown = true
        } else if !progressShown {
            console.print(text)
            progressShown = true
        }
    }

    func clearScreen() {
        endProgress()
        guard isOutputTerminal else { return }
        console.standardOutput(Self.clearScreenSequence)
    }

    /// Cursor home, erase the screen, erase the scrollback (xterm's `ED 3`), so that the
    /// secret cannot be scrolled back to either.
    static let clearScreenSequence = "\u{1B}[H\u{1B}[2J\u{1B}[3J"

    func endProgress() {
        guard progressShown else { return }
        progressShown = false
        if isOutputTerminal { console.standardOutput("\r\u{1B}[K") }
    }
}
