import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Crash reporting scene")
@MainActor
struct AskForCrashReportingPermissionsViewModelTests {
    private let storageError = OnboardingError.storage(.readFailed(path: "/tmp/p.json", code: 5))

    @Test("the answer buttons are disabled until the disclaimer is confirmed read")
    func gatedByDisclaimer() {
        let viewModel = AskForCrashReportingPermissionsViewModel(useCase: FakeOnboardingUseCase())
        #expect(!viewModel.state.areAnswerButtonsEnabled)
        viewModel.didCheckHasReadDisclaimer(true)
        #expect(viewModel.state.areAnswerButtonsEnabled)
        viewModel.didCheckHasReadDisclaimer(false)
        #expect(!viewModel.state.areAnswerButtonsEnabled)
    }

    @Test("answering before confirming the disclaimer is ignored")
    func answerIgnoredBeforeDisclaimer() {
        let useCase = FakeOnboardingUseCase()
        let viewModel = AskForCrashReportingPermissionsViewModel(useCase: useCase)
        var steps: [AskForCrashReportingPermissionsViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didTapAccept()
        #expect(steps.isEmpty)
        #expect(useCase.answeredCrashReportingQuestionCallCount == 0)
    }

    @Test("opting in remembers yes and moves on")
    func optIn() throws {
        let useCase = FakeOnboardingUseCase()
        let viewModel = AskForCrashReportingPermissionsViewModel(useCase: useCase)
        var steps: [AskForCrashReportingPermissionsViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didCheckHasReadDisclaimer(true)
        viewModel.didTapAccept()
        #expect(steps == [.answered])
        #expect(try useCase.hasAcceptedCrashReporting)
        #expect(viewModel.state.currentAnswer == true)
    }

    @Test("opting out remembers no and moves on")
    func optOut() throws {
        let useCase = FakeOnboardingUseCase()
        let viewModel = AskForCrashReportingPermissionsViewModel(useCase: useCase)
        var steps: [AskForCrashReportingPermissionsViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didCheckHasReadDisclaimer(true)
        viewModel.didTapDecline()
        #expect(steps == [.answered])
        #expect(try useCase.hasAnsweredCrashReportingQuestion)
        #expect(try !useCase.hasAcceptedCrashReporting)
    }

    @Test("the earlier answer is shown")
    func showsEarlierAnswer() {
        let viewModel = AskForCrashReportingPermissionsViewModel(
            useCase: FakeOnboardingUseCase(crashReportingAnswer: true))
        #expect(viewModel.state.currentAnswer == true)
    }

    @Test("an earlier answer that cannot be read is shown as an error")
    func readFailureShown() {
        let useCase = FakeOnboardingUseCase()
        useCase.error = storageError
        let viewModel = AskForCrashReportingPermissionsViewModel(useCase: useCase)
        #expect(viewModel.state.errorMessage?.contains("could not be read") == true)
        #expect(viewModel.state.currentAnswer == nil)
    }

    @Test("an answer that cannot be saved is shown, and the scene stays")
    func saveFailureShown() {
        let useCase = FakeOnboardingUseCase()
        let viewModel = AskForCrashReportingPermissionsViewModel(useCase: useCase)
        var steps: [AskForCrashReportingPermissionsViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didCheckHasReadDisclaimer(true)
        useCase.error = storageError
        viewModel.didTapDecline()
        #expect(steps.isEmpty)
        #expect(viewModel.state.errorMessage?.contains("could not be saved") == true)
    }

    @Test("from Settings the scene can be left without answering")
    func cancelFromSettings() {
        let useCase = FakeOnboardingUseCase()
        let viewModel = AskForCrashReportingPermissionsViewModel(allowsCancelling: true, useCase: useCase)
        var steps: [AskForCrashReportingPermissionsViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didTapCancel()
        #expect(viewModel.state.showsCancelButton)
        #expect(steps == [.cancel])
        #expect(useCase.answeredCrashReportingQuestionCallCount == 0)
    }

    @Test("during onboarding the question cannot be skipped")
    func noCancelDuringOnboarding() {
        let viewModel = AskForCrashReportingPermissionsViewModel(useCase: FakeOnboardingUseCase())
        var steps: [AskForCrashReportingPermissionsViewModel.Step] = []
        viewModel.navigator.onStep = { steps.append($0) }
        viewModel.didTapCancel()
        #expect(steps.isEmpty)
    }
}

// MARK: - State changes

extension AskForCrashReportingPermissionsViewModelTests {
    @Test("confirming the disclaimer reports one change, with the buttons enabled")
    func confirmingReportsOnce() {
        let viewModel = AskForCrashReportingPermissionsViewModel(useCase: FakeOnboardingUseCase())
        let changes = StateChanges(of: viewModel)

        viewModel.didCheckHasReadDisclaimer(true)

        #expect(changes.states.map(\.areAnswerButtonsEnabled) == [true])
    }

    @Test("confirming the disclaimer again reports nothing")
    func confirmingAgainReportsNothing() {
        let viewModel = AskForCrashReportingPermissionsViewModel(useCase: FakeOnboardingUseCase())
        viewModel.didCheckHasReadDisclaimer(true)
        let changes = StateChanges(of: viewModel)

        viewModel.didCheckHasReadDisclaimer(true)

        #expect(changes.count == 0)
    }
}
