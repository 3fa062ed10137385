import Foundation

/// The pincode entry shared by the scenes that check a pincode: it takes the digits, unlocks
/// through the use case when the fourth is typed, and keeps the answer (wrong pincode, lockout,
/// failure) as a ``PincodeEntryState``. Time comes from the ``DateProvider``.
@MainActor
final class PincodeUnlockEntry {
    /// Called with the new state after each change.
    var onChange: ((PincodeEntryState) -> Void)?
    private(set) var state: PincodeEntryState {
        didSet { if state != oldValue { onChange?(state) } }
    }

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
        var initial = PincodeEntryState.initial
        do {
            initial.lockedOutUntil = try pincodeUseCase.lockedOutUntil
        } catch {
            initial.errorMessage = error.description
        }
        state = initial
        updateLockout()
    }

    /// Re-reads the clock: a lockout that has ended lets the person type again, a running one
    /// shows the time left.
    func refreshLockout() {
        updateLockout()
    }

    /// The digits typed so far; the fourth sends them to the use case. True when they unlocked.
    func edit(_ text: String) async -> Bool {
        guard !isLockedOut, !state.isChecking else {
            updateLockout()
            return false
        }
        field.edit(text)
        guard text.count >= Pincode.length else {
            updateLockout {
                $0.enteredDigitCount = text.count
                if !text.isEmpty { $0.errorMessage = nil }
            }
            return false
        }
        field.endEditing()
        guard let pincode = field.value else {
            let message = field.shownError?.message
            field = FieldState(validator: PincodeValidator())
            updateLockout {
                $0.enteredDigitCount = 0
                $0.errorMessage = message
            }
            return false
        }
        updateLockout {
            $0.enteredDigitCount = text.count
            $0.errorMessage = nil
            $0.isChecking = true
        }
        return await check(pincode)
    }

    /// Shows `message` (a failure after the pincode was right, e.g. removing it).
    func show(errorMessage message: String) {
        state.errorMessage = message
    }

    private var isLockedOut: Bool {
        state.lockedOutUntil.map { $0 > dateProvider.now } ?? false
    }

    private func check(_ pincode: Pincode) async -> Bool {
        let result: UnlockResult
        do {
            result = try await pincodeUseCase.unlock(with: pincode)
        } catch {
            finishCheck(errorMessage: error.description)
            return false
        }
        switch result {
        case .unlocked:
            // Typing stays off: the scene moves on, or shows why it could not.
            field = FieldState(validator: PincodeValidator())
            var unlocked = state
            unlocked.isChecking = false
            unlocked.enteredDigitCount = 0
            state = unlocked
            return true
        case .wrongPincode(let attemptsLeft):
            finishCheck(errorMessage: LockoutText.wrongPincode(attemptsLeft: attemptsLeft))
            return false
        case .lockedOut(let until, _):
            finishCheck(errorMessage: nil, lockedOutUntil: until)
            return false
        }
    }

    private func finishCheck(errorMessage: String?, lockedOutUntil: Date? = nil) {
        field = FieldState(validator: PincodeValidator())
        updateLockout {
            $0.isChecking = false
            $0.errorMessage = errorMessage
            $0.enteredDigitCount = 0
            if let lockedOutUntil { $0.lockedOutUntil = lockedOutUntil }
        }
    }

    /// Applies `change`, then shows the lockout (ending one that is over) and whether typing is
    /// on, in one assignment.
    private func updateLockout(_ change: (inout PincodeEntryState) -> Void = { _ in }) {
        var next = state
        change(&next)
        let now = dateProvider.now
        if let until = next.lockedOutUntil, until <= now {
            next.lockedOutUntil = nil
        }
        next.lockoutMessage = next.lockedOutUntil.map { LockoutText.message(until: $0, now: now, in: timeZone) }
        next.isInputEnabled = next.lockedOutUntil == nil && !next.isChecking
        state = next
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
