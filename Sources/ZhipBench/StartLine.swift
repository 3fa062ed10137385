import Glibc
import Synchronization

/// Lets a number of threads begin a timed loop at the same moment: each one that arrives waits,
/// yielding its core, until all have. Without it the second thread of a run started a thread's
/// creation later than the first, and part of each run was one thread alone.
final class StartLine: Sendable {
    private let threads: Int
    private let arrived = Atomic<Int>(0)

    init(threads: Int) { self.threads = threads }

    /// Counts this thread in, then returns once every thread has arrived.
    func arriveAndWait() {
        arrived.add(1, ordering: .acquiringAndReleasing)
        while arrived.load(ordering: .acquiring) < threads { sched_yield() }
    }
}
