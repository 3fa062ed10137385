import Synchronization
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A clock that never waits and, at its first sleep, runs `onFirstSleep`: something that happens
/// on the network while a command waits.
final class EventClock: MonotonicClock {
    private let clock = ImmediateClock()
    private let onFirstSleep: @Sendable () -> Void
    private let slept = Mutex(false)

    init(onFirstSleep: @escaping @Sendable () -> Void) {
        self.onFirstSleep = onFirstSleep
    }

    var now: ContinuousClock.Instant { clock.now }

    func sleep(for duration: Duration) async throws {
        if !slept.withLock({
            let before = $0
            $0 = true
            return before
        }) {
            onFirstSleep()
        }
        try await clock.sleep(for: duration)
    }
}
