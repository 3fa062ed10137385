public import Foundation
import Synchronization
import ZilliqaKit

/// The ``PincodeUseCase``: an Argon2id hash of the pincode, the count of wrong pincodes in a
/// row and the end of the running lockout, kept together in ``SecurePersistence`` under
/// ``SecurePersistenceKey/pincode`` as `{"hash":"$argon2id$…","failedAttempts":2}` (with
/// `"lockedUntil"`, a date, during a lockout).
///
/// ```swift
/// let useCase = DefaultPincodeUseCase(
///     securePersistence: container.securePersistence(), preferences: container.preferences(),
///     dateProvider: container.dateProvider())
/// ```
///
/// Lockouts follow ``DateProvider``'s wall clock, so they last across restarts; setting the
/// system clock forward ends one early, setting it back makes it longer. A wrong pincode is
/// counted *before* its hash is checked, so stopping the program while it is checked gives no
/// free try. Unlocks through one instance run one at a time (the Argon2id check, about 0.1 s,
/// runs under that lock on the calling task); two processes unlocking at the same moment may
/// each count from the same number.
public final class DefaultPincodeUseCase: PincodeUseCase {
    /// What is stored: never the digits.
    private struct StoredPincode: Codable {
        var hash: String
        var failedAttempts: Int
        var lockedUntil: Date?
    }

    /// Far beyond any real count, far below overflow.
    private static let maximumCountedFailures = 1_000_000

    private let securePersistence: SecurePersistence
    private let preferences: Preferences
    private let dateProvider: any DateProvider
    private let hashing: any PincodeHashing
    private let policy: PincodeLockoutPolicy
    /// Held while a pincode is chosen, checked or removed, so that each reads and writes the
    /// stored record without another in between.
    private let lock = Mutex(())

    /// A use case storing in `securePersistence` and `preferences`, timing lockouts by
    /// `dateProvider`. Leave `hashing` and `policy` to their defaults outside tests.
    public init(
        securePersistence: SecurePersistence, preferences: Preferences, dateProvider: any DateProvider,
        hashing: any PincodeHashing = Argon2idPincodeHashing.interactive,
        policy: PincodeLockoutPolicy = .standard
    ) {
        self.securePersistence = securePersistence
        self.preferences = preferences
        self.dateProvider = dateProvider
        self.hashing = hashing
        self.policy = policy
    }

    // MARK: - Reading

    public var hasConfiguredPincode: Bool {
        get throws(PincodeError) {
            do { return try securePersistence.contains(.pincode) } catch { throw .storage(error) }
        }
    }

    public var lockedOutUntil: Date? {
        get throws(PincodeError) {
            guard let until = try load()?.lockedUntil, dateProvider.now < until else { return nil }
            return until
        }
    }

    // MARK: - Unlocking

    /// Argon2id and the lock across processes run on a thread of their own.
    public func unlock(with pincode: Pincode) async throws(PincodeError) -> UnlockResult {
        try await DedicatedThread.run { [self] () throws(PincodeError) in
            try lock.withLock { _ throws(PincodeError) in try unlockHoldingLock(with: pincode) }
        }
    }

    private func unlockHoldingLock(with pincode: Pincode) throws(PincodeError) -> UnlockResult {
        guard var stored = try load() else { throw .noPincodeConfigured }
        let now = dateProvider.now
        if let until = stored.lockedUntil, now < until {
            return .lockedOut(until: until, remaining: .seconds(until.timeIntervalSince(now)))
        }
        // Clamped: the file is outside input, and a count of Int.max must not overflow.
        let failures = min(max(stored.failedAttempts, 0), Self.maximumCountedFailures) + 1
        let lockout = policy.lockout(afterFailures: failures)
        let ifWrong = StoredPincode(
            hash: stored.hash, failedAttempts: failures,
            lockedUntil: lockout.map { now.addingTimeInterval(TimeInterval($0)) })
        try save(ifWrong)
        guard try hashing.verify(pincode, against: stored.hash) else {
            if let lockout, let until = ifWrong.lockedUntil {
                return .lockedOut(until: until, remaining: .seconds(lockout))
            }
            return .wrongPincode(attemptsBeforeLockout: policy.freeAttempts - failures)
        }
        stored.failedAttempts = 0
        stored.lockedUntil = nil
        try save(stored)
        return .unlocked
    }

    // MARK: - Writing

    public func choose(_ pincode: Pincode) async throws(PincodeError) {
        let hash = try await DedicatedThread.run { [hashing] () throws(PincodeError) in try hashing.hash(pincode) }
        try lock.withLock { _ throws(PincodeError) in
            try save(StoredPincode(hash: hash, failedAttempts: 0, lockedUntil: nil))
        }
    }

    public func skipSetup() throws(PincodeError) {
        do { try preferences.save(true, for: .skipPincodeSetup) } catch { throw .storage(error) }
    }

    public func deletePincode() throws(PincodeError) {
        try lock.withLock { _ throws(PincodeError) in try deleteHoldingLock() }
    }

    private func deleteHoldingLock() throws(PincodeError) {
        do {
            try securePersistence.delete(.pincode)
            try preferences.delete(.skipPincodeSetup)
        } catch {
            throw .storage(error)
        }
    }

    // MARK: - The stored record

    private func load() throws(PincodeError) -> StoredPincode? {
        do {
            return try securePersistence.load(.pincode, as: StoredPincode.self)
        } catch .valueNotDecodable {
            throw .savedPincodeUnreadable
        } catch {
            throw .storage(error)
        }
    }

    private func save(_ stored: StoredPincode) throws(PincodeError) {
        do { try securePersistence.save(stored, for: .pincode) } catch { throw .storage(error) }
    }
}
