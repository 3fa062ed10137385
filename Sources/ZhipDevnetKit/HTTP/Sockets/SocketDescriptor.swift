import Glibc
import Synchronization

/// One socket file descriptor, closed exactly once.
///
/// Only the thread that owns the socket reads, writes and closes it. Other threads (the server's
/// `stop()`) may only `shutdown()` it, and do so under the lock that `close()` takes, so they can
/// never hit a descriptor number the kernel has already handed to someone else.
final class SocketDescriptor: Sendable {
    /// The descriptor number; valid until `close()`.
    let raw: Int32
    private let isOpen = Mutex(true)

    /// Takes ownership of `raw`.
    init(raw: Int32) { self.raw = raw }

    /// Closes the descriptor (once; later calls do nothing).
    func close() {
        isOpen.withLock { open in
            guard open else { return }
            open = false
            _ = Glibc.close(raw)
        }
    }

    /// Shuts down both directions if still open, waking any thread blocked on the socket.
    func shutdown() {
        isOpen.withLock { open in
            guard open else { return }
            _ = Glibc.shutdown(raw, Int32(SHUT_RDWR))
        }
    }

    /// Ends the receiving side if still open: a thread or epoll waiting on it sees end of stream.
    func shutdownReading() {
        isOpen.withLock { open in
            guard open else { return }
            _ = Glibc.shutdown(raw, Int32(SHUT_RD))
        }
    }

    deinit { close() }
}
