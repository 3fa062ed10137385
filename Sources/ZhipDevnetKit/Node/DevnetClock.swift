/// Monotonic time for everything the devnet waits on: the block timer, the latency it adds to
/// answers, and how long a `timeout` fault holds a request. One clock, injected into ``Devnet``,
/// so a test can stand in for it. (The shape of ZhipCore's `MonotonicClock`, which ZhipDevnetKit
/// does not link; the sockets' `poll(2)` deadlines stay on the kernel's time, and block
/// timestamps on the wall clock, ``Ledger/systemClock``.)
///
/// ```swift
/// let devnet = try Devnet(configuration: configuration, clock: SystemDevnetClock())
/// ```
public protocol DevnetClock: Sendable {
    /// The current instant; only the difference between two instants means anything.
    var now: ContinuousClock.Instant { get }

    /// Suspends the calling task for `duration`.
    ///
    /// - Throws: `CancellationError` if the task is cancelled before the time is up.
    func sleep(for duration: Duration) async throws
}

/// The real ``DevnetClock``: Swift's `ContinuousClock`.
public struct SystemDevnetClock: DevnetClock {
    /// The system's clock.
    public init() {}

    public var now: ContinuousClock.Instant { ContinuousClock.now }

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
