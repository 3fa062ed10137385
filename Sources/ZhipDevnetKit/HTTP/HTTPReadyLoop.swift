import CEpoll
import Dispatch
import Foundation
import Glibc

/// The kept-alive connections between two requests, watched by one epoll set and served by a
/// worker thread per core (``HTTPServer`` says when a connection gets a thread of its own instead).
///
/// Why: with a thread per connection, 16 clients on 2 cores meant 16 threads taking turns, each
/// woken for each request with its stack and its malloc cache gone cold, and the node took about
/// a tenth fewer payments a second than from 4 clients. Here there are as many workers as cores,
/// and a busy worker takes the next ready connection without going to sleep.
///
/// A parked socket is armed once (`EPOLLONESHOT`), so exactly one worker takes it; its event
/// carries a retained reference to the connection, which that worker takes over.
final class HTTPReadyLoop: Sendable {
    private let poller: Int32
    /// Fired by ``stop()``; level-triggered, so every worker sees it and leaves.
    private let finish: WakeSignal
    /// Entered by each worker, left when it leaves.
    private let workers = DispatchGroup()
    /// The instant parking times are counted from (``nanosecondsSinceOrigin()``).
    private let origin = ContinuousClock.now

    /// How often the first worker closes the connections idle past their timeout.
    static let sweepInterval = Duration.milliseconds(100)

    /// An empty epoll set with nothing parked and no workers yet.
    init() throws(HTTPServerError) {
        let poller = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard poller >= 0 else { throw .pollerFailed(errno: errno) }
        let finish: WakeSignal
        do {
            finish = try WakeSignal()
        } catch {
            _ = close(poller)
            throw error
        }
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.u64 = 0
        guard epoll_ctl(poller, EPOLL_CTL_ADD, finish.readEnd, &event) == 0 else {
            let code = errno
            _ = close(poller)
            throw .pollerFailed(errno: code)
        }
        self.poller = poller
        self.finish = finish
    }

    deinit { _ = close(poller) }

    /// Nanoseconds from this loop's creation to now, at least 1 (0 means "not parked").
    func nanosecondsSinceOrigin() -> Int64 {
        max(1, Self.nanoseconds(of: ContinuousClock.now - origin))
    }

    /// `duration` in whole nanoseconds, `Int64.max` past 292 years.
    static func nanoseconds(of duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (total, overflowAgain) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        return overflow || overflowAgain ? .max : total
    }

    /// Starts `count` workers for `server`'s parked connections; the first also closes idle ones.
    func start(workers count: Int, for server: HTTPServer) {
        for index in 0..<count {
            workers.enter()
            let thread = Thread { [self] in
                defer { workers.leave() }
                work(for: server, sweeping: index == 0)
            }
            thread.name = "zhip-devnet http worker"
            thread.stackSize = HTTPServer.connectionStackSize
            thread.start()
        }
    }

    /// Watches `connection`'s `socket` until its next bytes (or its end) arrive, then lets one
    /// worker serve it. False when epoll refuses the socket.
    func park(_ connection: HTTPConnection, socket: Int32, isNew: Bool) -> Bool {
        let retained = Unmanaged.passRetained(connection)
        var event = epoll_event()
        event.events = EPOLLIN.rawValue | EPOLLRDHUP.rawValue | EPOLLONESHOT.rawValue
        event.data.u64 = UInt64(UInt(bitPattern: retained.toOpaque()))
        guard epoll_ctl(poller, isNew ? EPOLL_CTL_ADD : EPOLL_CTL_MOD, socket, &event) == 0 else {
            retained.release()
            return false
        }
        return true
    }

    /// Lets the workers leave and waits until they have. Called once no connection is parked.
    func stop() {
        finish.fire()
        workers.wait()
    }

    private func work(for server: HTTPServer, sweeping: Bool) {
        var event = epoll_event()
        var chunk = [UInt8](repeating: 0, count: HTTPConnection.readChunkSize)
        let clock = ContinuousClock()
        var nextSweep = clock.now + Self.sweepInterval
        let timeout = sweeping ? SocketIO.milliseconds(of: Self.sweepInterval) : -1
        while true {
            let ready = epoll_wait(poller, &event, 1, timeout)
            if ready < 0, errno != EINTR { return }
            if ready == 1 {
                guard let pointer = UnsafeRawPointer(bitPattern: UInt(event.data.u64)) else { return }
                Unmanaged<HTTPConnection>.fromOpaque(pointer).takeRetainedValue().serveReady(chunk: &chunk)
            }
            if sweeping, clock.now >= nextSweep {
                server.endParkedConnections(idleFor: server.configuration.idleTimeout)
                nextSweep = clock.now + Self.sweepInterval
            }
        }
    }
}
