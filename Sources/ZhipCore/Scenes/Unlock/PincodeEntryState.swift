public import Foundation

/// What a scene asking for the pincode shows (``UnlockAppWithPincodeViewModel``,
/// ``RemovePincodeViewModel``): dots for the digits typed, the answer to a wrong pincode, and
/// a running lockout.
///
/// ```swift
/// viewModel.onChange = { state in
///     if let lockout = state.lockoutMessage { show(lockout) }   // "Too many incorrect PINs. …"
///     field.isEnabled = state.isInputEnabled
/// }
/// ```
public struct PincodeEntryState: Equatable, Sendable {
    /// How many digits are typed (the digits themselves are never in the state).
    public var enteredDigitCount: Int
    /// False while a lockout runs or the pincode is being checked: typing is ignored then.
    public var isInputEnabled: Bool
    /// True while the pincode is being checked.
    public var isChecking: Bool
    /// When the running lockout ends, or nil when there is none.
    public var lockedOutUntil: Date?
    /// How long the lockout still runs and until when, for the person to read; nil when there is
    /// none.
    public var lockoutMessage: String?
    /// What went wrong: "Incorrect PIN, 2 attempts left before a pause." or a use-case failure.
    public var errorMessage: String?

    /// Nothing typed, nothing wrong.
    public static let initial = PincodeEntryState(
        enteredDigitCount: 0, isInputEnabled: true, isChecking: false, lockedOutUntil: nil, lockoutMessage: nil,
        errorMessage: nil)
}
