#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A recursive pthread mutex: the one lock of a ``ContainerManager``.
///
/// Recursive because a factory's closure runs with the lock held and usually resolves other
/// factories of the same container on the same thread (`DefaultWallet(preferences: self.preferences())`).
///
/// `@unchecked Sendable`: the mutex *is* the synchronisation. Its memory is allocated once,
/// never moves, and is destroyed only in `deinit`, when no thread can be holding it.
final class RecursiveLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        let status = pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        // Internal invariant: a recursive mutex with default attributes only fails to initialise
        // when the process is out of memory, and nothing that came from outside changes that.
        precondition(status == 0, "pthread_mutex_init failed with status \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the mutex held; the same thread may enter again from inside `body`.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
