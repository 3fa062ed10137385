import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A one-connection HTTP responder on 127.0.0.1 for transport tests: it accepts one
/// connection on a port of its own, reads the request, and answers as told (or never).
///
/// Not a server: no keep-alive, no routing, one request.
final class LoopbackHTTPResponder: @unchecked Sendable {
    /// What to do with the request.
    enum Behaviour: Sendable {
        /// Answer with this status and body.
        case respond(status: Int, body: String)
        /// Read the request and hold the connection open without answering until `stop()`.
        case neverAnswer
    }

    struct SocketFailure: Error, CustomStringConvertible {
        let call: String
        var description: String { "\(call) failed: errno \(errno)" }
    }

    /// The port it listens on.
    let port: UInt16
    // `lock` guards `received`; the file descriptors are only closed once, by `stop()` or `serve`.
    private let lock = NSLock()
    private var received = Data()
    private let listener: Int32
    private let stopped = DispatchSemaphore(value: 0)
    private let requestArrived = DispatchSemaphore(value: 0)

    init(_ behaviour: Behaviour) throws {
        (listener, port) = try Self.listen()
        Thread.detachNewThread { [self] in serve(behaviour) }
    }

    /// The URL to post to.
    var url: URL { URL(string: "http://127.0.0.1:\(port)/") ?? URL(fileURLWithPath: "/") }

    /// The bytes of the request received so far (head and body).
    var request: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: received, as: UTF8.self)
    }

    /// Returns once the whole request has arrived (or after 60 s: a loaded machine can take seconds to connect).
    func waitForRequest() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread { [self] in
                _ = requestArrived.wait(timeout: .now() + 60)
                continuation.resume()
            }
        }
    }

    /// Lets a `neverAnswer` connection go; the responder closes on its own thread, and nothing
    /// here waits for it (a test must not hold a cooperative-pool thread).
    func stop() {
        stopped.signal()
    }

    /// A port on 127.0.0.1 that nothing listens on: bound, read, and closed again.
    static func unusedPort() throws -> UInt16 {
        let (socket, port) = try listen(backlog: false)
        close(socket)
        return port
    }

    // MARK: - Sockets

    private static func listen(backlog: Bool = true) throws -> (Int32, UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw SocketFailure(call: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            close(descriptor)
            throw SocketFailure(call: "bind")
        }
        if backlog, Glibc.listen(descriptor, 1) != 0 {
            close(descriptor)
            throw SocketFailure(call: "listen")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            close(descriptor)
            throw SocketFailure(call: "getsockname")
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    private func serve(_ behaviour: Behaviour) {
        defer { close(listener) }
        guard Self.waitReadable(listener, milliseconds: 60_000) else { return }
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        defer { close(connection) }
        readRequest(from: connection)
        requestArrived.signal()
        switch behaviour {
        case .respond(let status, let body):
            let text =
                "HTTP/1.1 \(status) Scripted\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)"
                + "\r\nConnection: close\r\n\r\n\(body)"
            let bytes = Array(text.utf8)
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                sent += count
            }
        case .neverAnswer:
            _ = stopped.wait(timeout: .now() + 30)
        }
    }

    /// Reads the head and as many body bytes as its Content-Length says (each read waits at most 5 s).
    private func readRequest(from connection: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Self.waitReadable(connection, milliseconds: 5000) {
            let count = buffer.withUnsafeMutableBytes { read(connection, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            lock.lock()
            received.append(contentsOf: buffer[..<count])
            let complete = Self.isComplete(received)
            lock.unlock()
            if complete { return }
        }
    }

    private static func isComplete(_ data: Data) -> Bool {
        let text = String(decoding: data, as: UTF8.self)
        guard let headEnd = text.range(of: "\r\n\r\n") else { return false }
        let head = text[..<headEnd.lowerBound].lowercased()
        let length =
            head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        return text[headEnd.upperBound...].utf8.count >= length
    }

    private static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }
}
