public import Foundation
import Synchronization
public import ZhipCore

/// A ``PincodeUseCase`` for tests: it keeps the pincode in memory (no hashing, no lockout of
/// its own), answers ``unlockResult`` from every unlock when set, counts every call, and throws
/// ``error`` from every call when set.
///
/// ```swift
/// let fake = FakePincodeUseCase(pincode: try Pincode("0234"))
/// fake.unlockResult = .lockedOut(until: date, remaining: .seconds(30))
/// Container.shared.pincodeUseCase.register { fake }
/// ```
public final class FakePincodeUseCase: PincodeUseCase {
    private struct State {
        var pincode: Pincode?
        var lockedOutUntil: Date?
        var unlockResult: UnlockResult?
        var didSkipSetup = false
        var error: PincodeError?
        var calls: [String: Int] = [:]
    }

    private let state: Mutex<State>

    /// A fake with `pincode` set, or none.
    public init(pincode: Pincode? = nil) {
        state = Mutex(State(pincode: pincode))
    }

    // MARK: - Configuration and observation

    /// When set, every call throws it (after being counted).
    public var error: PincodeError? {
        get { state.withLock { $0.error } }
        set { state.withLock { $0.error = newValue } }
    }

    /// When set, what every ``unlock(with:)`` answers; otherwise the pincode is compared:
    /// ``UnlockResult/unlocked`` or `.wrongPincode(attemptsBeforeLockout: 2)`.
    public var unlockResult: UnlockResult? {
        get { state.withLock { $0.unlockResult } }
        set { state.withLock { $0.unlockResult = newValue } }
    }

    /// What ``lockedOutUntil`` answers.
    public var lockout: Date? {
        get { state.withLock { $0.lockedOutUntil } }
        set { state.withLock { $0.lockedOutUntil = newValue } }
    }

    /// The pincode chosen last, or nil after ``deletePincode()``.
    public var pincode: Pincode? { state.withLock { $0.pincode } }

    /// True after ``skipSetup()``, false again after ``deletePincode()``.
    public var didSkipSetup: Bool { state.withLock { $0.didSkipSetup } }

    public var unlockCallCount: Int { count("unlock") }
    public var chooseCallCount: Int { count("choose") }
    public var skipSetupCallCount: Int { count("skipSetup") }
    public var deletePincodeCallCount: Int { count("deletePincode") }

    // MARK: - PincodeUseCase

    public var hasConfiguredPincode: Bool {
        get throws(PincodeError) { try call("hasConfiguredPincode") { $0.pincode != nil } }
    }

    public var lockedOutUntil: Date? {
        get throws(PincodeError) { try call("lockedOutUntil") { $0.lockedOutUntil } }
    }

    public func unlock(with pincode: Pincode) async throws(PincodeError) -> UnlockResult {
        try call("unlock") { state throws(PincodeError) in
            guard let stored = state.pincode else { throw .noPincodeConfigured }
            if let result = state.unlockResult { return result }
            return stored == pincode ? .unlocked : .wrongPincode(attemptsBeforeLockout: 2)
        }
    }

    public func choose(_ pincode: Pincode) async throws(PincodeError) {
        try call("choose") { $0.pincode = pincode }
    }

    public func skipSetup() throws(PincodeError) {
        try call("skipSetup") { $0.didSkipSetup = true }
    }

    public func deletePincode() throws(PincodeError) {
        try call("deletePincode") { state in
            state.pincode = nil
            state.didSkipSetup = false
        }
    }

    // MARK: - Counting

    private func count(_ name: String) -> Int { state.withLock { $0.calls[name, default: 0] } }

    /// Counts `name`, throws ``error`` if set, else runs `body` on the state.
    private func call<R: Sendable>(_ name: String, _ body: (inout State) throws(PincodeError) -> R)
        throws(PincodeError) -> R
    {
        try state.withLock { state throws(PincodeError) in
            state.calls[name, default: 0] += 1
            if let error = state.error { throw error }
            return try body(&state)
        }
    }
}
