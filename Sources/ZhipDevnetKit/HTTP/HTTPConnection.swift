import Dispatch
import Glibc
import Synchronization

/// One accepted client connection, served start to finish by its own thread (see `HTTPServer`
/// for why): read, parse, call the handler, write, repeat while keep-alive holds.
///
/// `Sendable` without `@unchecked`: the socket wrapper and the mutexes guard everything that
/// `abort()` (called by `stop()` from another thread) touches; the rest of the state lives in
/// `run()`'s locals on the connection's own thread.
final class HTTPConnection: Sendable {
    private let socket: SocketDescriptor
    private let server: HTTPServer
    private let wake: WakeSignal
    /// Where the client connected from; every request on this connection carries it.
    private let peer: HTTPPeerAddress?
    private let inFlight = Mutex(InFlight())

    /// The handler task running for this connection, and whether `stop()` gave up waiting on it.
    private struct InFlight {
        var task: Task<Void, Never>?
        var aborted = false
    }

    /// The bytes a connection reads at most per `recv`.
    private static let readChunkSize = 64 * 1024
    /// How long a closing connection keeps reading (and discarding) what the client still sends,
    /// so the kernel does not answer unread data with a reset that would destroy our response.
    private static let lingerTime = Duration.milliseconds(500)
    /// The most bytes discarded while lingering.
    private static let lingerByteLimit = 1024 * 1024

    init(socket: SocketDescriptor, server: HTTPServer, wake: WakeSignal, peer: HTTPPeerAddress?) {
        self.socket = socket
        self.server = server
        self.wake = wake
        self.peer = peer
    }

    /// Cuts the connection now: cancels a running handler task and shuts the socket down so the
    /// connection thread wakes from any read, write or poll. Called by `stop()` when the grace
    /// period is over.
    func abort() {
        let task = inFlight.withLock { state in
            state.aborted = true
            return state.task
        }
        // The socket first: a cancelled handler may answer at once, and nothing it answers may
        // reach a connection that was cut.
        socket.shutdown()
        task?.cancel()
    }

    // MARK: - The connection loop

    /// Serves requests until the client leaves, a request asks to close, an error or timeout
    /// ends the connection, or the server stops; then closes the socket.
    func run() {
        defer {
            socket.close()
            server.connectionDidFinish(self)
        }
        let configuration = server.configuration
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: Self.readChunkSize)
        var idleSince = ContinuousClock.now
        var requestStarted: ContinuousClock.Instant?
        var continueSent = false

        while true {
            switch server.parser.parse(buffer) {
            case .complete(var request, let consumed):
                buffer.removeFirst(consumed)
                request.peer = peer
                continueSent = false
                guard serve(request) else { return }
                idleSince = .now
                requestStarted = buffer.isEmpty ? nil : .now
                continue
            case .failure(let error):
                let response = HTTPResponse.parseFailure(error)
                _ = SocketIO.sendAll(
                    socket.raw, response.wireBytes(keepAlive: false, isHeadRequest: false, date: HTTPDate.now()))
                lingeringClose()
                return
            case .awaitingBody(let expectsContinue):
                if expectsContinue, !continueSent {
                    guard SocketIO.sendAll(socket.raw, HTTPResponse.continueWireBytes) else { return }
                    continueSent = true
                }
            case .needMoreBytes:
                break
            }

            // More bytes are needed. An idle connection closes as soon as the server stops; a
            // partly received request may still finish within its read deadline.
            let stopping = server.isStopping
            if stopping, buffer.isEmpty { return }
            let deadline =
                requestStarted.map { $0 + configuration.readTimeout } ?? idleSince + configuration.idleTimeout
            switch SocketIO.waitReadable(socket.raw, wake: stopping ? nil : wake, until: deadline) {
            case .readable:
                guard let count = SocketIO.receive(socket.raw, into: &chunk) else { continue }
                guard count > 0 else { return }  // the client closed its side
                if buffer.isEmpty { requestStarted = .now }
                buffer.append(contentsOf: chunk[0..<count])
            case .woken:
                continue
            case .timedOut:
                if !buffer.isEmpty { respondToSlowClient() }
                return
            case .failed:
                return
            }
        }
    }

    /// Runs the handler (the immediate one on this thread when it answers) and writes its
    /// answer. Returns whether the connection stays open.
    private func serve(_ request: HTTPRequest) -> Bool {
        switch server.answerImmediately(request) ?? callHandler(request) {
        case .closeWithoutResponse:
            return false
        case .respond(let response):
            // Cut by stop() while the handler ran: its answer is not sent.
            if inFlight.withLock({ $0.aborted }) { return false }
            let keepAlive = request.keepAlive && !server.isStopping
            let bytes = response.wireBytes(
                keepAlive: keepAlive, isHeadRequest: request.method == "HEAD", date: HTTPDate.now())
            guard SocketIO.sendAll(socket.raw, bytes) else { return false }
            if !keepAlive { lingeringClose() }
            return keepAlive
        }
    }

    /// Runs the async handler in a task and blocks this (dedicated, non-pool) thread until it
    /// answers. Blocking here is safe: the task runs on Swift's global executor, which this
    /// thread is not part of.
    ///
    /// The task runs at high priority: on Linux each priority has its own dispatch root queue
    /// and threads, so a process whose default-priority tasks are all busy with CPU work (a
    /// test suite deriving keys in parallel, say) still answers its HTTP clients promptly.
    private func callHandler(_ request: HTTPRequest) -> HTTPHandlerResult {
        let outcome = HandlerOutcome()
        let handler = server.handler
        let task = Task(priority: .high) {
            outcome.deliver(await handler(request))
        }
        let abortedAlready = inFlight.withLock { state in
            state.task = task
            return state.aborted
        }
        if abortedAlready { task.cancel() }
        let result = outcome.wait()
        inFlight.withLock { $0.task = nil }
        return result
    }

    /// Answers 408 to a client that started a request and did not finish it in time.
    private func respondToSlowClient() {
        let seconds = SocketIO.milliseconds(of: server.configuration.readTimeout) / 1000
        let response = HTTPResponse.text(
            "the request was not completed within \(seconds) s: send the whole request without pausing\n",
            status: .requestTimeout)
        _ = SocketIO.sendAll(
            socket.raw, response.wireBytes(keepAlive: false, isHeadRequest: false, date: HTTPDate.now()))
        lingeringClose()
    }

    /// Ends our side of the connection, then briefly reads and discards what the client still
    /// sends, so closing a socket with unread data does not reset the connection and destroy the
    /// response the client has not read yet.
    private func lingeringClose() {
        _ = Glibc.shutdown(socket.raw, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + Self.lingerTime
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var discarded = 0
        while discarded < Self.lingerByteLimit {
            guard case .readable = SocketIO.waitReadable(socket.raw, wake: nil, until: deadline) else { return }
            guard let count = SocketIO.receive(socket.raw, into: &chunk) else { continue }
            guard count > 0 else { return }
            discarded += count
        }
    }
}

/// The handler's answer, handed from its task to the waiting connection thread.
private final class HandlerOutcome: Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private let result = Mutex<HTTPHandlerResult?>(nil)

    func deliver(_ value: HTTPHandlerResult) {
        result.withLock { $0 = value }
        ready.signal()
    }

    func wait() -> HTTPHandlerResult {
        ready.wait()
        return result.withLock { $0 } ?? .closeWithoutResponse
    }
}
