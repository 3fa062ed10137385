import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// zilliqa-js's fixture phrase, with its words as that text has them.
private let knownPhrase = "cart hat drip lava jelly keep device journey bean mango rocket festival"

@Suite("Show recovery phrase", .container)
@MainActor
struct ShowRecoveryPhraseViewModelTests {
    typealias Step = ShowRecoveryPhraseViewModel.Step

    /// A view model showing the known phrase, recording its steps.
    @MainActor
    final class Harness {
        let viewModel: ShowRecoveryPhraseViewModel
        var steps: [Step] = []

        init() throws {
            viewModel = ShowRecoveryPhraseViewModel(mnemonic: try Mnemonic(phrase: knownPhrase))
            viewModel.navigator.onStep = { [unowned self] in steps.append($0) }
        }
    }

    @Test("the scene lists the phrase's 12 words in order")
    func listsTheWordsInOrder() throws {
        let harness = try Harness()

        let words = harness.viewModel.state.words

        #expect(words == knownPhrase.split(separator: " ").map(String.init))
    }

    @Test("a 24-word phrase is listed whole, in order")
    func listsTwentyFourWords() throws {
        let phrase = Array(repeating: "abandon", count: 23).joined(separator: " ") + " art"
        let viewModel = ShowRecoveryPhraseViewModel(mnemonic: try Mnemonic(phrase: phrase))

        let words = viewModel.state.words

        #expect(words == phrase.split(separator: " ").map(String.init))
    }

    @Test("Continue is disabled until the box is ticked")
    func continueDisabledUntilTicked() throws {
        let harness = try Harness()

        let before = harness.viewModel.state.isContinueEnabled
        harness.viewModel.didToggleHasWrittenDown(true)

        #expect(!before)
        #expect(harness.viewModel.state.isContinueEnabled)
    }

    @Test("unticking the box disables Continue again")
    func untickingDisables() throws {
        let harness = try Harness()
        harness.viewModel.didToggleHasWrittenDown(true)

        harness.viewModel.didToggleHasWrittenDown(false)

        #expect(!harness.viewModel.state.isContinueEnabled)
    }

    @Test("Continue does nothing while the box is not ticked")
    func continueIgnoredWhenUnticked() throws {
        let harness = try Harness()

        harness.viewModel.didTapContinue()

        #expect(harness.steps.isEmpty)
        #expect(harness.viewModel.state.words.count == 12)
    }

    @Test("Continue moves on once the box is ticked, dropping the words from the state")
    func continueMovesOnWhenTicked() throws {
        let harness = try Harness()
        harness.viewModel.didToggleHasWrittenDown(true)

        harness.viewModel.didTapContinue()

        #expect(harness.steps == [.wroteDown])
        #expect(harness.viewModel.state.words.isEmpty)
    }

    @Test("cancelling leaves wallet creation, dropping the words from the state")
    func cancelLeaves() throws {
        let harness = try Harness()

        harness.viewModel.didTapCancel()

        #expect(harness.steps == [.cancel])
        #expect(harness.viewModel.state.words.isEmpty)
    }

    @Test("the state's description, debug description and dump hold none of the words")
    func stateIsRedacted() throws {
        let harness = try Harness()
        harness.viewModel.didToggleHasWrittenDown(true)
        let state = harness.viewModel.state

        var dumped = ""
        dump(state, to: &dumped)
        let shown = [String(describing: state), String(reflecting: state), dumped]

        #expect(String(describing: state) == "State(words: 12 redacted, hasWrittenDown: true)")
        for text in shown {
            let shownWords = Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
            #expect(shownWords.isDisjoint(with: knownPhrase.split(separator: " ").map(String.init)))
        }
    }

    @Test("the box names the phrase's word count, and the warning says who can take the funds")
    func wording() throws {
        let harness = try Harness()

        #expect(harness.viewModel.texts.hasWrittenDownCheckbox.contains("these 12 words in order"))
        #expect(harness.viewModel.texts.body.hasPrefix("Anyone who sees these words can take your funds."))
    }
}

// MARK: - State changes

extension ShowRecoveryPhraseViewModelTests {
    @Test("ticking the box reports one change")
    func tickingReportsOnce() throws {
        let harness = try Harness()
        let changes = StateChanges(of: harness.viewModel)

        harness.viewModel.didToggleHasWrittenDown(true)

        #expect(changes.states.map(\.hasWrittenDown) == [true])
    }

    @Test("unticking a box that is not ticked reports nothing")
    func untickingUntickedReportsNothing() throws {
        let harness = try Harness()
        let changes = StateChanges(of: harness.viewModel)

        harness.viewModel.didToggleHasWrittenDown(false)

        #expect(changes.count == 0)
    }
}
