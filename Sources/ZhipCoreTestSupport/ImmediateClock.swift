import Synchronization
public import ZilliqaKit

/// A ``MonotonicClock`` for tests whose `sleep` returns at once, after moving its `now` forward by the
/// time asked: a test of code that polls every 5 seconds for a minute runs instantly and can
/// check how long the code *would* have waited.
///
/// ```swift
/// let clock = ImmediateClock()
/// Container.shared.clock.register { clock }
/// try await poller.waitForReceipt()
/// #expect(clock.elapsed == .seconds(60))
/// #expect(clock.sleeps == Array(repeating: .seconds(5), count: 12))
/// ```
public final class ImmediateClock: MonotonicClock {
    private struct State {
        var now: ContinuousClock.Instant
        var sleeps: [Duration] = []
    }

    private let start: ContinuousClock.Instant
    private let state: Mutex<State>

    /// A clock that starts at `now`.
    public init(now: ContinuousClock.Instant = .now) {
        self.start = now
        self.state = Mutex(State(now: now))
    }

    public var now: ContinuousClock.Instant { state.withLock { $0.now } }

    /// How far the clock has moved since it was made.
    public var elapsed: Duration { now - start }

    /// Every duration `sleep` was asked for, in order.
    public var sleeps: [Duration] { state.withLock { $0.sleeps } }

    /// Moves `now` forward by `duration` without anyone sleeping (time passing elsewhere).
    public func advance(by duration: Duration) {
        state.withLock { $0.now = $0.now.advanced(by: duration) }
    }

    /// Records `duration`, moves `now` forward by it and returns after letting other tasks run.
    ///
    /// - Throws: `CancellationError` when the task is cancelled, like a real sleep.
    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(duration)
            state.now = state.now.advanced(by: duration)
        }
        await Task.yield()
    }
}
