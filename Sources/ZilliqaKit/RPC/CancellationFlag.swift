import Synchronization

/// Whether the task waiting for a request was cancelled: set by the task's cancellation handler,
/// read by libcurl's progress callback on the request's own thread, which then aborts it.
final class CancellationFlag: Sendable {
    private let state = Mutex(false)

    /// True once ``set()`` was called.
    var isSet: Bool { state.withLock { $0 } }

    /// Marks the request cancelled; libcurl stops at its next progress callback.
    func set() {
        state.withLock { $0 = true }
    }
}
