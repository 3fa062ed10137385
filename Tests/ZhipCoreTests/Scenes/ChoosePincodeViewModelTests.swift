import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Choose pincode scene")
@MainActor
struct ChoosePincodeViewModelTests {
    private let useCase = FakePincodeUseCase()

    private func makeViewModel(allowsSkipping: Bool = true) -> (ChoosePincodeViewModel, Steps) {
        let viewModel = ChoosePincodeViewModel(allowsSkipping: allowsSkipping, pincodeUseCase: useCase)
        let steps = Steps()
        viewModel.navigator.onStep = { steps.all.append($0) }
        return (viewModel, steps)
    }

    final class Steps {
        var all: [ChoosePincodeViewModel.Step] = []
    }

    @Test("four digits and Done move on with that pincode, storing nothing yet")
    func choosesFourDigits() throws {
        let (viewModel, steps) = makeViewModel()
        viewModel.didEditPincode("0258")
        viewModel.didTapDone()
        #expect(try steps.all == [.chose(Pincode("0258"))])
        #expect(useCase.chooseCallCount == 0)
    }

    @Test("four digits enable Done and show as valid")
    func fourDigitsEnableDone() {
        let (viewModel, _) = makeViewModel()
        viewModel.didEditPincode("0258")
        #expect(viewModel.state.isDoneEnabled)
        #expect(viewModel.state.pincodeDisplay == .valid)
        #expect(viewModel.state.enteredDigitCount == 4)
    }

    @Test("fewer digits keep Done disabled and show no error while typing")
    func errorHeldWhileTyping() {
        let (viewModel, _) = makeViewModel()
        viewModel.didEditPincode("25")
        #expect(!viewModel.state.isDoneEnabled)
        #expect(viewModel.state.pincodeDisplay == .neutral)
    }

    @Test("leaving the field with fewer digits shows the error")
    func errorShownAfterEditing() {
        let (viewModel, _) = makeViewModel()
        viewModel.didEditPincode("25")
        viewModel.didEndEditingPincode()
        #expect(viewModel.state.pincodeDisplay == .invalid(PincodeValidator.notFourDigits))
    }

    @Test("Done with fewer digits does not move on and shows the error")
    func doneWithTooFewDigits() {
        let (viewModel, steps) = makeViewModel()
        viewModel.didEditPincode("258")
        viewModel.didTapDone()
        #expect(steps.all.isEmpty)
        #expect(viewModel.state.pincodeDisplay == .invalid(PincodeValidator.notFourDigits))
    }

    @Test("a fourth character that is not a digit shows the error at once")
    func fourthCharacterEndsEditing() {
        let (viewModel, _) = makeViewModel()
        viewModel.didEditPincode("258x")
        #expect(viewModel.state.pincodeDisplay == .invalid(PincodeValidator.notFourDigits))
    }

    @Test("every change is reported to onChange")
    func reportsChanges() {
        let (viewModel, _) = makeViewModel()
        var counts: [Int] = []
        viewModel.onChange = { counts.append($0.enteredDigitCount) }
        viewModel.didEditPincode("2")
        viewModel.didEditPincode("25")
        #expect(counts == [1, 2])
    }

    @Test("Skip, when allowed, records the choice with the use case and moves on")
    func skip() {
        let (viewModel, steps) = makeViewModel(allowsSkipping: true)
        viewModel.didTapSkip()
        #expect(useCase.didSkipSetup)
        #expect(steps.all == [.skip])
    }

    @Test("Skip is not offered, and does nothing, when skipping is not allowed")
    func skipNotAllowed() {
        let (viewModel, steps) = makeViewModel(allowsSkipping: false)
        viewModel.didTapSkip()
        #expect(!viewModel.state.canSkip)
        #expect(steps.all.isEmpty)
        #expect(useCase.skipSetupCallCount == 0)
    }

    @Test("a failure to record the skip is shown, and the scene stays")
    func skipFailureShown() {
        let (viewModel, steps) = makeViewModel()
        useCase.error = .storage(.writeFailed(path: "/tmp/preferences.json", operation: "rename", code: 28))
        viewModel.didTapSkip()
        #expect(steps.all.isEmpty)
        #expect(viewModel.state.errorMessage == useCase.error?.description)
    }

    @Test("cancel leaves the scene")
    func cancel() {
        let (viewModel, steps) = makeViewModel()
        viewModel.didTapCancel()
        #expect(steps.all == [.cancel])
    }
}

// MARK: - State changes

extension ChoosePincodeViewModelTests {
    @Test("typing a digit reports one change")
    func typingReportsOnce() {
        let (viewModel, _) = makeViewModel()
        let changes = StateChanges(of: viewModel)

        viewModel.didEditPincode("0")

        #expect(changes.states.map(\.enteredDigitCount) == [1])
    }

    @Test("the same digits again report nothing")
    func sameDigitsReportNothing() {
        let (viewModel, _) = makeViewModel()
        viewModel.didEditPincode("02")
        let changes = StateChanges(of: viewModel)

        viewModel.didEditPincode("02")

        #expect(changes.count == 0)
    }
}
