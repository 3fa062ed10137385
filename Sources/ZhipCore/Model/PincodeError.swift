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
            "the saved pincode cannot be read (edited by hand, or written by another program);"
                + " remove it and choose a new pincode"
        case .hashingFailed:
            "hashing the pincode failed inside libsodium, most likely for lack of memory (Argon2id needs"
                + " 64 MiB with the standard limits); close other programs and try again"
        case .storage(let error):
            error.description
        }
    }
}
