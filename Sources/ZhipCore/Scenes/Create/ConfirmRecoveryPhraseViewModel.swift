import Foundation
public import ZilliqaKit

/// Checks that the person wrote their new recovery phrase down: it asks for a few of its words by
/// position (1-based, chosen at random, shown in ascending order) and moves on only when every
/// one matches.
///
/// A word matches after NFKD normalisation, lowercasing and trimming the whitespace around it,
/// as ``ZilliqaKit/Mnemonic/init(phrase:)`` reads a phrase. A skipped or wrong word is refused
/// with ``State/errorMessage`` naming its position, never a word. The expected and typed words
/// are private: the state holds only which positions are asked and whether each is filled in,
/// and both are dropped on Confirm and Cancel.
///
/// ```swift
/// let viewModel = ConfirmRecoveryPhraseViewModel(mnemonic: phrase)      // 3 random positions
/// viewModel.state.prompts.map(\.position)                              // e.g. [2, 7, 11]
/// viewModel.didEditWord(atPrompt: 0, "hat")
/// viewModel.didTapConfirm()                                            // Step .confirmed, or an error
/// ```
@MainActor
public final class ConfirmRecoveryPhraseViewModel: SceneViewModel {
    /// Where the scene goes next.
    public enum Step: Equatable, Sendable {
        /// Every word asked for matches the phrase.
        case confirmed
        /// The person wants to see the phrase again.
        case showPhraseAgain
        /// The person left wallet creation.
        case cancel
    }

    /// One word asked for: its position in the phrase, never the word.
    public struct Prompt: Equatable, Sendable {
        /// The word's position in the phrase, from 1.
        public let position: Int
        /// Whether something other than whitespace is typed for it.
        public var isFilled = false
    }

    /// What the scene shows. Holds no word, typed or expected.
    public struct State: Equatable, Sendable {
        /// The words asked for, in ascending order of position.
        public var prompts: [Prompt]
        /// Why the words were refused, naming positions only; nil while none was refused.
        public var errorMessage: String?
    }

    /// The texts of the scene.
    public struct Texts: Equatable, Sendable {
        /// The scene's heading.
        public let header = "Check your recovery phrase"
        /// What the person is asked to do.
        public let body =
            "Type the words at these positions from what you wrote down, to check that your copy is complete."
        /// The button that checks the words.
        public let confirmButtonTitle = "Confirm"
        /// The button that goes back to the words.
        public let showPhraseAgainButtonTitle = "Show the recovery phrase again"
        /// The button that leaves wallet creation.
        public let cancelButtonTitle = "Cancel"

        /// The label of the field for the word at `position` (from 1).
        public func wordLabel(position: Int) -> String { "Word \(position)" }
    }

    /// How many words the scene asks for unless told otherwise.
    public static let defaultPositionCount = 3

    /// The scene's title.
    public let title = "Confirm recovery phrase"
    /// The texts of the scene.
    public let texts = Texts()
    /// Where the scene announces its step.
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    /// What the scene shows now.
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    /// The words at the prompts' positions, normalised; emptied once the scene is left.
    private var expectedWords: [String]
    /// What is typed for each prompt, normalised.
    private var typedWords: [String]

    /// The scene asking for `positionCount` (1 to the phrase's word count) of `mnemonic`'s words,
    /// at positions chosen with the system's random number generator.
    public convenience init(
        mnemonic: Mnemonic, positionCount: Int = ConfirmRecoveryPhraseViewModel.defaultPositionCount
    ) {
        var generator = SystemRandomNumberGenerator()
        self.init(
            mnemonic: mnemonic,
            positions: Self.randomPositions(
                count: positionCount, wordCount: mnemonic.length.rawValue, using: &generator))
    }

    /// The scene asking for `mnemonic`'s words at `positions` (from 1), shown in ascending order.
    /// - Precondition: `positions` is not empty, has no repeats, and each is within the phrase.
    public init(mnemonic: Mnemonic, positions: [Int]) {
        let words = mnemonic.revealedPhrase().split(separator: " ")
        let sorted = positions.sorted()
        precondition(!sorted.isEmpty, "a recovery phrase check needs at least one position")
        precondition(Set(sorted).count == sorted.count, "a recovery phrase check asks each position once")
        precondition(sorted.allSatisfy { words.indices.contains($0 - 1) }, "positions are within the phrase")
        expectedWords = sorted.map { Self.normalised(String(words[$0 - 1])) }
        typedWords = Array(repeating: "", count: sorted.count)
        state = State(prompts: sorted.map { Prompt(position: $0) })
    }

    /// `count` distinct positions (from 1) of a phrase of `wordCount` words, ascending, drawn
    /// with `generator`; `count` is kept within 1 and `wordCount`.
    public static func randomPositions(
        count: Int, wordCount: Int, using generator: inout some RandomNumberGenerator
    ) -> [Int] {
        let all = Array(1...max(wordCount, 1))
        let wanted = min(max(count, 1), all.count)
        return Array(all.shuffled(using: &generator).prefix(wanted)).sorted()
    }

    // MARK: - Inputs

    /// The person changed the word of the prompt at `index` (ignored when there is none);
    /// clears the error.
    public func didEditWord(atPrompt index: Int, _ text: String) {
        guard typedWords.indices.contains(index) else { return }
        typedWords[index] = Self.normalised(text)
        var next = state
        next.prompts[index].isFilled = !typedWords[index].isEmpty
        next.errorMessage = nil
        state = next
    }

    /// Checks the words: moves on when every one matches, else shows which positions are
    /// skipped or wrong, and stays.
    public func didTapConfirm() {
        // Nothing to check once the words are dropped: an empty check must never pass.
        guard !expectedWords.isEmpty else { return }
        var skipped: [Int] = []
        var wrong: [Int] = []
        for (index, prompt) in state.prompts.enumerated() {
            if typedWords[index].isEmpty {
                skipped.append(prompt.position)
            } else if typedWords[index] != expectedWords[index] {
                wrong.append(prompt.position)
            }
        }
        guard skipped.isEmpty, wrong.isEmpty else {
            state.errorMessage = Self.refusal(skipped: skipped, wrong: wrong)
            return
        }
        dropWords()
        navigator.next(.confirmed)
    }

    /// The person wants to see the phrase again.
    public func didTapShowPhraseAgain() {
        navigator.next(.showPhraseAgain)
    }

    /// The words are dropped, then the person leaves wallet creation.
    public func didTapCancel() {
        dropWords()
        navigator.next(.cancel)
    }

    // MARK: - Words

    /// Forgets the expected and typed words, and empties the prompts.
    private func dropWords() {
        for index in expectedWords.indices { expectedWords[index] = "" }
        for index in typedWords.indices { typedWords[index] = "" }
        expectedWords = []
        typedWords = []
        state = State(prompts: state.prompts.map { Prompt(position: $0.position) })
    }

    /// `text` as it is compared: NFKD-normalised, lowercased, without surrounding whitespace.
    private static func normalised(_ text: String) -> String {
        text.decomposedStringWithCompatibilityMapping.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Why the words are refused: the skipped positions, then the wrong ones; never a word.
    private static func refusal(skipped: [Int], wrong: [Int]) -> String {
        var sentences: [String] = []
        if !skipped.isEmpty {
            sentences.append("Type \(skipped.count == 1 ? "word" : "words") \(listed(skipped)) too.")
        }
        if wrong.count == 1 {
            sentences.append("Word \(listed(wrong)) is not the one in your recovery phrase: check what you wrote down.")
        } else if wrong.count > 1 {
            sentences.append(
                "Words \(listed(wrong)) are not the ones in your recovery phrase: check what you wrote down.")
        }
        return sentences.joined(separator: " ")
    }

    /// `positions` as a sentence lists them: "7", "3 and 7", "2, 5 and 9".
    private static func listed(_ positions: [Int]) -> String {
        let numbers = positions.map(String.init)
        guard let last = numbers.last, numbers.count > 1 else { return numbers.first ?? "" }
        return numbers.dropLast().joined(separator: ", ") + " and " + last
    }
}

extension ConfirmRecoveryPhraseViewModel: CustomReflectable {
    /// Only the state, so that `dump` of the scene shows no expected or typed word.
    public nonisolated var customMirror: Mirror {
        Mirror(self, children: ["title": "Confirm recovery phrase"], displayStyle: .class)
    }
}
