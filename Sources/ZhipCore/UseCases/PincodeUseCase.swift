public import Foundation

// MARK: - Narrow pincode use cases

/// Whether a pincode is set, and whether wrong ones have locked the app for now.
///
/// ```swift
/// let pincodes = Container.shared.pincodeUseCase()
/// if try pincodes.hasConfiguredPincode { askForPincode() }
/// ```
public protocol PincodeReadUseCase: Sendable {
    /// True when a pincode is set.
    ///
    /// - Throws: ``PincodeError/storage(_:)``.
    var hasConfiguredPincode: Bool { get throws(PincodeError) }

    /// When the running lockout ends, or nil when there is none (no pincode, or one may be
    /// tried now). Lets a front end say "try again at …" before asking for digits.
    ///
    /// - Throws: ``PincodeError/savedPincodeUnreadable``, ``PincodeError/storage(_:)``.
    var lockedOutUntil: Date? { get throws(PincodeError) }
}

/// Checks a pincode, counting wrong ones and locking the app for a growing time after too
/// many (see ``PincodeLockoutPolicy``); the count and the lockout are stored with the hash, so
/// they survive a restart.
///
/// ```swift
/// switch try await useCase.unlock(with: try Pincode(typed)) {
/// case .unlocked: showWallet()
/// case .wrongPincode(let left): show("wrong pincode; \(left) more before a pause")
/// case .lockedOut(let until, _): show("too many wrong pincodes; try again at \(until)")
/// }
/// ```
public protocol PincodeUnlockUseCase: Sendable {
    /// Checks `pincode` against the stored hash, unless a lockout is running: then it is not
    /// looked at and the answer says until when.
    ///
    /// - Throws: ``PincodeError/noPincodeConfigured``, ``PincodeError/savedPincodeUnreadable``,
    ///   ``PincodeError/storage(_:)`` (the attempt may then have been counted).
    func unlock(with pincode: Pincode) async throws(PincodeError) -> UnlockResult
}

/// Sets, skips or removes the pincode.
///
/// ```swift
/// try await useCase.choose(try Pincode("2580"))
/// try useCase.skipSetup()      // "not now": onboarding stops asking
/// try useCase.deletePincode()  // and onboarding asks again
/// ```
public protocol PincodeWriteUseCase: Sendable {
    /// Stores a salted Argon2id hash of `pincode` (never the digits), replacing any pincode and
    /// clearing the failure count and lockout. The caller must have unlocked with the old
    /// pincode first, if there was one.
    ///
    /// - Throws: ``PincodeError/hashingFailed``, ``PincodeError/storage(_:)``.
    func choose(_ pincode: Pincode) async throws(PincodeError)

    /// Remembers that the user chose not to set a pincode (``PreferencesKey/skipPincodeSetup``).
    ///
    /// - Throws: ``PincodeError/storage(_:)``.
    func skipSetup() throws(PincodeError)

    /// Removes the pincode with its failure count and lockout, and forgets a skipped setup so
    /// that onboarding offers a pincode again. Nothing happens when there is none.
    ///
    /// - Throws: ``PincodeError/storage(_:)``.
    func deletePincode() throws(PincodeError)
}

// MARK: - Composite

/// Everything about the pincode in one protocol; new code should depend on the narrow
/// protocols above.
///
/// ```swift
/// let useCase: any PincodeUseCase = Container.shared.pincodeUseCase()
/// ```
public protocol PincodeUseCase: PincodeReadUseCase, PincodeUnlockUseCase, PincodeWriteUseCase {}
