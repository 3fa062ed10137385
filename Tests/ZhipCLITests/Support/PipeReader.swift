import Foundation
import Synchronization

/// Reads one pipe to its end on a thread of its own, so that a test can read a child's other
/// stream meanwhile: a child that fills the pipe nobody reads would block forever.
final class PipeReader: Sendable {
    private let collected = Mutex<Data?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading `handle` at once.
    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let data = handle.readDataToEndOfFile()
            collected.withLock { $0 = data }
            finished.signal()
        }
    }

    /// Everything read, once the writer has closed the pipe (the child ended or was killed).
    func waitForEnd() -> Data {
        finished.wait()
        return collected.withLock { $0 } ?? Data()
    }
}
