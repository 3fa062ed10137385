import CommandLineKit
import ZhipCore

/// The dialogs every scene is built from: a heading, paragraphs, a prompt, a hidden prompt, a
/// numbered menu, a yes/no question and a field's error under its prompt (a wait is shown with
/// ``WaitingLine``).
/// Each read ends the app's turn with ``InteractiveExit/endOfInput`` when the input ends.
extension TerminalUI {
    // MARK: - Output

    /// A scene's title, on a line of its own after a blank line.
    func heading(_ title: String) {
        show("")
        show(styled(title, .title))
    }

    /// A block of text, its lines wrapped at spaces to the terminal's ``TerminalUI/width``.
    func paragraph(_ text: String) {
        show(wrapped(text))
    }

    /// `message` in the error style, wrapped like a paragraph, when there is one.
    func showError(_ message: String?) {
        guard let message, !message.isEmpty else { return }
        show(
            wrapped(message).split(separator: "\n", omittingEmptySubsequences: false).map { styled(String($0), .error) }
                .joined(separator: "\n"))
    }

    /// `text` with each of its lines wrapped at spaces (``CommandLineKit/TextWrap``) to ``TerminalUI/width``;
    /// as it is when the width is not known.
    func wrapped(_ text: String) -> String {
        guard let width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { TextWrap.lines(String($0), width: width) }.joined(separator: "\n")
    }

    /// The error of a field as ZhipCore's display rule has it now; true when one was shown.
    @discardableResult
    func showFieldError(_ display: FieldDisplay) -> Bool {
        guard case .invalid(let message) = display else { return false }
        show(styled("  " + message.message, .error))
        return true
    }

    // MARK: - Input

    /// The line typed after `prompt` (given ": " when it does not end in a space), trimmed of
    /// surrounding spaces.
    func ask(_ prompt: String) throws(InteractiveExit) -> String {
        guard let line = readLine(prompt: Self.separated(prompt)) else { throw .endOfInput }
        return trimmed(line)
    }

    /// The line typed after `prompt` (given ": " when it does not end in a space) without echo,
    /// exactly as typed (a password may have spaces).
    func askHidden(_ prompt: String) throws(InteractiveExit) -> String {
        guard let line = readHidden(prompt: Self.separated(prompt)) else { throw .endOfInput }
        return line
    }

    /// `prompt`, followed by ": " unless it ends in a space already, so that what is typed
    /// never runs into it.
    static func separated(_ prompt: String) -> String {
        prompt.last?.isWhitespace == true ? prompt : prompt + ": "
    }

    /// Shows `options` numbered from 1 and returns the index of the one chosen; asks again
    /// until a listed number is typed. A single option is also chosen with just Enter.
    func choose(_ options: [String]) throws(InteractiveExit) -> Int {
        for (index, option) in options.enumerated() {
            show("  \(index + 1)) \(option)")
        }
        let range = options.count == 1 ? "1 or Enter" : "1-\(options.count)"
        while true {
            let answer = try ask("Choose (\(range)): ")
            if answer.isEmpty, options.count == 1 { return 0 }
            if let number = Int(answer), (1...options.count).contains(number) { return number - 1 }
            show(styled("Type a number from 1 to \(options.count).", .hint))
        }
    }

    /// Asks `question` until it is answered yes or no.
    func confirm(_ question: String) throws(InteractiveExit) -> Bool {
        while true {
            switch try ask(question + " [y/n]: ").lowercased() {
            case "y", "yes": return true
            case "n", "no": return false
            default: show(styled("Answer y or n.", .hint))
            }
        }
    }

    /// Asks `question` once, "[y/N]": only y or yes is yes; Enter, or anything else, is no.
    func confirmDefaultingToNo(_ question: String) throws(InteractiveExit) -> Bool {
        ["y", "yes"].contains(try ask(question + " [y/N]: ").lowercased())
    }

    /// Waits for Enter after showing what it does.
    func pressEnter(to action: String) throws(InteractiveExit) {
        _ = try ask("Press Enter to \(action). ")
    }
}

/// `line` without the spaces, tabs and line breaks at either end.
private func trimmed(_ line: String) -> String {
    var text = Substring(line)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
}
