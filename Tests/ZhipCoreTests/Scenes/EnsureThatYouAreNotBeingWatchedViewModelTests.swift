import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Ensure that you are not being watched")
@MainActor
struct EnsureThatYouAreNotBeingWatchedViewModelTests {
    @Test("acknowledging the warning moves on")
    func understoodMovesOn() {
        let viewModel = EnsureThatYouAreNotBeingWatchedViewModel()
        var steps: [EnsureThatYouAreNotBeingWatchedViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }

        viewModel.didTapUnderstand()

        #expect(steps == [.understood])
    }

    @Test("cancelling leaves wallet creation")
    func cancelLeaves() {
        let viewModel = EnsureThatYouAreNotBeingWatchedViewModel()
        var steps: [EnsureThatYouAreNotBeingWatchedViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }

        viewModel.didTapCancel()

        #expect(steps == [.cancel])
    }

    @Test("the warning tells the person to avoid being seen or recorded, in Zhip's words")
    func warningWording() {
        let viewModel = EnsureThatYouAreNotBeingWatchedViewModel()

        #expect(viewModel.title == "Security")
        #expect(viewModel.state.message.hasPrefix("Make sure that you are in a private space"))
        #expect(viewModel.state.understandButtonTitle == "I understand")
    }
}

// MARK: - State changes

extension EnsureThatYouAreNotBeingWatchedViewModelTests {
    @Test("acknowledging the warning reports no change")
    func understoodReportsNothing() {
        let viewModel = EnsureThatYouAreNotBeingWatchedViewModel()
        let changes = StateChanges(of: viewModel)

        viewModel.didTapUnderstand()

        #expect(changes.count == 0)
    }
}
