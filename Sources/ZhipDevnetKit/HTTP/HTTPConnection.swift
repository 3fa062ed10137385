import Dispatch
import Glibc
import Synchronization

/// One accepted client connection: read, parse, call the handler, write, repeat while keep-alive
/// holds. Between requests it waits parked in the server's ``HTTPReadyLoop``, whose workers
/// answer what the immediate handler answers; anything else (the async handler, a partial
/// request, a closing answer, the server stopping) hands it to a thread of its own (`run()`),
/// which serves it to the end (see `HTTPServer` for why).
///
/// `Sendable` without `@unchecked`: the socket wrapper and the mutexes guard everything that
/// `abort()` (called by `stop()` from another thread) touches; the loop's state
/// (``HTTPConnectionProgress``) is held by one thread at a time, and handed over in a mutex.
final class HTTPConnection: Sendable {
    private let socket: SocketDescriptor
    private let server: HTTPServer
    private let wake: WakeSignal
    /// The loop that watches this connection between requests; nil: a thread of its own from the start.
    private let loop: HTTPReadyLoop?
    /// Where the client connected from; every request on this connection carries it.
    private let peer: HTTPPeerAddress?
    private let inFlight = Mutex(InFlight())
    /// The loop's state while no thread holds it.
    private let progress = Mutex(HTTPConnectionProgress())
    /// When it was last parked (``HTTPReadyLoop/nanosecondsSinceOrigin()``); 0 while a thread holds it.
    private let parkedAt = Atomic<Int64>(0)

    /// The handler task running for this connection, and whether `stop()` gave up waiting on it.
    private struct InFlight {
        var task: Task<Void, Never>?
        var aborted = false
    }

    /// The bytes a connection reads at most per `recv`.
    static let readChunkSize = 64 * 1024
    /// How long a closing connection keeps reading (and discarding) what the client still sends,
    /// so the kernel does not answer unread data with a reset that would destroy our response.
    private static let lingerTime = Duration.milliseconds(500)
    /// The most bytes discarded while lingering.
    private static let lingerByteLimit = 1024 * 1024

    init(socket: SocketDescriptor, server: HTTPServer, wake: WakeSignal, loop: HTTPReadyLoop?, peer: HTTPPeerAddress?) {
        self.socket = socket
        self.server = server
        self.wake = wake
        self.loop = loop
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
        defer { finish() }
        let configuration = server.configuration
        var progress = takeProgress()
        if !progress.pendingOutput.isEmpty || progress.closesAfterOutput {
            guard SocketIO.sendAll(socket.raw, progress.pendingOutput) else { return }
            progress.pendingOutput = []
            if progress.closesAfterOutput { return lingeringClose() }
        }
        var chunk = [UInt8](repeating: 0, count: Self.readChunkSize)

        while true {
            switch server.parser.parse(progress.buffer) {
            case .complete(var request, let consumed):
                progress.buffer.removeFirst(consumed)
                request.peer = peer
                progress.continueSent = false
                guard serve(request, dates: &progress.dates) else { return }
                progress.idleSince = .now
                progress.requestStarted = progress.buffer.isEmpty ? nil : .now
                continue
            case .failure(let error):
                let response = HTTPResponse.parseFailure(error)
                _ = SocketIO.sendAll(
                    socket.raw, response.wireBytes(keepAlive: false, isHeadRequest: false, date: progress.dates.now()))
                lingeringClose()
                return
            case .awaitingBody(let expectsContinue):
                if expectsContinue, !progress.continueSent {
                    guard SocketIO.sendAll(socket.raw, HTTPResponse.continueWireBytes) else { return }
                    progress.continueSent = true
                }
            case .needMoreBytes:
                break
            }

            // More bytes are needed. An idle connection closes as soon as the server stops; a
            // partly received request may still finish within its read deadline.
            let stopping = server.isStopping
            if stopping, progress.buffer.isEmpty { return }
            let deadline =
                progress.requestStarted.map { $0 + configuration.readTimeout }
                ?? progress.idleSince + configuration.idleTimeout
            switch SocketIO.waitReadable(socket.raw, wake: stopping ? nil : wake, until: deadline) {
            case .readable:
                guard let count = SocketIO.receive(socket.raw, into: &chunk) else { continue }
                guard count > 0 else { return }  // the client closed its side
                if progress.buffer.isEmpty { progress.requestStarted = .now }
                progress.buffer.append(contentsOf: chunk[0..<count])
            case .woken:
                continue
            case .timedOut:
                if !progress.buffer.isEmpty { respondToSlowClient(dates: &progress.dates) }
                return
            case .failed:
                return
            }
        }
    }

    /// Runs the handler (the immediate one on this thread when it answers) and writes its
    /// answer. Returns whether the connection stays open.
    private func serve(_ request: HTTPRequest, dates: inout HTTPDateCache) -> Bool {
        let result = server.answerImmediately(request) ?? callHandler(request)
        // Read after the handler: a stop that began while it ran closes the connection.
        let keepAlive = request.keepAlive && !server.isStopping
        guard let bytes = answer(result, to: request, keepAlive: keepAlive, dates: &dates) else { return false }
        guard SocketIO.sendAll(socket.raw, bytes) else { return false }
        if !keepAlive { lingeringClose() }
        return keepAlive
    }

    /// What goes on the wire for `result`; nil when nothing is to be sent: the handler asked to
    /// close, or `stop()` cut the connection while the handler ran.
    private func answer(
        _ result: HTTPHandlerResult, to request: HTTPRequest, keepAlive: Bool, dates: inout HTTPDateCache
    ) -> [UInt8]? {
        guard case .respond(let response) = result, !inFlight.withLock({ $0.aborted }) else { return nil }
        return response.wireBytes(keepAlive: keepAlive, isHeadRequest: request.method == "HEAD", date: dates.now())
    }

    // MARK: - Parked between requests

    /// Serves what arrived on a parked connection, on a ``HTTPReadyLoop`` worker: each complete
    /// kept-alive request the immediate handler answers, then parks it again. Anything that needs
    /// waiting (the async handler, a partial request, a closing answer, a slow reader, the
    /// server stopping) goes on in `run()` on a thread of the connection's own.
    func serveReady(chunk: inout [UInt8]) {
        parkedAt.store(0, ordering: .sequentiallyConsistent)
        var progress = takeProgress()
        if server.isStopping, progress.buffer.isEmpty { return finish() }
        guard !server.isStopping, let count = SocketIO.receive(socket.raw, into: &chunk) else {
            return progress.buffer.isEmpty ? park(progress) : handOff(progress)
        }
        guard count > 0 else { return finish() }  // the client closed its side (or was idle too long)
        if progress.buffer.isEmpty { progress.requestStarted = .now }
        progress.buffer.append(contentsOf: chunk[0..<count])
        while case .complete(var request, let consumed) = server.parser.parse(progress.buffer) {
            request.peer = peer
            // A closing answer lingers, and the async handler waits: both on a thread of their own.
            guard request.keepAlive, !server.isStopping, let result = server.answerImmediately(request) else {
                return handOff(progress)
            }
            progress.buffer.removeFirst(consumed)
            // Read after the handler: a stop that began while it ran closes the connection.
            let keepAlive = !server.isStopping
            guard let bytes = answer(result, to: request, keepAlive: keepAlive, dates: &progress.dates) else {
                return finish()
            }
            guard let sent = SocketIO.sendAvailable(socket.raw, bytes) else { return finish() }
            progress.idleSince = .now
            progress.requestStarted = progress.buffer.isEmpty ? nil : .now
            if sent < bytes.count || !keepAlive {
                progress.pendingOutput = Array(bytes[sent...])
                progress.closesAfterOutput = !keepAlive
                return handOff(progress)
            }
        }
        progress.buffer.isEmpty ? park(progress) : handOff(progress)
    }

    /// Leaves `progress` for the next worker and watches the socket again; a server that began to
    /// stop meanwhile has the connection ended (``endIfParked(since:)``).
    private func park(_ progress: HTTPConnectionProgress) {
        self.progress.withLock { $0 = progress }
        guard watch(isNew: false) else { return handOff(takeProgress()) }
        if server.isStopping { socket.shutdownReading() }
    }

    /// Parks a newly accepted connection; false when the loop cannot watch it.
    func parkFirst() -> Bool { watch(isNew: true) }

    /// Marks the connection parked and has the loop watch its socket; false (and not parked) when
    /// there is no loop or epoll refuses the socket.
    private func watch(isNew: Bool) -> Bool {
        guard let loop else { return false }
        parkedAt.store(loop.nanosecondsSinceOrigin(), ordering: .sequentiallyConsistent)
        guard loop.park(self, socket: socket.raw, isNew: isNew) else {
            parkedAt.store(0, ordering: .sequentiallyConsistent)
            return false
        }
        return true
    }

    /// Ends a parked connection that has waited since before `instant` (all parked ones when
    /// nil): its worker then reads the end of stream and closes it. Called by the idle sweep and
    /// by `stop()`; a connection a thread holds is left to that thread.
    func endIfParked(since instant: Int64?) {
        let parked = parkedAt.load(ordering: .sequentiallyConsistent)
        guard parked != 0, parked <= instant ?? .max else { return }
        socket.shutdownReading()
    }

    /// Gives the connection a thread of its own that carries on from `progress`.
    private func handOff(_ progress: HTTPConnectionProgress) {
        self.progress.withLock { $0 = progress }
        server.startConnectionThread(for: self)
    }

    /// The loop's state, taken from the mutex by the thread that carries on with it.
    private func takeProgress() -> HTTPConnectionProgress {
        progress.withLock { held in
            let taken = held
            held.buffer = []
            held.pendingOutput = []
            return taken
        }
    }

    /// Closes the socket and tells the server this connection is done.
    private func finish() {
        socket.close()
        server.connectionDidFinish(self)
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
    private func respondToSlowClient(dates: inout HTTPDateCache) {
        let seconds = SocketIO.milliseconds(of: server.configuration.readTimeout) / 1000
        let response = HTTPResponse.text(
            "the request was not completed within \(seconds) s: send the whole request without pausing\n",
            status: .requestTimeout)
        _ = SocketIO.sendAll(
            socket.raw, response.wireBytes(keepAlive: false, isHeadRequest: false, date: dates.now()))
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
