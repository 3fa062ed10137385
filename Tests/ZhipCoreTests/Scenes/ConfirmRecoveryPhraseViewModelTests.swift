import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// zilliqa-js's fixture phrase.
private let knownPhrase = "cart hat drip lava jelly keep device journey bean mango rocket festival"
/// Its words as that text has them: the word at position p is `knownWords[p - 1]`.
private let knownWords = knownPhrase.split(separator: " ").map(String.init)
/// The positions the tests ask for.
private let askedPositions = [3, 7, 11]

/// The runs of letters in `text`, lowercased: what a reader would take for its words.
private func wordsOf(_ text: String) -> Set<String> {
    Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
}

@Suite("Confirm recovery phrase", .container)
@MainActor
struct ConfirmRecoveryPhraseViewModelTests {
    typealias Step = ConfirmRecoveryPhraseViewModel.Step

    /// A view model asking for the known phrase's words at `positions`, recording its steps.
    @MainActor
    final class Harness {
        let viewModel: ConfirmRecoveryPhraseViewModel
        var steps: [Step] = []

        init(positions: [Int] = askedPositions) throws {
            viewModel = ConfirmRecoveryPhraseViewModel(
                mnemonic: try Mnemonic(phrase: knownPhrase), positions: positions)
            viewModel.navigator.onStep = { [unowned self] in steps.append($0) }
        }

        /// Types each asked word as the phrase has it, unless `typed` gives another text for its position.
        func fillIn(_ typed: [Int: String] = [:]) {
            for (index, prompt) in viewModel.state.prompts.enumerated() {
                viewModel.didEditWord(atPrompt: index, typed[prompt.position] ?? knownWords[prompt.position - 1])
            }
        }
    }

    @Test("dump of the scene, words typed, holds neither an expected nor a typed word")
    func dumpIsRedacted() throws {
        let harness = try Harness()
        harness.fillIn()
        var text = ""

        dump(harness.viewModel, to: &text)

        #expect(!knownWords.contains { text.contains($0) })
    }

    // MARK: - Confirming

    @Test("every right word confirms the phrase")
    func rightWordsConfirm() throws {
        let harness = try Harness()
        harness.fillIn()

        harness.viewModel.didTapConfirm()

        #expect(harness.steps == [.confirmed])
        #expect(harness.viewModel.state.errorMessage == nil)
    }

    @Test("a wrong word is refused, naming its position but neither word")
    func wrongWordRefused() throws {
        let harness = try Harness()
        harness.fillIn([7: "bean"])

        harness.viewModel.didTapConfirm()

        let message = try #require(harness.viewModel.state.errorMessage)
        #expect(harness.steps.isEmpty)
        #expect(message == "Word 7 is not the one in your recovery phrase: check what you wrote down.")
        #expect(!message.contains("bean"))
        #expect(!message.contains(knownWords[6]))
    }

    @Test("several wrong words are refused, naming all their positions")
    func severalWrongWordsRefused() throws {
        let harness = try Harness()
        harness.fillIn([3: "hat", 11: "cart"])

        harness.viewModel.didTapConfirm()

        #expect(harness.steps.isEmpty)
        #expect(
            harness.viewModel.state.errorMessage
                == "Words 3 and 11 are not the ones in your recovery phrase: check what you wrote down.")
    }

    @Test("a skipped word is refused, naming its position")
    func skippedWordRefused() throws {
        let harness = try Harness()
        harness.fillIn([7: ""])

        harness.viewModel.didTapConfirm()

        #expect(harness.steps.isEmpty)
        #expect(harness.viewModel.state.errorMessage == "Type word 7 too.")
    }

    @Test("a word of only spaces counts as skipped")
    func spacesAreSkipped() throws {
        let harness = try Harness()
        harness.fillIn([3: "   "])

        harness.viewModel.didTapConfirm()

        #expect(harness.steps.isEmpty)
        #expect(harness.viewModel.state.errorMessage == "Type word 3 too.")
    }

    @Test("skipped and wrong words are named together")
    func skippedAndWrongNamedTogether() throws {
        let harness = try Harness()
        harness.fillIn([3: "", 7: "", 11: "hat"])

        harness.viewModel.didTapConfirm()

        #expect(
            harness.viewModel.state.errorMessage
                == "Type words 3 and 7 too."
                + " Word 11 is not the one in your recovery phrase: check what you wrote down.")
    }

    @Test("a word in capitals with spaces around it is accepted")
    func caseAndSpacesAccepted() throws {
        let harness = try Harness()
        harness.fillIn([3: "  DRIP \t", 7: "Device "])

        harness.viewModel.didTapConfirm()

        #expect(harness.steps == [.confirmed])
    }

    @Test("a word typed in full-width letters matches after NFKD normalisation")
    func compatibilityFormsAccepted() throws {
        let harness = try Harness()
        harness.fillIn([11: "ｒｏｃｋｅｔ"])

        harness.viewModel.didTapConfirm()

        #expect(harness.steps == [.confirmed])
    }

    @Test("once confirmed, the words are dropped and Confirm does nothing more")
    func confirmOnlyOnce() throws {
        let harness = try Harness()
        harness.fillIn()
        harness.viewModel.didTapConfirm()

        harness.viewModel.didTapConfirm()

        #expect(harness.steps == [.confirmed])
        #expect(harness.viewModel.state.prompts.allSatisfy { !$0.isFilled })
    }

    // MARK: - Editing

    @Test("editing a word clears the error")
    func editingClearsError() throws {
        let harness = try Harness()
        harness.fillIn([7: "hat"])
        harness.viewModel.didTapConfirm()

        harness.viewModel.didEditWord(atPrompt: 1, "hat")

        #expect(harness.viewModel.state.errorMessage == nil)
    }

    @Test("a prompt is filled once something other than spaces is typed for it")
    func filledTracksTheText() throws {
        let harness = try Harness()

        harness.viewModel.didEditWord(atPrompt: 0, "d")
        harness.viewModel.didEditWord(atPrompt: 1, "  ")

        #expect(harness.viewModel.state.prompts.map(\.isFilled) == [true, false, false])
    }

    @Test("a word for a prompt that does not exist is ignored")
    func outOfRangeIgnored() throws {
        let harness = try Harness()
        let changes = StateChanges(of: harness.viewModel)

        harness.viewModel.didEditWord(atPrompt: 3, "drip")
        harness.viewModel.didEditWord(atPrompt: -1, "drip")

        #expect(changes.count == 0)
    }

    // MARK: - Leaving

    @Test("asking to see the phrase again moves there")
    func showAgain() throws {
        let harness = try Harness()

        harness.viewModel.didTapShowPhraseAgain()

        #expect(harness.steps == [.showPhraseAgain])
    }

    @Test("cancelling leaves wallet creation, and the right words no longer confirm")
    func cancelLeaves() throws {
        let harness = try Harness()
        harness.viewModel.didTapCancel()

        harness.fillIn()
        harness.viewModel.didTapConfirm()

        #expect(harness.steps == [.cancel])
    }

    // MARK: - Positions

    @Test("given positions are asked in ascending order")
    func givenPositionsSorted() throws {
        let harness = try Harness(positions: [11, 3, 7])

        #expect(harness.viewModel.state.prompts.map(\.position) == [3, 7, 11])
        #expect(harness.viewModel.state.prompts.allSatisfy { !$0.isFilled })
    }

    @Test(
        "the random positions are distinct, ascending, within the phrase, and as many as asked",
        arguments: [MnemonicLength.twelve, .twentyFour])
    func randomPositionsAreValid(length: MnemonicLength) {
        for _ in 0..<50 {
            let viewModel = ConfirmRecoveryPhraseViewModel(mnemonic: Mnemonic.generate(length))

            let positions = viewModel.state.prompts.map(\.position)

            #expect(positions.count == ConfirmRecoveryPhraseViewModel.defaultPositionCount)
            #expect(positions == positions.sorted())
            #expect(Set(positions).count == positions.count)
            #expect(positions.allSatisfy { (1...length.rawValue).contains($0) })
        }
    }

    @Test("the scene asks for as many random words as it is told to")
    func positionCountIsUsed() {
        let viewModel = ConfirmRecoveryPhraseViewModel(mnemonic: Mnemonic.generate(.twelve), positionCount: 5)

        #expect(viewModel.state.prompts.count == 5)
    }

    @Test("over many draws, every position of a 12-word phrase is asked for at some point")
    func randomPositionsReachEveryWord() {
        var generator = SystemRandomNumberGenerator()
        var seen = Set<Int>()

        for _ in 0..<200 {
            seen.formUnion(
                ConfirmRecoveryPhraseViewModel.randomPositions(count: 3, wordCount: 12, using: &generator))
        }

        #expect(seen == Set(1...12))
    }

    @Test("a count beyond the phrase's words asks for each word once")
    func countIsKeptWithinThePhrase() {
        var generator = SystemRandomNumberGenerator()

        let positions = ConfirmRecoveryPhraseViewModel.randomPositions(count: 30, wordCount: 12, using: &generator)

        #expect(positions == Array(1...12))
    }

    @Test("a count below one still asks for one word")
    func countIsAtLeastOne() {
        var generator = SystemRandomNumberGenerator()

        let positions = ConfirmRecoveryPhraseViewModel.randomPositions(count: 0, wordCount: 12, using: &generator)

        #expect(positions.count == 1)
    }

    // MARK: - Secrets

    @Test("the state, even with words typed and an error shown, describes no word")
    func stateDescribesNoWord() throws {
        let harness = try Harness()
        harness.fillIn([7: "bean"])
        harness.viewModel.didTapConfirm()
        let state = harness.viewModel.state

        var dumped = ""
        dump(state, to: &dumped)

        for text in [String(describing: state), String(reflecting: state), dumped] {
            #expect(wordsOf(text).isDisjoint(with: knownWords))
        }
    }
}

// MARK: - State changes

extension ConfirmRecoveryPhraseViewModelTests {
    @Test("typing a first letter reports one change")
    func typingReportsOnce() throws {
        let harness = try Harness()
        let changes = StateChanges(of: harness.viewModel)

        harness.viewModel.didEditWord(atPrompt: 0, "d")
        harness.viewModel.didEditWord(atPrompt: 0, "dr")

        #expect(changes.states.map { $0.prompts[0].isFilled } == [true])
    }
}
