/// How often, and how patiently, a call is tried again after the node could not be reached.
///
/// Only transport failures that may pass (see ``TransportError/isTransient``) are retried,
/// never an error the node sent. The wait after attempt n is `backoffBase x growth^(n-1)`,
/// at most `maximumDelay`.
/// ```swift
/// let patient = RetryPolicy(attempts: 5, backoffBase: .seconds(1), growth: 2)   // waits 1, 2, 4, 8 s
/// let service = JSONRPCZilliqaService(transport: transport, retry: patient)
/// RetryPolicy(attempts: 3, sleep: { _ in })    // tests: no waiting
/// ```
public struct RetryPolicy: Sendable {
    /// How many times a call is made at most, the first one included (at least 1).
    public let attempts: Int
    /// The wait after the first failed attempt.
    public let backoffBase: Duration
    /// What each further wait is multiplied by (at least 1).
    public let growth: Int
    /// The longest wait between two attempts.
    public let maximumDelay: Duration
    /// How the policy waits; `Task.sleep` unless a test injects another.
    public let sleep: @Sendable (Duration) async throws -> Void

    public init(
        attempts: Int = 3, backoffBase: Duration = .milliseconds(500), growth: Int = 2,
        maximumDelay: Duration = .seconds(30), sleep: @escaping @Sendable (Duration) async throws -> Void = taskSleep
    ) {
        self.attempts = max(1, attempts)
        self.backoffBase = max(.zero, backoffBase)
        self.growth = max(1, growth)
        self.maximumDelay = max(.zero, maximumDelay)
        self.sleep = sleep
    }

    /// Three attempts, waiting 0.5 s then 1 s.
    public static let standard = RetryPolicy()

    /// One attempt: never try again.
    public static let never = RetryPolicy(attempts: 1)

    /// The wait after failed attempt number `attempt` (counted from 1).
    public func delay(afterAttempt attempt: Int) -> Duration {
        var delay = min(backoffBase, maximumDelay)
        var step = 1
        while step < attempt, delay < maximumDelay {
            // Dividing first keeps the multiplication from overflowing.
            delay = delay > maximumDelay / growth ? maximumDelay : delay * growth
            step += 1
        }
        return min(delay, maximumDelay)
    }

    /// Runs `operation`, and runs it again after each transient transport failure
    /// (``ZilliqaServiceError/transport(_:)`` with ``TransportError/isTransient``) while attempts
    /// remain, waiting ``delay(afterAttempt:)`` in between. `beforeRetry` runs before each wait,
    /// so a caller can note that an attempt's answer was lost. Any other error ends the tries.
    func run<T>(_ operation: () async throws -> T, beforeRetry: () -> Void = {}) async throws -> T {
        var attempt = 1
        while true {
            do {
                return try await operation()
            } catch ZilliqaServiceError.transport(let failure) where failure.isTransient && attempt < attempts {
                beforeRetry()
                try await sleep(delay(afterAttempt: attempt))
                attempt += 1
            }
        }
    }

    /// `Task.sleep(for:)`: throws `CancellationError` when the task is cancelled.
    public static let taskSleep: @Sendable (Duration) async throws -> Void = { duration in
        try await Task.sleep(for: duration)
    }
}
