import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Terms of service scene")
@MainActor
struct TermsOfServiceViewModelTests {
    private let storageError = OnboardingError.storage(.writeFailed(path: "/tmp/p.json", operation: "fsync", code: 28))

    @Test("Accept is disabled until the terms were read to the end")
    func acceptDisabledUntilScrolled() {
        let viewModel = TermsOfServiceViewModel(mode: .acceptance, useCase: FakeOnboardingUseCase())
        #expect(viewModel.state.showsAcceptButton)
        #expect(!viewModel.state.isAcceptEnabled)
        viewModel.didScrollToBottom()
        #expect(viewModel.state.isAcceptEnabled)
    }

    @Test("tapping Accept before reading to the end does nothing")
    func acceptIgnoredBeforeScrolling() {
        let useCase = FakeOnboardingUseCase()
        let viewModel = TermsOfServiceViewModel(mode: .acceptance, useCase: useCase)
        var steps: [TermsOfServiceViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didTapAccept()
        #expect(steps.isEmpty)
        #expect(useCase.didAcceptTermsOfServiceCallCount == 0)
    }

    @Test("accepting remembers the acceptance and moves on")
    func acceptingMovesOn() throws {
        let useCase = FakeOnboardingUseCase()
        let viewModel = TermsOfServiceViewModel(mode: .acceptance, useCase: useCase)
        var steps: [TermsOfServiceViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didScrollToBottom()
        viewModel.didTapAccept()
        #expect(steps == [.accepted])
        #expect(try useCase.hasAcceptedTermsOfService)
    }

    @Test("an acceptance that cannot be saved is shown, and the scene stays")
    func saveFailureShown() {
        let useCase = FakeOnboardingUseCase()
        useCase.error = storageError
        let viewModel = TermsOfServiceViewModel(mode: .acceptance, useCase: useCase)
        var steps: [TermsOfServiceViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        var states: [TermsOfServiceViewModel.State] = []
        viewModel.onChange = { states.append($0) }
        viewModel.didScrollToBottom()
        viewModel.didTapAccept()
        #expect(steps.isEmpty)
        #expect(viewModel.state.errorMessage?.contains("could not be saved") == true)
        #expect(states.last?.errorMessage == viewModel.state.errorMessage)
    }

    @Test("read-only terms offer Close instead of Accept")
    func readOnlyDismisses() {
        let useCase = FakeOnboardingUseCase()
        let viewModel = TermsOfServiceViewModel(mode: .readOnly, useCase: useCase)
        var steps: [TermsOfServiceViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didScrollToBottom()
        viewModel.didTapAccept()
        viewModel.didTapDismiss()
        #expect(!viewModel.state.showsAcceptButton)
        #expect(viewModel.state.showsDismissButton)
        #expect(steps == [.dismiss])
        #expect(useCase.didAcceptTermsOfServiceCallCount == 0)
    }

    @Test("terms being accepted cannot be closed without an answer")
    func acceptanceHasNoDismiss() {
        let viewModel = TermsOfServiceViewModel(mode: .acceptance, useCase: FakeOnboardingUseCase())
        var steps: [TermsOfServiceViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didTapDismiss()
        #expect(steps.isEmpty)
        #expect(!viewModel.state.showsDismissButton)
    }

    @Test(
        "the default use case comes from the container",
        .container { $0.onboardingUseCase.register { FakeOnboardingUseCase() } })
    func usesContainer() throws {
        let viewModel = TermsOfServiceViewModel()
        viewModel.didScrollToBottom()
        viewModel.didTapAccept()
        #expect(try Container.shared.onboardingUseCase().hasAcceptedTermsOfService)
    }
}

// MARK: - State changes

extension TermsOfServiceViewModelTests {
    @Test("reading to the end reports one change, with Accept enabled")
    func scrollingReportsOnce() {
        let viewModel = TermsOfServiceViewModel(mode: .acceptance, useCase: FakeOnboardingUseCase())
        let changes = StateChanges(of: viewModel)

        viewModel.didScrollToBottom()

        #expect(changes.states.map(\.isAcceptEnabled) == [true])
    }

    @Test("reading to the end again reports nothing")
    func scrollingAgainReportsNothing() {
        let viewModel = TermsOfServiceViewModel(mode: .acceptance, useCase: FakeOnboardingUseCase())
        viewModel.didScrollToBottom()
        let changes = StateChanges(of: viewModel)

        viewModel.didScrollToBottom()

        #expect(changes.count == 0)
    }
}
