import Foundation

/// The pincode entry shared by the scenes that check a pincode: it takes the digits, unlocks
/// through the use case when the fourth is typed, and keeps the answer (wrong pincode, lockout,
/// failure) as a ``PincodeEntryState``. Time comes from the ``DateProvider``.
@MainActor
final class PincodeUnlockEntry {
    /// Called with every new state.
    var onChange: ((PincodeEntryState) -> Void)?
    private(set) var state = PincodeEntryState.initial

    private let pincodeUseCase: any PincodeReadUseCase & PincodeUnlockUseCase
    private let dateProvider: any DateProvider
    private let timeZone: TimeZone
    private var field = FieldState(validator: PincodeValidator())

    init(
        pincodeUseCase: any PincodeReadUseCase & PincodeUnlockUseCase, dateProvider: any DateProvider,
        timeZone: TimeZone
    ) {
        self.pincodeUseCase = pincodeUseCase
        self.dateProvider = dateProvider
        self.timeZone = timeZone
        do {
            state.lockedOutUntil = try pincodeUseCase.lockedOutUntil
        } catch {
            state.errorMessage = error.description
        }
        refreshLockout(notify: false)
    }

    /// Re-reads the clock: a lockout that has ended lets the person type again, a running one
    /// shows the time left.
    func refreshLockout(notify: Bool = true) {
        if let until = state.lockedOutUntil, until <= dateProvider.now {
            state.lockedOutUntil = nil
        }
        state.lockoutMessage = state.lockedOutUntil.map {
            LockoutText.message(until: $0, now: dateProvider.now, in: timeZone)
        }
        state.isInputEnabled = state.lockedOutUntil == nil && !state.isChecking
        if notify { onChange?(state) }
    }

    /// The digits typed so far; the fourth sends them to the use case. True when they unlocked.
    func edit(_ text: String) async -> Bool {
        refreshLockout(notify: false)
        guard state.isInputEnabled else {
            onChange?(state)
            return false
        }
        field.edit(text)
        state.enteredDigitCount = field.text.count
        if !text.isEmpty { state.errorMessage = nil }
        guard text.count >= Pincode.length else {
            onChange?(state)
            return false
        }
        field.endEditing()
        guard let pincode = field.value else {
            state.errorMessage = field.shownError?.message
            clearDigits()
            onChange?(state)
            return false
        }
        return await check(pincode)
    }

    /// Shows `message` (a failure after the pincode was right, e.g. removing it).
    func show(errorMessage message: String) {
        state.errorMessage = message
        onChange?(state)
    }

    private func check(_ pincode: Pincode) async -> Bool {
        state.isChecking = true
        state.isInputEnabled = false
        onChange?(state)
        let result: UnlockResult
        do {
            result = try await pincodeUseCase.unlock(with: pincode)
        } catch {
            finishCheck(errorMessage: error.description)
            return false
        }
        switch result {
        case .unlocked:
            state.isChecking = false
            clearDigits()
            onChange?(state)
            return true
        case .wrongPincode(let attemptsLeft):
            finishCheck(errorMessage: LockoutText.wrongPincode(attemptsLeft: attemptsLeft))
            return false
        case .lockedOut(let until, _):
            state.lockedOutUntil = until
            finishCheck(errorMessage: nil)
            return false
        }
    }

    private func finishCheck(errorMessage: String?) {
        state.isChecking = false
        state.errorMessage = errorMessage
        clearDigits()
        refreshLockout()
    }

    private func clearDigits() {
        field = FieldState(validator: PincodeValidator())
        state.enteredDigitCount = 0
    }
}

/// The words for a wrong pincode and a lockout.
enum LockoutText {
    /// Zhip's "Incorrect PIN", with how many more wrong ones are allowed before a pause.
    static func wrongPincode(attemptsLeft: Int) -> String {
        let attempts = attemptsLeft == 1 ? "1 attempt" : "\(attemptsLeft) attempts"
        return "Incorrect PIN, \(attempts) left before a pause."
    }

    /// "Too many incorrect PINs. Try again in 4 minutes 30 seconds (at 14:05:30)."
    static func message(until: Date, now: Date, in timeZone: TimeZone) -> String {
        let seconds = max(1, Int(until.timeIntervalSince(now).rounded(.up)))
        return "Too many incorrect PINs. Try again in \(duration(seconds)) (at \(clockTime(until, in: timeZone)))."
    }

    /// "1 hour", "4 minutes 30 seconds", "1 second".
    static func duration(_ seconds: Int) -> String {
        let parts = [(seconds / 3600, "hour"), (seconds % 3600 / 60, "minute"), (seconds % 60, "second")]
        return parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " ")
    }

    /// "14:05:30" in `timeZone`.
    static func clockTime(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        func twoDigits(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        return "\(twoDigits(parts.hour)):\(twoDigits(parts.minute)):\(twoDigits(parts.second))"
    }
}
