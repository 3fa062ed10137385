import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Pincode flow")
@MainActor
struct PincodeCoordinatorTests {
    final class Outcomes {
        var all: [PincodeCoordinator.Outcome] = []
    }

    private let presenter = RecordingPresenter()
    private let useCase = FakePincodeUseCase()
    private let outcomes = Outcomes()

    private func start(allowsSkipping: Bool = true) async -> PincodeCoordinator {
        let coordinator = PincodeCoordinator(
            presenter: presenter, allowsSkipping: allowsSkipping, pincodeUseCase: useCase)
        coordinator.onFinish = { [outcomes] in outcomes.all.append($0) }
        await coordinator.start()
        return coordinator
    }

    private func choose(_ digits: String) throws -> ConfirmNewPincodeViewModel {
        let choose = try #require(presenter.current(as: ChoosePincodeViewModel.self))
        choose.didEditPincode(digits)
        choose.didTapDone()
        return try #require(presenter.current(as: ConfirmNewPincodeViewModel.self))
    }

    @Test("the flow starts by choosing a pincode")
    func startsWithChoose() async {
        let coordinator = await start()
        #expect(presenter.sceneNames == ["ChoosePincodeViewModel"])
        _ = coordinator
    }

    @Test("choosing, confirming and ticking the backup stores the pincode and finishes chosen")
    func chosen() async throws {
        let coordinator = await start()
        let confirm = try choose("0258")
        confirm.didEditPincode("0258")
        confirm.didChangePincodeIsBackedUp(true)
        await confirm.didTapConfirm()
        #expect(try useCase.pincode == Pincode("0258"))
        #expect(outcomes.all == [.chosen])
        _ = coordinator
    }

    @Test("a mismatch stays on the confirm scene showing \"PIN does not match\"")
    func mismatchStays() async throws {
        let coordinator = await start()
        let confirm = try choose("0258")
        confirm.didEditPincode("0111")
        confirm.didChangePincodeIsBackedUp(true)
        await confirm.didTapConfirm()
        #expect(presenter.current === confirm)
        #expect(confirm.state.pincodeDisplay == .invalid(PincodeConfirmationValidator.doesNotMatch))
        #expect(outcomes.all.isEmpty)
        _ = coordinator
    }

    @Test("back from confirming returns to choosing, and a new pincode can be chosen")
    func back() async throws {
        let coordinator = await start()
        try choose("0258").didTapBack()
        let confirm = try choose("0397")
        confirm.didEditPincode("0397")
        confirm.didChangePincodeIsBackedUp(true)
        await confirm.didTapConfirm()
        #expect(
            presenter.sceneNames == [
                "ChoosePincodeViewModel", "ConfirmNewPincodeViewModel", "ChoosePincodeViewModel",
                "ConfirmNewPincodeViewModel",
            ])
        #expect(try useCase.pincode == Pincode("0397"))
        _ = coordinator
    }

    @Test("skipping records it with the use case and finishes skipped")
    func skipped() async throws {
        let coordinator = await start(allowsSkipping: true)
        try #require(presenter.current(as: ChoosePincodeViewModel.self)).didTapSkip()
        #expect(useCase.didSkipSetup)
        #expect(outcomes.all == [.skipped])
        _ = coordinator
    }

    @Test("cancel while choosing finishes cancelled with nothing stored")
    func cancelWhileChoosing() async throws {
        let coordinator = await start()
        try #require(presenter.current(as: ChoosePincodeViewModel.self)).didTapCancel()
        #expect(outcomes.all == [.cancelled])
        #expect(useCase.pincode == nil)
        _ = coordinator
    }

    @Test("cancel while confirming finishes cancelled with nothing stored")
    func cancelWhileConfirming() async throws {
        let coordinator = await start()
        try choose("0258").didTapCancel()
        #expect(outcomes.all == [.cancelled])
        #expect(useCase.chooseCallCount == 0)
        _ = coordinator
    }

    @Test("by default the flow uses the container's pincode use case", .container)
    func usesContainer() async throws {
        let fake = FakePincodeUseCase()
        Container.shared.pincodeUseCase.register { fake }
        let coordinator = PincodeCoordinator(presenter: presenter, allowsSkipping: true)
        await coordinator.start()
        try #require(presenter.current(as: ChoosePincodeViewModel.self)).didTapSkip()
        #expect(fake.didSkipSetup)
    }
}
