import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Confirm new pincode scene")
@MainActor
struct ConfirmNewPincodeViewModelTests {
    final class Steps {
        var all: [ConfirmNewPincodeViewModel.Step] = []
    }

    private let useCase = FakePincodeUseCase()
    private let chosen: Pincode
    private let viewModel: ConfirmNewPincodeViewModel
    private let steps = Steps()

    init() throws {
        chosen = try Pincode("0258")
        viewModel = ConfirmNewPincodeViewModel(expected: chosen, pincodeUseCase: useCase)
        viewModel.navigator.onStep = { [steps] in steps.all.append($0) }
    }

    @Test("the same digits, backed up, are stored and the flow moves on")
    func confirms() async {
        viewModel.didEditPincode("0258")
        viewModel.didChangePincodeIsBackedUp(true)
        await viewModel.didTapConfirm()
        #expect(useCase.pincode == chosen)
        #expect(steps.all == [.confirmed])
    }

    @Test("Done is enabled only when the digits match and the backup box is ticked")
    func confirmEnabled() {
        viewModel.didEditPincode("0258")
        #expect(!viewModel.state.isConfirmEnabled)
        viewModel.didChangePincodeIsBackedUp(true)
        #expect(viewModel.state.isConfirmEnabled)
    }

    @Test("other digits show \"PIN does not match\" as soon as the fourth is typed")
    func mismatchShown() {
        viewModel.didEditPincode("0259")
        #expect(viewModel.state.pincodeDisplay == .invalid(ValidationMessage("PIN does not match")))
        #expect(!viewModel.state.isConfirmEnabled)
    }

    @Test("a mismatch stays on the scene and stores nothing")
    func mismatchStays() async {
        viewModel.didEditPincode("0259")
        viewModel.didChangePincodeIsBackedUp(true)
        await viewModel.didTapConfirm()
        #expect(steps.all.isEmpty)
        #expect(useCase.chooseCallCount == 0)
    }

    @Test("no error while fewer than four digits are typed; leaving the field shows it")
    func displayRule() {
        viewModel.didEditPincode("25")
        #expect(viewModel.state.pincodeDisplay == .neutral)
        viewModel.didEndEditingPincode()
        #expect(viewModel.state.pincodeDisplay == .invalid(PincodeValidator.notFourDigits))
    }

    @Test("without the backup box ticked nothing is stored")
    func notBackedUp() async {
        viewModel.didEditPincode("0258")
        await viewModel.didTapConfirm()
        #expect(useCase.chooseCallCount == 0)
        #expect(steps.all.isEmpty)
    }

    @Test("a failure to store the pincode is shown, and the scene stays")
    func storeFailureShown() async {
        useCase.error = .hashingFailed
        viewModel.didEditPincode("0258")
        viewModel.didChangePincodeIsBackedUp(true)
        await viewModel.didTapConfirm()
        #expect(viewModel.state.errorMessage == PincodeError.hashingFailed.description)
        #expect(!viewModel.state.isSaving)
        #expect(steps.all.isEmpty)
    }

    @Test("while storing, the scene says so and Done is disabled")
    func savingState() async {
        var seen: [ConfirmNewPincodeViewModel.State] = []
        viewModel.didEditPincode("0258")
        viewModel.didChangePincodeIsBackedUp(true)
        viewModel.onChange = { seen.append($0) }
        await viewModel.didTapConfirm()
        #expect(seen.first?.isSaving == true)
        #expect(seen.first?.isConfirmEnabled == false)
        #expect(seen.last?.isSaving == false)
    }

    @Test("back returns to choosing, cancel leaves")
    func backAndCancel() {
        viewModel.didTapBack()
        viewModel.didTapCancel()
        #expect(steps.all == [.back, .cancel])
    }
}

// MARK: - State changes

extension ConfirmNewPincodeViewModelTests {
    @Test("ticking the backup box reports one change, with Done enabled")
    func tickingReportsOnce() {
        viewModel.didEditPincode("0258")
        let changes = StateChanges(of: viewModel)

        viewModel.didChangePincodeIsBackedUp(true)

        #expect(changes.states.map(\.isConfirmEnabled) == [true])
    }

    @Test("ticking the backup box again reports nothing")
    func tickingAgainReportsNothing() {
        viewModel.didChangePincodeIsBackedUp(true)
        let changes = StateChanges(of: viewModel)

        viewModel.didChangePincodeIsBackedUp(true)

        #expect(changes.count == 0)
    }
}
