import ZhipCore

/// The scenes of a new recovery phrase: its words, numbered for the person to write down (the
/// screen is cleared as the scene is left), then a few of them asked back, typed without echo.
struct RecoveryPhraseScenes: SceneRenderer {
    /// The widest word of the BIP-39 English list has 8 letters.
    static let wordWidth = 8
    /// The most words shown on one line.
    static let maximumColumns = 4

    let ui: any TerminalUI

    func interact(with scene: any SceneViewModel, firstVisit: Bool) async throws(InteractiveExit) -> Bool {
        switch scene {
        case let show as ShowRecoveryPhraseViewModel:
            try render(with: show, firstVisit: firstVisit)
        case let confirm as ConfirmRecoveryPhraseViewModel:
            try render(with: confirm, firstVisit: firstVisit)
        default:
            return false
        }
        return true
    }

    // MARK: - Show

    /// Shows the words and the warning on every turn (the screen was cleared after the last one),
    /// then asks whether they are written down.
    private func render(with show: ShowRecoveryPhraseViewModel, firstVisit: Bool) throws(InteractiveExit) {
        // The presenter shows the title on a first visit only; the last turn cleared it away.
        if !firstVisit { ui.heading(show.title) }
        ui.paragraph(show.texts.header)
        ui.paragraph(ui.styled(show.texts.body, .warning))
        ui.show("")
        for line in Self.numberedLines(show.state.words, columns: columns) {
            ui.show(ui.styled(line, .warning))
        }
        ui.show("")
        // Clear the screen on every path out, Ctrl-D included: the words must not stay on it.
        defer { ui.clearScreen() }
        show.didToggleHasWrittenDown(try ui.confirm(show.texts.hasWrittenDownCheckbox + "."))
        if show.state.isContinueEnabled {
            show.didTapContinue()
            return
        }
        switch try ui.choose(["Show the words again", show.texts.cancelButtonTitle]) {
        case 0: return
        default: show.didTapCancel()
        }
    }

    /// How many words fit on one line of the terminal, up to ``maximumColumns``.
    private var columns: Int {
        guard let width = ui.width else { return Self.maximumColumns }
        let cell = Self.cell(number: 1, word: "").count
        return max(1, min(Self.maximumColumns, (width + Self.columnGap.count) / (cell + Self.columnGap.count)))
    }

    /// The space between two words on a line.
    private static let columnGap = "   "

    /// `words` numbered from 1, `columns` to a line, in reading order: " 1. cart       2. hat …".
    static func numberedLines(_ words: [String], columns: Int) -> [String] {
        let cells = words.enumerated().map { cell(number: $0.offset + 1, word: $0.element) }
        return stride(from: 0, to: cells.count, by: max(columns, 1)).map { start in
            var line = cells[start..<min(start + max(columns, 1), cells.count)].joined(separator: columnGap)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// One numbered word, padded to the same width as every other: "12. festival".
    private static func cell(number: Int, word: String) -> String {
        let label = number < 10 ? " \(number). " : "\(number). "
        return label + word + String(repeating: " ", count: max(0, wordWidth - word.count))
    }

    // MARK: - Confirm

    /// Asks each word in turn without echo, then checks them; an empty first answer offers to
    /// see the phrase again or to cancel. A refusal is shown on the next turn.
    private func render(with confirm: ConfirmRecoveryPhraseViewModel, firstVisit: Bool) throws(InteractiveExit) {
        if firstVisit {
            ui.paragraph(confirm.texts.header)
            ui.paragraph(confirm.texts.body)
        }
        ui.showError(confirm.state.errorMessage)
        for (index, prompt) in confirm.state.prompts.enumerated() {
            let label = confirm.texts.wordLabel(position: prompt.position)
            let answer = try ui.askHidden(label + (index == 0 ? " (empty for other choices)" : "") + ": ")
            if index == 0, answer.allSatisfy(\.isWhitespace) {
                switch try ui.choose(
                    ["Type the words", confirm.texts.showPhraseAgainButtonTitle, confirm.texts.cancelButtonTitle])
                {
                case 0: return
                case 1: confirm.didTapShowPhraseAgain()
                default: confirm.didTapCancel()
                }
                return
            }
            confirm.didEditWord(atPrompt: index, answer)
        }
        confirm.didTapConfirm()
    }
}
