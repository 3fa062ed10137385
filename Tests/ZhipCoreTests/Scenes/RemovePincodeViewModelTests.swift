import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Remove pincode scene")
@MainActor
struct RemovePincodeViewModelTests {
    final class Steps {
        var all: [RemovePincodeViewModel.Step] = []
    }

    private let start = Date(timeIntervalSince1970: 1_700_000_000)
    private let useCase: FakePincodeUseCase
    private let viewModel: RemovePincodeViewModel
    private let steps = Steps()

    init() throws {
        useCase = FakePincodeUseCase(pincode: try Pincode("0258"))
        viewModel = RemovePincodeViewModel(
            pincodeUseCase: useCase, dateProvider: FixedDateProvider(start),
            timeZone: TimeZone(identifier: "UTC") ?? .gmt)
        viewModel.navigator.onStep = { [steps] in steps.all.append($0) }
    }

    @Test("the right pincode removes it")
    func removes() async {
        await viewModel.didEditPincode("0258")
        #expect(useCase.pincode == nil)
        #expect(steps.all == [.removed])
    }

    @Test("a wrong pincode removes nothing and says so")
    func wrongPincode() async {
        await viewModel.didEditPincode("0111")
        #expect(useCase.deletePincodeCallCount == 0)
        #expect(viewModel.state.errorMessage == "Incorrect PIN, 2 attempts left before a pause.")
        #expect(steps.all.isEmpty)
    }

    @Test("a running lockout is respected: nothing is checked or removed")
    func lockoutRespected() async {
        useCase.lockout = start.addingTimeInterval(30)
        let locked = RemovePincodeViewModel(pincodeUseCase: useCase, dateProvider: FixedDateProvider(start))
        await locked.didEditPincode("0258")
        #expect(useCase.unlockCallCount == 0)
        #expect(useCase.deletePincodeCallCount == 0)
        #expect(!locked.state.isInputEnabled)
    }

    @Test("the lockout's time left follows the clock")
    func tick() {
        let dates = FixedDateProvider(start)
        useCase.lockout = start.addingTimeInterval(30)
        let locked = RemovePincodeViewModel(pincodeUseCase: useCase, dateProvider: dates)
        dates.advance(by: 30)
        locked.didTick()
        #expect(locked.state.isInputEnabled)
    }

    @Test("a failure to remove the pincode is shown, and the scene stays")
    func removeFailureShown() async throws {
        let failing = FailingDeletePincodeUseCase(pincode: try Pincode("0258"))
        let scene = RemovePincodeViewModel(pincodeUseCase: failing, dateProvider: FixedDateProvider(start))
        var removed = false
        scene.navigator.onStep = { _ in removed = true }
        await scene.didEditPincode("0258")
        #expect(scene.state.errorMessage == FailingDeletePincodeUseCase.failure.description)
        #expect(!removed)
    }

    @Test("cancel leaves the pincode in place")
    func cancel() {
        viewModel.didTapCancel()
        #expect(steps.all == [.cancel])
        #expect(useCase.deletePincodeCallCount == 0)
    }
}

/// Unlocks with the fake, then fails to delete, as a read-only store would.
private final class FailingDeletePincodeUseCase: PincodeUseCase {
    static let failure = PincodeError.storage(.writeFailed(path: "/tmp/secure.json", operation: "rename", code: 30))
    private let fake: FakePincodeUseCase

    init(pincode: Pincode) {
        fake = FakePincodeUseCase(pincode: pincode)
    }

    var hasConfiguredPincode: Bool { get throws(PincodeError) { try fake.hasConfiguredPincode } }
    var lockedOutUntil: Date? { get throws(PincodeError) { try fake.lockedOutUntil } }
    func unlock(with pincode: Pincode) async throws(PincodeError) -> UnlockResult {
        try await fake.unlock(with: pincode)
    }
    func choose(_ pincode: Pincode) async throws(PincodeError) { try await fake.choose(pincode) }
    func skipSetup() throws(PincodeError) { try fake.skipSetup() }
    func deletePincode() throws(PincodeError) { throw Self.failure }
}

// MARK: - State changes

extension RemovePincodeViewModelTests {
    @Test("typing a digit reports one change")
    func typingReportsOnce() async {
        let changes = StateChanges(of: viewModel)

        await viewModel.didEditPincode("0")

        #expect(changes.states.map(\.enteredDigitCount) == [1])
    }

    @Test("a tick while the clock stands still reports nothing")
    func tickReportsNothing() {
        let changes = StateChanges(of: viewModel)

        viewModel.didTick()

        #expect(changes.count == 0)
    }
}
