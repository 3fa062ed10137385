import Synchronization
import ZilliqaKit

/// A `MonotonicClock` for the devnet's tests: each sleep is recorded and moves `now` on by the time asked;
/// the first `freeSleeps` return at once, later ones wait until their task is cancelled. A
/// test waits for a number of sleeps with ``waitForSleeps(_:)``, not for time to pass.
final class SteppingDevnetClock: MonotonicClock {
    private struct State {
        var now = ContinuousClock.now
        var sleeps: [Duration] = []
        var held: [AsyncStream<Never>.Continuation] = []
    }

    private let freeSleeps: Int
    private let state = Mutex(State())
    private let started: AsyncStream<Int>
    private let startedContinuation: AsyncStream<Int>.Continuation

    init(freeSleeps: Int) {
        self.freeSleeps = freeSleeps
        (started, startedContinuation) = AsyncStream.makeStream(of: Int.self)
    }

    var now: ContinuousClock.Instant { state.withLock { $0.now } }

    /// Every sleep asked for so far, in order.
    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    func sleep(for duration: Duration) async throws {
        let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
        let count = state.withLock { state in
            state.now += duration
            state.sleeps.append(duration)
            state.held.append(continuation)
            return state.sleeps.count
        }
        startedContinuation.yield(count)
        guard count > freeSleeps else { return }
        for await _ in stream {}  // ends when the task is cancelled
        throw CancellationError()
    }

    /// Returns once `count` sleeps have begun.
    func waitForSleeps(_ count: Int) async {
        if sleeps.count >= count { return }
        for await begun in started where begun >= count { return }
    }
}
