import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request of ``URLSessionTransport`` between `resume()` and its answer: it collects the
/// body up to its limit, and ends exactly once, with the body or with the first failure (an
/// HTTP status, a body too large, the deadline, cancellation, URLSession's error).
///
/// `@unchecked Sendable`: URLSession's delegate queue, the deadline's timer and the calling task
/// all reach it; `lock` guards every stored `var`.
final class PendingAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: ResponseSizeLimit
    private var body: BoundedBody
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<Data, any Error>?
    private var deadline: DispatchWorkItem?
    private var outcome: Result<Data, TransportError>?

    init(limit: ResponseSizeLimit) {
        self.limit = limit
        body = BoundedBody(limit: limit)
    }

    /// Starts `task` and ends with `.timedOut` when no whole answer arrived `timeout` from now.
    /// `continuation` is resumed once, with the answer or the failure.
    func start(
        _ task: URLSessionDataTask, timeout: DispatchTimeInterval, _ continuation: CheckedContinuation<Data, any Error>
    ) {
        let timer = DispatchWorkItem { [weak self] in self?.finish(.failure(.timedOut)) }
        lock.lock()
        if let outcome {
            // Cancelled before it started.
            lock.unlock()
            task.cancel()
            continuation.resume(with: outcome.mapError { $0 })
            return
        }
        self.task = task
        self.continuation = continuation
        deadline = timer
        lock.unlock()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        task.resume()
    }

    /// Whether to read the body of `response`: only a 2xx HTTP answer whose announced length is
    /// within the limit.
    func receive(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else {
            return finish(.failure(.other("the answer is not an HTTP response")))
        }
        guard (200...299).contains(http.statusCode) else { return finish(.failure(.httpStatus(http.statusCode))) }
        do {
            _ = try BoundedBody(limit: limit, announcedLength: response.expectedContentLength)
            return true
        } catch {
            return finish(.failure(error))
        }
    }

    /// Adds `chunk`; false (and the answer ends) once the body passed its limit.
    func receive(_ chunk: Data) -> Bool {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return false
        }
        do throws(TransportError) {
            try body.append(chunk)
            lock.unlock()
            return true
        } catch {
            lock.unlock()
            return finish(.failure(error))
        }
    }

    /// Ends with the body, or with the failure URLSession reported.
    func complete(_ error: (any Error)?) {
        if let error {
            finish(.failure(URLSessionTransport.transportError(for: error)))
        } else {
            lock.lock()
            let data = body.data
            lock.unlock()
            finish(.success(data))
        }
    }

    /// Ends with `outcome` unless it already ended, cancels the task on a failure, and returns
    /// false (so that a delegate callback can say "stop").
    @discardableResult
    func finish(_ outcome: Result<Data, TransportError>) -> Bool {
        lock.lock()
        guard self.outcome == nil else {
            lock.unlock()
            return false
        }
        self.outcome = outcome
        let (continuation, task, deadline) = (self.continuation, self.task, self.deadline)
        (self.continuation, self.task, self.deadline) = (nil, nil, nil)
        body = BoundedBody(limit: limit)
        lock.unlock()
        deadline?.cancel()
        if case .failure = outcome { task?.cancel() }
        continuation?.resume(with: outcome.mapError { $0 })
        return false
    }
}
