import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of a ``URLSessionTransport``'s session: hands each task's response, body
/// pieces and completion to its ``PendingAnswer``, and cancels a task its answer refused.
///
/// `@unchecked Sendable`: URLSession calls it on its delegate queue while requests register
/// from their tasks; `lock` guards `pending`.
final class TransportSessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Int: PendingAnswer] = [:]

    /// Routes `task`'s events to `answer` until the task completes.
    func register(_ answer: PendingAnswer, for task: URLSessionTask) {
        lock.lock()
        pending[task.taskIdentifier] = answer
        lock.unlock()
    }

    private func answer(for task: URLSessionTask, removing: Bool = false) -> PendingAnswer? {
        lock.lock()
        defer { lock.unlock() }
        return removing ? pending.removeValue(forKey: task.taskIdentifier) : pending[task.taskIdentifier]
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let read = answer(for: dataTask)?.receive(response) ?? false
        completionHandler(read ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        if answer(for: dataTask)?.receive(data) != true { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        answer(for: task, removing: true)?.complete(error)
    }
}
