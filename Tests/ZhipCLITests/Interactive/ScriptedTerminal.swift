import ZhipCore

@testable import ZhipCLI

/// A ``TerminalUI`` answering from a script: each read takes the next answer (nil, i.e. Ctrl-D,
/// once they are used up), and everything shown, prompts included, is recorded.
@MainActor
final class ScriptedTerminal: TerminalUI {
    let usesColor = false
    /// A test's terminal is never the process's own: Ctrl-C is left alone.
    let ownsProcess = false
    /// The width paragraphs are wrapped to; nil: as they are.
    var width: Int?
    private var answers: [String]
    /// Every line shown and every prompt, in order.
    private(set) var lines: [String] = []
    /// Each prompt read, and whether it was read without echo.
    private(set) var reads: [(prompt: String, hidden: Bool)] = []
    /// Every text put on the progress line.
    private(set) var progress: [String] = []
    /// How many times the progress line was cleared.
    private(set) var progressClears = 0

    init(_ answers: [String]) {
        self.answers = answers
    }

    /// Everything shown, one line each.
    var output: String { lines.joined(separator: "\n") }

    /// How many answers were not asked for.
    var unusedAnswers: Int { answers.count }

    func show(_ text: String) { lines.append(text) }
    func readLine(prompt: String) -> String? { read(prompt, hidden: false) }
    func readHidden(prompt: String) -> String? { read(prompt, hidden: true) }
    func showProgress(_ text: String) { progress.append(text) }
    func endProgress() { progressClears += 1 }
    /// Recorded as ``clearedScreen`` in ``lines``: what was shown before it is gone.
    func clearScreen() { lines.append(Self.clearedScreen) }

    /// The line ``clearScreen()`` records.
    static let clearedScreen = "<the screen was cleared>"

    /// An answer that stands for the word a "Word N" prompt asks for, read off what the screen
    /// showed as "N. word", as a person copies it from where they wrote it down.
    static let wordAsked = "<the word asked>"

    private func read(_ prompt: String, hidden: Bool) -> String? {
        lines.append(prompt)
        reads.append((prompt, hidden))
        guard !answers.isEmpty else { return nil }
        let answer = answers.removeFirst()
        return answer == Self.wordAsked ? wordShown(askedBy: prompt) : answer
    }

    /// Word N as shown, N from a prompt "Word N…"; "" when it was never shown.
    private func wordShown(askedBy prompt: String) -> String {
        guard let number = prompt.split(separator: " ").dropFirst().first.flatMap({ Int($0.prefix(while: \.isNumber)) })
        else { return "" }
        let tokens = lines.flatMap { $0.split(separator: " ") }
        guard let at = tokens.firstIndex(of: "\(number)."), tokens.indices.contains(at + 1) else { return "" }
        return String(tokens[at + 1])
    }
}
