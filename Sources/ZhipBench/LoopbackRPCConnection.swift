import Glibc

/// One kept-alive HTTP/1.1 connection to a JSON-RPC node on 127.0.0.1, posting bodies encoded in
/// advance and reading whole answers: the least a client can cost, so that a throughput figure
/// measures the node and not the client beside it on the same cores. A request goes out with
/// ``begin(_:)``; its answer comes in with ``receiveAvailable()`` and ``takeAnswer()`` as the
/// socket becomes readable (``ClientThreads`` waits on many at once). Blocking: never on the
/// cooperative pool.
final class LoopbackRPCConnection {
    /// Why a request failed: the connection, or an answer that is not a JSON-RPC result.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The most bytes an answer's head may take.
    private static let headLimit = 16 * 1024
    /// The most bytes an answer's body may take.
    private static let bodyLimit = 1024 * 1024

    /// The socket, for an epoll set to watch.
    let socket: Int32
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 16 * 1024)

    /// Connects to 127.0.0.1:`port`.
    init(port: UInt16) throws(Failure) {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "connect to port \(port): errno \(errno)")
        }
        var noDelay: Int32 = 1
        _ = setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    }

    deinit { close(socket) }

    /// The whole request for `body`: a POST to / with its length.
    static func request(body: [UInt8]) -> [UInt8] {
        let head =
            "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.count)\r\n\r\n"
        return Array(head.utf8) + body
    }

    /// Sends `request` (see ``request(body:)``) whole; its answer is read with ``takeAnswer()``.
    /// - Throws: ``Failure`` when the connection fails.
    func begin(_ request: [UInt8]) throws(Failure) {
        var sent = 0
        while sent < request.count {
            let count = request.withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress.map { $0 + sent }, request.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw Failure(description: "send: errno \(errno)") }
            sent += count
        }
    }

    /// The body of the answer the buffer holds whole, taken out of it; nil while it is incomplete.
    /// - Throws: ``Failure`` when the answer is not 200, has no usable length, or its head is too long.
    func takeAnswer() throws(Failure) -> [UInt8]? {
        guard let headEnd = try headEnd() else { return nil }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        guard head.hasPrefix("HTTP/1.1 200") else { throw Failure(description: "answer: \(head)") }
        let length = head.split(separator: "\r\n").lazy.compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
            return Int(parts[1].trimmingPrefix(" "))
        }.first
        guard let length, length <= Self.bodyLimit else { throw Failure(description: "answer without a usable length") }
        let bodyStart = headEnd + 4
        guard buffer.count >= bodyStart + length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        buffer.removeFirst(bodyStart + length)
        return body
    }

    /// Where the blank line after the buffered head starts; nil while the head is incomplete.
    private func headEnd() throws(Failure) -> Int? {
        if buffer.count >= 4 {
            for index in 0...(buffer.count - 4)
            where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
                return index
            }
        }
        guard buffer.count < Self.headLimit else { throw Failure(description: "answer head too long") }
        return nil
    }

    /// Appends what one `recv` returns (waiting for it when nothing is there yet).
    /// - Throws: ``Failure`` when the node closed the connection.
    func receiveAvailable() throws(Failure) {
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure(description: "the node closed the connection (errno \(errno))") }
        buffer.append(contentsOf: chunk[0..<count])
    }
}
