import Glibc
import Synchronization

/// A one-shot, level-triggered wake-up every server thread can poll next to its socket.
///
/// `fire()` writes one byte into a pipe that is never read, so from then on the read end polls
/// readable for every thread, past and future. The descriptors close when the last thread drops
/// its reference.
final class WakeSignal: Sendable {
    /// The end to poll for readability.
    let readEnd: Int32
    private let writeEnd: Int32
    private let fired = Mutex(false)

    /// A fresh, unfired signal.
    init() throws(HTTPServerError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .wakePipeFailed(errno: errno) }
        readEnd = ends[0]
        writeEnd = ends[1]
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
    }

    /// Wakes every poller, now and later; repeated calls do nothing more.
    func fire() {
        fired.withLock { alreadyFired in
            guard !alreadyFired else { return }
            alreadyFired = true
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }
    }

    deinit {
        _ = close(readEnd)
        _ = close(writeEnd)
    }
}
