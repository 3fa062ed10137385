public import ZilliqaKit

/// Shows a seed-phrase wallet's recovery phrase, numbered in order, because the person asked to
/// see it to back it up. When the phrase has a BIP-39 passphrase the scene says so
/// (``Texts/passphraseNotice``) and shows the passphrase itself only once asked
/// (``didTapRevealPassphrase()``).
///
/// The state never shows the words or the passphrase in `description` or `dump`; Done drops them
/// from the state before leaving.
///
/// ```swift
/// let viewModel = BackUpRevealedRecoveryPhraseViewModel(recoveryPhrase: phrase)
/// render(viewModel.state.words, viewModel.state.hasPassphrase)
/// viewModel.didTapRevealPassphrase()              // state.revealedPassphrase
/// viewModel.didTapDone()                          // Step .done
/// ```
@MainActor
public final class BackUpRevealedRecoveryPhraseViewModel: SceneViewModel {
    /// Where the scene goes next.
    public enum Step: Equatable, Sendable {
        /// Back to the backup hub.
        case done
    }

    /// What the scene shows.
    public struct State: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        /// The phrase's words, first word first; empty once the scene is done.
        public var words: [String]
        /// Whether the phrase has a BIP-39 passphrase, which is needed with the words.
        public var hasPassphrase: Bool
        /// The passphrase, once the person asked to see it; nil before, and once the scene is done.
        public var revealedPassphrase: String?

        /// The word count and whether there is a passphrase, never a word or the passphrase.
        public var description: String {
            "State(words: \(words.count) redacted, hasPassphrase: \(hasPassphrase), "
                + "passphrase: \(revealedPassphrase == nil ? "not shown" : "redacted"))"
        }
        /// The same as ``description``.
        public var debugDescription: String { description }
        /// What `dump` shows: the word count and whether there is a passphrase.
        public var customMirror: Mirror {
            Mirror(
                self,
                children: [
                    "wordCount": words.count, "hasPassphrase": hasPassphrase,
                    "isPassphraseShown": revealedPassphrase != nil,
                ], displayStyle: .struct)
        }
    }

    /// The texts of the scene, as Zhip words them.
    public struct Texts: Equatable, Sendable {
        /// The scene's heading.
        public let header = "Your recovery phrase"
        /// The warning above the words.
        public let body =
            "Anyone who sees these words can take your funds. Write them down on paper, in order,"
            + " and keep them offline: not in a photo, a file or a message."
        /// What the scene says when the phrase has a passphrase.
        public let passphraseNotice = BackUpRevealedRecoveryPhraseViewModel.passphraseNotice
        /// The button that shows the passphrase.
        public let revealPassphraseButtonTitle = "Show the passphrase"
        /// The label of the passphrase, once shown.
        public let passphraseLabel = "Passphrase"
        /// The button that drops the words and goes back.
        public let doneButtonTitle = "Done"
    }

    /// What the scene says of a phrase with a passphrase, for a front end that shows it elsewhere too.
    public nonisolated static let passphraseNotice = "This phrase has a passphrase; you need it too"

    /// The scene's title.
    public let title = "Backup recovery phrase"
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

    /// The passphrase, kept out of the state until the person asks for it.
    private var passphrase: String

    /// The scene showing `recoveryPhrase`'s words.
    public init(recoveryPhrase: RecoveryPhrase) {
        passphrase = recoveryPhrase.passphrase
        state = State(
            words: recoveryPhrase.mnemonic.revealedPhrase().split(separator: " ").map(String.init),
            hasPassphrase: !recoveryPhrase.passphrase.isEmpty)
    }

    /// The person asked to see the passphrase; nothing happens for a phrase without one, or once done.
    public func didTapRevealPassphrase() {
        guard state.hasPassphrase, !state.words.isEmpty else { return }
        state.revealedPassphrase = passphrase
    }

    /// The person has backed up the phrase: the words and the passphrase leave the state, then the scene.
    public func didTapDone() {
        passphrase = ""
        state = State(words: [], hasPassphrase: state.hasPassphrase)
        navigator.next(.done)
    }
}

extension BackUpRevealedRecoveryPhraseViewModel: CustomReflectable {
    /// Nothing of the phrase, so that `dump` of the scene shows no word or passphrase.
    public nonisolated var customMirror: Mirror {
        Mirror(self, children: ["title": "Recovery phrase"], displayStyle: .class)
    }
}
