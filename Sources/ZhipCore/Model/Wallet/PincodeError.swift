/// Why a pincode could not be made, chosen or checked; each case says what to do. None
/// carries the digits or their hash. A wrong pincode or a lockout is not an error but an
/// ``UnlockResult``.
///
/// ```swift
/// do { pincode = try Pincode(typed) } catch { show(error.description) }   // "a pincode is 4 digits…"
/// ```
public enum PincodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not exactly four digits 0-9.
    case notFourDigits
    /// ``PincodeUseCase/unlock(with:)`` was called but no pincode is set.
    case noPincodeConfigured
    /// What is saved for the pincode is not a pincode hash Zhip can read; nothing was changed.
    case savedPincodeUnreadable
    /// The saved pincode's hash asks for more memory or work than Zhip checks (`reason` gives
    /// the figures and the bounds): written by hand or by something hostile. Nothing was hashed.
    case savedPincodeDamaged(reason: String)
    /// Another process changed the pincode between this one reading it and writing; nothing
    /// was written.
    case changedMeanwhile
    /// libsodium could not hash the pincode (almost always: not enough memory).
    case hashingFailed
    /// The secure store or the preferences could not be read or written.
    case storage(PersistenceError)

    public var description: String {
        switch self {
        case .notFourDigits:
            "a pincode is 4 digits (0-9) and nothing else; type exactly four digits"
        case .noPincodeConfigured:
            "no pincode is set, so there is nothing to unlock with; choose a pincode first"
        case .savedPincodeUnreadable:
            "the saved pincode cannot be read (edited by hand, or written by another program); remove it with"
                + " 'zhip-cli pincode remove', which removes a damaged pincode without asking for it, then choose a new pincode"
        case .savedPincodeDamaged(let reason):
            "the saved pincode is damaged: \(reason); nothing can be checked against it. Remove it with"
                + " 'zhip-cli pincode remove', which removes a damaged pincode without asking for it, then choose a new pincode"
        case .changedMeanwhile:
            "the pincode was changed by another Zhip (another zhip-cli or window) while this one was saving:"
                + " nothing was saved here; look at the pincode again and retry if it is still needed"
        case .hashingFailed:
            "hashing the pincode failed inside libsodium, most likely for lack of memory (Argon2id needs"
                + " 64 MiB with the standard limits); close other programs and try again"
        case .storage(let error):
            error.description
        }
    }
}
