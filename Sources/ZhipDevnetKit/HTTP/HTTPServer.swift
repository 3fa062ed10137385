import Dispatch
import Foundation
import Glibc
import Synchronization

/// A small HTTP/1.1 server on a loopback address, written over POSIX sockets.
///
/// ```swift
/// let server = HTTPServer(configuration: HTTPServerConfiguration(port: 0)) { request in
///     .respond(.json(Array(#"{"ok":true}"#.utf8)))
/// }
/// try server.start()
/// print("listening on 127.0.0.1:\(server.port)")
/// await server.stop()
/// ```
///
/// Requests are parsed by `HTTPRequestParser`; bodies need `Content-Length`. Connections are kept
/// alive (HTTP/1.1 default, HTTP/1.0 on request), pipelined requests are answered in order,
/// idle connections close after `idleTimeout`, and clients that stall mid-request get 408 after
/// `readTimeout`.
///
/// Concurrency model: one accept thread; with an `immediate` handler, an ``HTTPReadyLoop`` whose
/// workers (one per core) serve the kept-alive connections that handler answers, parked in one
/// epoll set between requests; and a thread of its own for every connection that needs waiting:
/// the async handler, a partial request with its read deadline, a closing answer, a slow reader.
/// A connection handed to its own thread stays there: a straight-line loop doing blocking I/O
/// with `poll(2)` deadlines, whose timeouts are easy to see and test. The async handler runs as a
/// `Task` on Swift's cooperative pool while the connection thread waits for it; since connection
/// threads are not pool threads, that wait cannot starve the pool. Every connection thread also
/// polls a shared wake-up pipe, which `stop()` fires to end idle connections at once; parked
/// connections are ended by shutting down their receiving side, which their worker then reads.
///
/// Once started, the server's threads keep it alive: call `stop()` (or `stopAndWait()`) to end
/// it; dropping the last reference does not.
///
/// `Sendable` without `@unchecked`: the mutable state sits in a `Mutex`, and the rest is
/// immutable or thread-safe (Dispatch semaphores and groups).
public final class HTTPServer: Sendable {
    /// Answers one request; may suspend (sleep for latency injection) and may ask to drop the
    /// connection without answering.
    public typealias Handler = @Sendable (HTTPRequest) async -> HTTPHandlerResult
    /// Answers one request at once on the connection's thread, without suspending; nil hands the
    /// request to the async ``Handler`` instead.
    public typealias ImmediateHandler = @Sendable (HTTPRequest) -> HTTPHandlerResult?

    /// The configuration the server was created with (`port` as requested, possibly 0).
    public let configuration: HTTPServerConfiguration
    let handler: Handler
    let immediate: ImmediateHandler?
    /// How many immediate handlers may run at once: one per core, as many as the cooperative pool
    /// would run. A connection thread past that waits here, asleep, instead of competing for the
    /// cores (and the handler's locks) with those that run: with 16 clients on 2 cores, letting
    /// all 16 run at once answered a third fewer requests than letting 2 run.
    private let immediateSlots = DispatchSemaphore(value: max(1, ProcessInfo.processInfo.activeProcessorCount))
    let parser: HTTPRequestParser

    private let state = Mutex(State())
    /// Whether ``State/phase`` is `.running`, kept beside it (written under the same lock) so that
    /// the connection threads, which ask after every request, read it without taking that lock.
    private let running = Atomic<Bool>(false)
    /// Signalled once by the accept thread after it has closed the listening socket.
    private let acceptLoopFinished = DispatchSemaphore(value: 0)
    /// Entered for each live connection, left when its thread is done.
    private let liveConnections = DispatchGroup()
    /// Entered by `start()`, left when `stop()` has finished: what concurrent `stop()` calls wait on.
    private let stopCompleted = DispatchGroup()

    private enum Phase {
        case created
        case running
        case stopping
        case stopped
    }

    private struct State {
        var phase = Phase.created
        var port: UInt16 = 0
        var wake: WakeSignal?
        var loop: HTTPReadyLoop?
        var connections: [ObjectIdentifier: HTTPConnection] = [:]
    }

    /// A server that answers each request with `immediate`'s result where it gives one, else with
    /// `handler`'s; call `start()` to listen.
    public init(
        configuration: HTTPServerConfiguration = HTTPServerConfiguration(), immediate: ImmediateHandler? = nil,
        handler: @escaping Handler
    ) {
        self.configuration = configuration
        self.immediate = immediate
        self.handler = handler
        self.parser = HTTPRequestParser(limits: configuration.limits)
    }

    /// A server whose handler always answers (no connection dropping); call `start()` to listen.
    public convenience init(
        configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
        respond: @escaping @Sendable (HTTPRequest) async -> HTTPResponse
    ) {
        self.init(configuration: configuration) { request in .respond(await respond(request)) }
    }

    /// The port the server listens on: the system's choice when configured with 0. It is 0
    /// before `start()`, and stays the last bound port after `stop()`.
    public var port: UInt16 { state.withLock { $0.port } }

    /// Whether the server is accepting connections (started and not stopping).
    public var isRunning: Bool { running.load(ordering: .sequentiallyConsistent) }

    // MARK: - Start

    /// Binds the configured loopback address and port and starts accepting connections.
    ///
    /// - Throws: `HTTPServerError.bindFailed` when the port is taken, `.alreadyStarted` on a
    ///   second call, or another case when the system refuses a socket.
    public func start() throws(HTTPServerError) {
        let (listener, wake) = try state.withLock { state throws(HTTPServerError) in
            guard state.phase == .created else { throw HTTPServerError.alreadyStarted }
            let wake = try WakeSignal()
            let loop = try immediate.map { _ throws(HTTPServerError) in try HTTPReadyLoop() }
            let (listener, port) = try ListeningSocket.open(
                address: configuration.address, port: configuration.port, backlog: configuration.backlog)
            state.phase = .running
            running.store(true, ordering: .sequentiallyConsistent)
            state.port = port
            state.wake = wake
            state.loop = loop
            loop?.start(workers: Self.workerCount, for: self)
            stopCompleted.enter()
            return (listener, wake)
        }
        startThread(name: "zhip-devnet http accept") { [self] in acceptLoop(listener: listener, wake: wake) }
    }

    private func acceptLoop(listener: SocketDescriptor, wake: WakeSignal) {
        defer {
            listener.close()
            acceptLoopFinished.signal()
        }
        while true {
            switch SocketIO.waitReadable(listener.raw, wake: wake, until: .now + .seconds(3600)) {
            case .woken, .failed:
                return
            case .timedOut:
                continue
            case .readable:
                var peerStorage = sockaddr_storage()
                var peerLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
                let raw = withUnsafeMutablePointer(to: &peerStorage) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener.raw, $0, &peerLength) }
                }
                guard raw >= 0 else {
                    switch errno {
                    case EAGAIN, EWOULDBLOCK, EINTR, ECONNABORTED, EPROTO, EPERM: continue
                    case EMFILE, ENFILE, ENOBUFS, ENOMEM: usleep(50_000)  // out of resources: let some close
                    default: return
                    }
                    continue
                }
                // Close-on-exec (accept4 is not visible to Swift) and blocking, whatever the listener is.
                _ = fcntl(raw, F_SETFD, FD_CLOEXEC)
                _ = fcntl(raw, F_SETFL, fcntl(raw, F_GETFL) & ~O_NONBLOCK)
                admit(SocketDescriptor(raw: raw), wake: wake, peer: HTTPPeerAddress(peerStorage))
            }
        }
    }

    /// Registers an accepted socket and gives it a thread, or turns it away when the server is
    /// stopping or full.
    private func admit(_ socket: SocketDescriptor, wake: WakeSignal, peer: HTTPPeerAddress?) {
        enum Admission {
            case serve(HTTPConnection)
            case full
            case stopping
        }
        let admission = state.withLock { state -> Admission in
            guard state.phase == .running else { return .stopping }
            guard state.connections.count < configuration.maxConnections else { return .full }
            let connection = HTTPConnection(socket: socket, server: self, wake: wake, loop: state.loop, peer: peer)
            state.connections[ObjectIdentifier(connection)] = connection
            liveConnections.enter()
            return .serve(connection)
        }
        switch admission {
        case .serve(let connection):
            SocketIO.setOption(socket.raw, level: Int32(IPPROTO_TCP), name: TCP_NODELAY, value: 1)
            SocketIO.setSendTimeout(socket.raw, configuration.writeTimeout)
            if !connection.parkFirst() { startConnectionThread(for: connection) }
        case .full:
            let response = HTTPResponse.text("too many connections: try again shortly\n", status: .serviceUnavailable)
            let bytes = response.wireBytes(keepAlive: false, isHeadRequest: false, date: HTTPDate.now())
            _ = bytes.withUnsafeBytes { send(socket.raw, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) }
            socket.close()
        case .stopping:
            socket.close()
        }
    }

    /// The stack of a connection's thread: as deep as a thread of the cooperative pool's (the
    /// system's default of 8 MiB), because the immediate handler parses and answers requests on
    /// it, down to the 511 levels of nesting JSON may have. Reserved, not used: only the pages a
    /// request touches are ever committed.
    static let connectionStackSize = 8 * 1024 * 1024

    /// The ready loop's workers: one per core, as many as can answer at once.
    private static let workerCount = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Gives `connection` a thread of its own, which serves it to the end.
    func startConnectionThread(for connection: HTTPConnection) {
        startThread(name: "zhip-devnet http connection", stackSize: Self.connectionStackSize) { connection.run() }
    }

    /// Ends the parked connections idle for `idleFor` or longer; every parked one when nil.
    func endParkedConnections(idleFor idle: Duration?) {
        let (loop, connections) = state.withLock { ($0.loop, Array($0.connections.values)) }
        guard let loop else { return }
        let before = idle.map { loop.nanosecondsSinceOrigin() &- HTTPReadyLoop.nanoseconds(of: $0) }
        for connection in connections { connection.endIfParked(since: before) }
    }

    private func startThread(name: String, stackSize: Int = 512 * 1024, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.name = name
        thread.stackSize = stackSize
        thread.start()
    }

    // MARK: - Connection callbacks

    /// `request`'s answer from the immediate handler, run in one of the ``immediateSlots``; nil
    /// when there is no immediate handler or it leaves the request to the async one.
    func answerImmediately(_ request: HTTPRequest) -> HTTPHandlerResult? {
        guard let immediate else { return nil }
        immediateSlots.wait()
        defer { immediateSlots.signal() }
        return immediate(request)
    }

    /// Whether `stop()` has begun (connections then close after their current request).
    var isStopping: Bool { !isRunning }

    /// Called by a connection's thread as its last act.
    func connectionDidFinish(_ connection: HTTPConnection) {
        state.withLock { _ = $0.connections.removeValue(forKey: ObjectIdentifier(connection)) }
        liveConnections.leave()
    }

    // MARK: - Stop

    /// Stops the server and returns when it has stopped; see `stopAndWait()`. The blocking part
    /// runs on a thread of its own, not on the caller's executor.
    public func stop() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            startThread(name: "zhip-devnet http stop") { [self] in
                stopAndWait()
                continuation.resume()
            }
        }
    }

    /// Stops accepting, closes idle connections at once, lets requests in flight finish and
    /// answer (with `Connection: close`) for up to `shutdownGracePeriod`, then cuts whatever is
    /// left and cancels its handler tasks. When this returns the port is free to bind again.
    /// Safe to call more than once and from several threads; before `start()` it just marks the
    /// server stopped.
    public func stopAndWait() {
        enum Step {
            case nothing
            case waitForOtherCaller
            case stop(WakeSignal?)
        }
        let step = state.withLock { state -> Step in
            switch state.phase {
            case .created:
                state.phase = .stopped
                return .nothing
            case .running:
                state.phase = .stopping
                running.store(false, ordering: .sequentiallyConsistent)
                return .stop(state.wake)
            case .stopping, .stopped:
                return .waitForOtherCaller
            }
        }
        guard case .stop(let wake) = step else {
            if case .waitForOtherCaller = step { stopCompleted.wait() }
            return
        }

        wake?.fire()
        acceptLoopFinished.wait()  // the listening socket is closed once this returns
        endParkedConnections(idleFor: nil)
        let grace = Int(SocketIO.milliseconds(of: configuration.shutdownGracePeriod))
        if liveConnections.wait(timeout: .now() + .milliseconds(grace)) == .timedOut {
            let stragglers = state.withLock { Array($0.connections.values) }
            for connection in stragglers { connection.abort() }
            _ = liveConnections.wait(timeout: .now() + .seconds(1))
        }
        let loop = state.withLock { state in
            state.phase = .stopped
            state.wake = nil
            defer { state.loop = nil }
            return state.loop
        }
        loop?.stop()
        stopCompleted.leave()
    }
}
