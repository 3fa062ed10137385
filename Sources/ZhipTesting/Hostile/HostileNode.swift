public import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A real HTTP server on 127.0.0.1 that misbehaves as a test tells it to, for bounding what a
/// hostile node can make a client do: answers without end, huge, dripped, never, or absurd.
///
/// Sockets are served on threads of its own, never on Swift's cooperative pool: one accepts,
/// one per connection answers (retries open new connections). It counts every byte it wrote,
/// so a test can check how much a client read before it stopped.
/// ```swift
/// let node = try HostileNode(.endlessChunkedBody)
/// defer { node.stop() }
/// await #expect(throws: TransportError.responseTooLarge(limit: 16 << 20)) {
///     try await HTTPTransport(url: node.url).send(body)
/// }
/// #expect(node.bytesSent < 40 << 20)
/// ```
public final class HostileNode: @unchecked Sendable {
    // `@unchecked Sendable`: `lock` guards `written`, `request`, `requests` and `stopped`; the
    // listening descriptor is closed once, by the accepting thread.

    /// What it does with each request.
    public let behaviour: HostileBehaviour
    /// The port it listens on.
    public let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var written = 0
    private var request: [UInt8] = []
    private var requests = 0
    private var stopped = false

    /// The longest an answer without end is kept up when no client goes and nobody stops it.
    private static let lifetime: Duration = .seconds(120)

    /// A node listening on a free port, doing `behaviour` with every request.
    ///
    /// - Throws: ``HostileNodeError`` when no socket could be opened.
    public init(_ behaviour: HostileBehaviour) throws {
        self.behaviour = behaviour
        do {
            (listener, port) = try LoopbackSocket.bound()
        } catch {
            throw HostileNodeError(description: "the hostile node could not listen: \(error)")
        }
        Thread.detachNewThread { [self] in acceptConnections() }
    }

    /// The URL to post to.
    public var url: URL { URL(string: "http://127.0.0.1:\(port)/") ?? URL(fileURLWithPath: "/") }

    /// How many bytes it has written so far, heads included, over all connections.
    public var bytesSent: Int { locked { written } }

    /// How many requests it has read so far.
    public var requestCount: Int { locked { requests } }

    /// The bytes of the last request read (head and body).
    public var lastRequest: String { locked { String(decoding: request, as: UTF8.self) } }

    /// Stops answering: every connection closes and no new one is accepted. Returns at once
    /// (its threads end on their own), so a test can call it from the cooperative pool.
    public func stop() {
        locked { stopped = true }
    }

    /// A port on 127.0.0.1 that refuses every connection for as long as the test process runs.
    ///
    /// Its socket stays bound without listening and is never closed, so neither a port-0 bind
    /// nor an outgoing connection of a test running in parallel can be given the port: a port
    /// merely closed again could be, and then something would answer there. Every call returns
    /// the same port.
    public static func unusedPort() throws -> UInt16 {
        try reservedPort.withLock { reserved in
            if let reserved { return reserved }
            do {
                let (_, port) = try LoopbackSocket.bound(listening: false)  // kept open on purpose
                reserved = port
                return port
            } catch {
                throw HostileNodeError(description: "no free port: \(error)")
            }
        }
    }

    private static let reservedPort = Mutex<UInt16?>(nil)

    // MARK: - Threads

    private var isStopped: Bool { locked { stopped } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func acceptConnections() {
        defer { close(listener) }
        while !isStopped {
            guard LoopbackSocket.waitReadable(listener, milliseconds: 50) else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var received: [UInt8] = []
        LoopbackSocket.readRequest(from: connection) { received += $0 }
        locked {
            request = received
            requests += 1
        }
        let answer = HostileAnswer(behaviour)
        let end = ContinuousClock.now.advanced(by: Self.lifetime)
        guard send(answer.head, on: connection) else { return }
        let pieces = answer.body
        while !isStopped, ContinuousClock.now < end {
            if let pause = answer.pause {
                guard !LoopbackSocket.waitReadable(connection, milliseconds: Self.milliseconds(pause)) else {
                    return  // the client closed the connection
                }
            }
            guard let piece = pieces.next() else {
                if answer.holdsOpen { continue }
                return
            }
            guard send(piece, on: connection) else { return }
        }
    }

    private func send(_ bytes: [UInt8], on connection: Int32) -> Bool {
        guard LoopbackSocket.write(bytes, to: connection) else { return false }
        locked { written += bytes.count }
        return true
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }
}
