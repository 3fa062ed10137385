import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport

@Suite("Unlock app with pincode scene")
@MainActor
struct UnlockAppWithPincodeViewModelTests {
    final class Steps {
        var all: [UnlockAppWithPincodeViewModel.Step] = []
    }

    /// 2023-11-14 22:13:20 UTC.
    private let start = Date(timeIntervalSince1970: 1_700_000_000)
    private let utc = TimeZone(identifier: "UTC") ?? .gmt
    private let useCase: FakePincodeUseCase
    private let dates: FixedDateProvider
    private let steps = Steps()

    init() throws {
        useCase = FakePincodeUseCase(pincode: try Pincode("0258"))
        dates = FixedDateProvider(start)
    }

    private func makeViewModel() -> UnlockAppWithPincodeViewModel {
        let viewModel = UnlockAppWithPincodeViewModel(pincodeUseCase: useCase, dateProvider: dates, timeZone: utc)
        viewModel.navigator.onStep = { [steps] in steps.all.append($0) }
        return viewModel
    }

    @Test("the right pincode unlocks the app")
    func unlocks() async {
        let viewModel = makeViewModel()
        await viewModel.didEditPincode("0258")
        #expect(steps.all == [.unlocked])
    }

    @Test("fewer than four digits are not checked yet")
    func waitsForFourDigits() async {
        let viewModel = makeViewModel()
        await viewModel.didEditPincode("258")
        #expect(useCase.unlockCallCount == 0)
        #expect(viewModel.state.enteredDigitCount == 3)
    }

    @Test("a wrong pincode says \"Incorrect PIN\" with the attempts left, and clears the digits")
    func wrongPincode() async {
        let viewModel = makeViewModel()
        await viewModel.didEditPincode("0111")
        #expect(steps.all.isEmpty)
        #expect(viewModel.state.errorMessage == "Incorrect PIN, 2 attempts left before a pause.")
        #expect(viewModel.state.enteredDigitCount == 0)
        #expect(viewModel.state.isInputEnabled)
    }

    @Test("the last attempt before a pause is named in the singular")
    func lastAttempt() async {
        useCase.unlockResult = .wrongPincode(attemptsBeforeLockout: 1)
        let viewModel = makeViewModel()
        await viewModel.didEditPincode("0111")
        #expect(viewModel.state.errorMessage == "Incorrect PIN, 1 attempt left before a pause.")
    }

    @Test("typing again clears the message of the wrong pincode")
    func typingClearsMessage() async {
        let viewModel = makeViewModel()
        await viewModel.didEditPincode("0111")
        await viewModel.didEditPincode("2")
        #expect(viewModel.state.errorMessage == nil)
    }

    @Test("four characters that are not digits are not sent to the use case")
    func notDigits() async {
        let viewModel = makeViewModel()
        await viewModel.didEditPincode("25a0")
        #expect(useCase.unlockCallCount == 0)
        #expect(viewModel.state.errorMessage == PincodeValidator.notFourDigits.message)
    }

    @Test("a lockout shows how long and until when, and disables the input")
    func lockoutShown() async {
        let until = start.addingTimeInterval(30)
        useCase.unlockResult = .lockedOut(until: until, remaining: .seconds(30))
        let viewModel = makeViewModel()
        await viewModel.didEditPincode("0111")
        #expect(viewModel.state.lockedOutUntil == until)
        #expect(viewModel.state.lockoutMessage == "Too many incorrect PINs. Try again in 30 seconds (at 22:13:50).")
        #expect(!viewModel.state.isInputEnabled)
    }

    @Test("during a lockout typing is ignored and nothing is checked")
    func inputIgnoredWhileLockedOut() async {
        useCase.unlockResult = .lockedOut(until: start.addingTimeInterval(30), remaining: .seconds(30))
        let viewModel = makeViewModel()
        await viewModel.didEditPincode("0111")
        await viewModel.didEditPincode("0258")
        #expect(useCase.unlockCallCount == 1)
        #expect(viewModel.state.enteredDigitCount == 0)
        #expect(steps.all.isEmpty)
    }

    @Test("a lockout already running when the scene opens disables the input from the start")
    func lockoutAtStart() {
        useCase.lockout = start.addingTimeInterval(300)
        let viewModel = makeViewModel()
        #expect(!viewModel.state.isInputEnabled)
        #expect(viewModel.state.lockoutMessage == "Too many incorrect PINs. Try again in 5 minutes (at 22:18:20).")
    }

    @Test("the time left follows the clock")
    func timeLeftFollowsClock() {
        useCase.lockout = start.addingTimeInterval(3600)
        let viewModel = makeViewModel()
        dates.advance(by: 1530)
        viewModel.didTick()
        #expect(
            viewModel.state.lockoutMessage
                == "Too many incorrect PINs. Try again in 34 minutes 30 seconds (at 23:13:20).")
    }

    @Test("when the lockout is over the input is enabled again and the pincode is checked")
    func lockoutEnds() async {
        useCase.lockout = start.addingTimeInterval(60)
        let viewModel = makeViewModel()
        dates.advance(by: 60)
        viewModel.didTick()
        #expect(viewModel.state.isInputEnabled)
        #expect(viewModel.state.lockoutMessage == nil)
        await viewModel.didEditPincode("0258")
        #expect(steps.all == [.unlocked])
    }

    @Test("a use-case failure is shown, not swallowed")
    func failureShown() async {
        useCase.error = .savedPincodeUnreadable
        let viewModel = makeViewModel()
        #expect(viewModel.state.errorMessage == PincodeError.savedPincodeUnreadable.description)
        await viewModel.didEditPincode("0258")
        #expect(viewModel.state.errorMessage == PincodeError.savedPincodeUnreadable.description)
        #expect(steps.all.isEmpty)
    }

    @Test("while the pincode is checked the input is disabled")
    func checkingState() async {
        let viewModel = makeViewModel()
        var seen: [PincodeEntryState] = []
        viewModel.onChange = { seen.append($0) }
        await viewModel.didEditPincode("0111")
        #expect(seen.contains { $0.isChecking && !$0.isInputEnabled })
        #expect(seen.last?.isChecking == false)
    }

    @Test("with the real use case, the third wrong pincode locks the app for 30 seconds")
    func realLockout() async throws {
        let real = DefaultPincodeUseCase(
            securePersistence: .inMemory(), preferences: .inMemory(), dateProvider: dates,
            hashing: Argon2idPincodeHashing.fastForTests)
        try await real.choose(Pincode("0258"))
        let viewModel = UnlockAppWithPincodeViewModel(pincodeUseCase: real, dateProvider: dates, timeZone: utc)
        for _ in 0..<3 { await viewModel.didEditPincode("0111") }
        #expect(viewModel.state.lockoutMessage == "Too many incorrect PINs. Try again in 30 seconds (at 22:13:50).")
        #expect(!viewModel.state.isInputEnabled)
    }
}

// MARK: - State changes

extension UnlockAppWithPincodeViewModelTests {
    @Test("typing a digit reports one change")
    func typingReportsOnce() async {
        let viewModel = makeViewModel()
        let changes = StateChanges(of: viewModel)

        await viewModel.didEditPincode("0")

        #expect(changes.states.map(\.enteredDigitCount) == [1])
    }

    @Test("typing during a lockout while the clock stands still reports nothing")
    func typingDuringLockoutReportsNothing() async {
        useCase.unlockResult = .lockedOut(until: start.addingTimeInterval(30), remaining: .seconds(30))
        let viewModel = makeViewModel()
        await viewModel.didEditPincode("0111")
        let changes = StateChanges(of: viewModel)

        await viewModel.didEditPincode("0")

        #expect(changes.count == 0)
    }
}
