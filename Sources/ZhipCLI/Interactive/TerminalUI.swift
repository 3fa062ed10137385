/// The terminal as the interactive app sees it: lines out, lines in (with or without echo), and
/// one progress line that is rewritten in place. ``StandardTerminalUI`` is the real terminal;
/// tests answer from a script and record what was shown.
///
/// ```swift
/// let ui: any TerminalUI = StandardTerminalUI(console: .standard(), isOutputTerminal: true)
/// ui.show(ui.styled("Welcome", .title))
/// let name = ui.readLine(prompt: "Recipient: ")      // nil at end of input (Ctrl-D)
/// let secret = ui.readHidden(prompt: "Password: ")   // typed without echo
/// ```
@MainActor
protocol TerminalUI: AnyObject, Sendable {
    /// True when text may carry colors: the output is a terminal and `NO_COLOR` is not set.
    var usesColor: Bool { get }

    /// True when the terminal is the process's own (not a test's): a Ctrl-C once a payment may have
    /// gone out then says what to look up instead of ending silently.
    var ownsProcess: Bool { get }

    /// The terminal's width in columns, which paragraphs are wrapped to at spaces; nil when it
    /// is not known (the output is no terminal), and text is shown as it is.
    var width: Int? { get }

    /// Writes `text` and a line break.
    func show(_ text: String)

    /// Shows `prompt`, then reads one line without its line ending; nil at end of input.
    func readLine(prompt: String) -> String?

    /// Shows `prompt`, then reads one line without echoing what is typed (on a terminal: echo
    /// is off until the line is read, and restored on every path, Ctrl-C included); nil at end
    /// of input.
    func readHidden(prompt: String) -> String?

    /// Shows `text` on the progress line, replacing what was there.
    func showProgress(_ text: String)

    /// Clears the progress line.
    func endProgress()

    /// Erases the whole screen and its scrollback, so that a secret shown on it (a private key)
    /// is gone; on an output that is no terminal there is no screen, and nothing is written.
    func clearScreen()
}

/// How the app leaves its loop early: the person pressed Ctrl-D at a prompt, or chose Quit.
enum InteractiveExit: Error, Equatable {
    /// The input ended (Ctrl-D).
    case endOfInput
    /// The person chose Quit.
    case quit
}

/// The few looks a line can have; plain text when the terminal takes no colors.
enum TextStyle {
    /// A scene's title: bold.
    case title
    /// A field error or a failure: red.
    case error
    /// Something that went well: green.
    case success
    /// A warning to read carefully (a private key on screen, a destructive choice): yellow.
    case warning
    /// Help around a prompt: dim.
    case hint

    /// The ANSI SGR code of the style.
    var code: String {
        switch self {
        case .title: "1"
        case .error: "31"
        case .success: "32"
        case .warning: "33"
        case .hint: "2"
        }
    }
}

extension TerminalUI {
    /// `text` in `style` when colors are on, else as it is.
    func styled(_ text: String, _ style: TextStyle) -> String {
        usesColor ? "\u{1B}[\(style.code)m\(text)\u{1B}[0m" : text
    }
}
