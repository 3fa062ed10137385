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
/// runs under that lock on the calling task).
///
/// Every write is a compare-and-swap against the record this instance last read or wrote (or,
/// when it has seen none yet, the one on disk as the operation starts), done under the secure
/// store's file lock: when another process changed the record meanwhile, nothing is written and
/// the write throws ``PincodeError/changedMeanwhile``. So of several processes choosing a
/// pincode at once exactly one succeeds, and two unlocking at once cannot count from the same
/// number. A record whose hash asks for more than ``Argon2idCost``'s bounds is reported as
/// ``PincodeError/savedPincodeDamaged(reason:)`` on every read, before any hashing, and can
/// only be deleted.
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
    /// The record's JSON as this instance last read or wrote it: what its next write expects
    /// to find on disk.
    private let lastSeen = Mutex(SeenRecord.nothingYet)

    /// What this instance knows of the stored record.
    private enum SeenRecord {
        /// Nothing read or written yet: the next write reads what to expect as it starts.
        case nothingYet
        /// The JSON as read or written (nil: there was no record).
        case json(Data?)
    }

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
            try readJSON() != nil
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

    /// The record to replace is the one this instance last saw, or else the one on disk now,
    /// before the hash is made; if another process writes meanwhile, nothing is saved.
    public func choose(_ pincode: Pincode) async throws(PincodeError) {
        let expected = try expectedJSON()
        let hash = try await DedicatedThread.run { [hashing] () throws(PincodeError) in try hashing.hash(pincode) }
        try lock.withLock { _ throws(PincodeError) in
            try save(StoredPincode(hash: hash, failedAttempts: 0, lockedUntil: nil), replacing: expected)
        }
    }

    public func skipSetup() throws(PincodeError) {
        do { try preferences.save(true, for: .skipPincodeSetup) } catch { throw .storage(error) }
    }

    public func deletePincode() throws(PincodeError) {
        try lock.withLock { _ throws(PincodeError) in try deleteHoldingLock() }
    }

    /// A damaged record is deleted like any other: nothing is decoded or hashed.
    private func deleteHoldingLock() throws(PincodeError) {
        try swap(to: nil, replacing: try expectedJSON())
        do { try preferences.delete(.skipPincodeSetup) } catch { throw .storage(error) }
    }

    // MARK: - The stored record

    /// Reads the record's JSON and remembers it as what the next write expects.
    private func readJSON() throws(PincodeError) -> Data? {
        let json: Data?
        do { json = try securePersistence.savedJSON(.pincode) } catch { throw .storage(error) }
        lastSeen.withLock { $0 = .json(json) }
        return json
    }

    /// What the next write expects on disk: the JSON last seen, or else the JSON there now.
    private func expectedJSON() throws(PincodeError) -> Data? {
        if case .json(let json) = lastSeen.withLock({ $0 }) { return json }
        return try readJSON()
    }

    /// The record, checked: a hash that asks for too much work is damaged.
    private func load() throws(PincodeError) -> StoredPincode? {
        guard let json = try readJSON() else { return nil }
        let stored: StoredPincode
        do {
            stored = try securePersistence.decode(json, as: StoredPincode.self, for: .pincode)
        } catch .valueNotDecodable {
            throw .savedPincodeUnreadable
        } catch {
            throw .storage(error)
        }
        try hashing.checkStored(stored.hash)
        return stored
    }

    /// Writes `stored` over the record last seen.
    private func save(_ stored: StoredPincode) throws(PincodeError) {
        try save(stored, replacing: try expectedJSON())
    }

    private func save(_ stored: StoredPincode, replacing expected: Data?) throws(PincodeError) {
        let json: Data
        do { json = try securePersistence.encode(stored, for: .pincode) } catch { throw .storage(error) }
        try swap(to: json, replacing: expected)
    }

    /// Replaces the record `expected` with `json` (nil deletes it) under the store's lock, and
    /// remembers it; throws ``PincodeError/changedMeanwhile`` when the record on disk is not
    /// `expected` any more, and then forgets what it saw, so that the next try starts afresh.
    private func swap(to json: Data?, replacing expected: Data?) throws(PincodeError) {
        let swapped: Bool
        do {
            swapped = try securePersistence.replaceJSON(json, for: .pincode, ifSavedIs: expected)
        } catch {
            throw .storage(error)
        }
        guard swapped else {
            lastSeen.withLock { $0 = .nothingYet }
            throw .changedMeanwhile
        }
        lastSeen.withLock { $0 = .json(json) }
    }
}
