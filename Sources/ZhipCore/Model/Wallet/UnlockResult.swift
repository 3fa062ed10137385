public import Foundation

/// What ``PincodeUseCase/unlock(with:)`` found.
///
/// ```swift
/// switch try await useCase.unlock(with: pincode) {
/// case .unlocked: showWallet()
/// case .wrongPincode(let left): show("wrong pincode, \(left) more tries before a pause")
/// case .lockedOut(let until, let remaining): show("try again in \(remaining) (at \(until))")
/// }
/// ```
public enum UnlockResult: Sendable, Hashable {
    /// The pincode is right; the failure count is back to zero.
    case unlocked
    /// The pincode is wrong; `attemptsBeforeLockout` more wrong ones are allowed before a
    /// lockout (at least 1).
    case wrongPincode(attemptsBeforeLockout: Int)
    /// No pincode is checked until `until`, `remaining` from now: either this attempt was a
    /// wrong one that started a lockout, or a lockout was already running and the pincode was
    /// not looked at.
    case lockedOut(until: Date, remaining: Duration)
}
