/// Monotonic time for code that waits or measures (named apart from the standard library's
/// `Clock` protocol, which it does not shadow). It is the project's one way to wait: in ZhipCore
/// the node service's retries, polling for a receipt, and the scenes all sleep through the
/// container's; zhip-devnet's block timer, latency and held faults through the one given to
/// `Devnet`.
///
/// The test stand-in is `ImmediateClock` (ZhipCoreTestSupport): its `sleep` returns at once
/// and moves its `now` forward by the time asked, so a test of a 30-second poll takes no time.
/// For the wall-clock time to show or store, use ZhipCore's `DateProvider`.
///
/// ```swift
/// let clock = Container.shared.clock()
/// let start = clock.now
/// try await clock.sleep(for: .seconds(5))
/// let waited = clock.now - start        // at least 5 s
/// ```
public protocol MonotonicClock: Sendable {
    /// The current instant; only the difference between two instants means anything.
    var now: ContinuousClock.Instant { get }

    /// Suspends the calling task for `duration`.
    ///
    /// - Throws: `CancellationError` if the task is cancelled before the time is up.
    func sleep(for duration: Duration) async throws
}

/// The real ``MonotonicClock``: Swift's `ContinuousClock` (it keeps counting while the machine sleeps).
public struct SystemClock: MonotonicClock {
    /// The system's clock.
    public init() {}

    public var now: ContinuousClock.Instant { ContinuousClock.now }

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
