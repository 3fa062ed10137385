public import ZilliqaKit

extension RetryPolicy {
    /// The standard tries (at most `attempts`, waiting 0.5 s, then 1 s, ...) that wait on
    /// `clock`, ZhipCore's one way to wait.
    /// ```swift
    /// let retry = RetryPolicy(on: Container.shared.clock())
    /// ```
    public init(on clock: any MonotonicClock, attempts: Int = 3) {
        self.init(attempts: attempts, sleep: { try await clock.sleep(for: $0) })
    }
}
