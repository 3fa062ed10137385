/// How many wrong pincodes are allowed, and how long each later one locks the app.
///
/// ``standard``: 3 free attempts; then the 3rd wrong pincode in a row locks for 30 seconds,
/// the 4th for 1 minute, the 5th for 5 minutes, the 6th for 15 minutes, and the 7th and every
/// later one for 1 hour. The right pincode sets the count back to zero. An attempt made during
/// a lockout is refused without being checked, and does not count.
///
/// ```swift
/// let policy = PincodeLockoutPolicy.standard
/// policy.lockout(afterFailures: 3)   // 30 s
/// policy.lockout(afterFailures: 9)   // 3600 s
/// ```
public struct PincodeLockoutPolicy: Sendable, Hashable {
    /// Wrong pincodes in a row before the first lockout (the last of them starts it).
    public let freeAttempts: Int
    /// Lockout lengths in seconds, one per wrong pincode from the `freeAttempts`-th on; the
    /// last one repeats.
    public let lockouts: [Int]

    /// A policy with at least one free attempt and at least one lockout of at least a second;
    /// smaller values are raised to those.
    public init(freeAttempts: Int, lockouts: [Int]) {
        self.freeAttempts = max(1, freeAttempts)
        let positive = lockouts.map { max(1, $0) }
        self.lockouts = positive.isEmpty ? [1] : positive
    }

    /// 3 free attempts, then 30 s, 1 min, 5 min, 15 min, and 1 h for every later failure.
    public static let standard = PincodeLockoutPolicy(freeAttempts: 3, lockouts: [30, 60, 300, 900, 3600])

    /// The lockout, in seconds, that the `failures`-th wrong pincode in a row starts; nil while
    /// free attempts remain.
    public func lockout(afterFailures failures: Int) -> Int? {
        guard failures >= freeAttempts else { return nil }
        let step = failures - freeAttempts
        return lockouts[min(step, lockouts.count - 1)]
    }
}
