public import ZilliqaKit

/// Shows a new wallet's recovery phrase, numbered in order, for the person to write down on
/// paper; Continue is enabled once they tick "I have written down these 12 words in order, on
/// paper, offline".
///
/// The state never shows the words in `description` or `dump`, and both ways out drop them from
/// the state before leaving: to show them again the coordinator makes a new scene from the
/// phrase it holds.
///
/// ```swift
/// let viewModel = ShowRecoveryPhraseViewModel(mnemonic: Mnemonic.generate(.twelve))
/// render(viewModel.state.words)
/// viewModel.didToggleHasWrittenDown(true)
/// viewModel.didTapContinue()                     // Step .wroteDown
/// ```
@MainActor
public final class ShowRecoveryPhraseViewModel: SceneViewModel {
    /// Where the scene goes next.
    public enum Step: Equatable, Sendable {
        /// The person wrote the phrase down; the coordinator, which holds it, asks for some words.
        case wroteDown
        /// The person left wallet creation.
        case cancel
    }

    /// What the scene shows.
    public struct State: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        /// The phrase's words, first word first; empty once the scene is left.
        public var words: [String]
        /// Whether "I have written down these words in order, on paper, offline" is ticked.
        public var hasWrittenDown = false

        /// Whether Continue can be tapped: once the box is ticked.
        public var isContinueEnabled: Bool { hasWrittenDown && !words.isEmpty }

        /// The word count and the box, never a word.
        public var description: String { "State(words: \(words.count) redacted, hasWrittenDown: \(hasWrittenDown))" }
        /// The same as ``description``.
        public var debugDescription: String { description }
        /// What `dump` shows: the word count and the box, never a word.
        public var customMirror: Mirror {
            Mirror(self, children: ["wordCount": words.count, "hasWrittenDown": hasWrittenDown], displayStyle: .struct)
        }
    }

    /// The texts of the scene.
    public struct Texts: Equatable, Sendable {
        /// The scene's heading.
        public let header = "Your recovery phrase"
        /// The warning above the words.
        public let body =
            "Anyone who sees these words can take your funds. Write them down on paper, in order,"
            + " and keep them offline: not in a photo, a file or a message."
            + " Once your wallet is made, Zhip cannot show them again or recover them for you."
        /// The box the person ticks once the words are on paper, naming how many there are.
        public let hasWrittenDownCheckbox: String
        /// The button that goes on to checking some of the words.
        public let continueButtonTitle = "Continue"
        /// The button that leaves wallet creation.
        public let cancelButtonTitle = "Cancel"

        /// The texts for a phrase of `wordCount` words.
        init(wordCount: Int) {
            hasWrittenDownCheckbox = "I have written down these \(wordCount) words in order, on paper, offline"
        }
    }

    /// The scene's title.
    public let title = "Recovery phrase"
    /// The texts of the scene, for the phrase's word count.
    public let texts: Texts
    /// Where the scene announces its step.
    public let navigator = Navigator<Step>()
    /// Called with the new state after each change.
    public var onChange: ((State) -> Void)?
    /// What the scene shows now.
    public private(set) var state: State {
        didSet { if state != oldValue { onChange?(state) } }
    }

    /// The scene showing `mnemonic`'s words.
    public init(mnemonic: Mnemonic) {
        let words = mnemonic.revealedPhrase().split(separator: " ").map(String.init)
        texts = Texts(wordCount: words.count)
        state = State(words: words)
    }

    // MARK: - Inputs

    /// The person ticked or unticked "I have written down these words in order, on paper, offline".
    public func didToggleHasWrittenDown(_ isChecked: Bool) {
        state.hasWrittenDown = isChecked
    }

    /// The words leave the state, then the scene; does nothing unless Continue is enabled.
    public func didTapContinue() {
        guard state.isContinueEnabled else { return }
        state = State(words: [])
        navigator.next(.wroteDown)
    }

    /// The words leave the state, then the person leaves wallet creation.
    public func didTapCancel() {
        state = State(words: [])
        navigator.next(.cancel)
    }
}
