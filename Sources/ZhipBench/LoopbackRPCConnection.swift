import Glibc

/// One kept-alive HTTP/1.1 connection to a JSON-RPC node on 127.0.0.1, posting bodies encoded in
/// advance and reading whole answers: the least a client can cost, so that a throughput figure
/// measures the node and not the client beside it on the same cores. Blocking: run it on a thread
/// of its own, never on the cooperative pool.
final class LoopbackRPCConnection {
    /// Why a request failed: the connection, or an answer that is not a JSON-RPC result.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The most bytes an answer's head may take.
    private static let headLimit = 16 * 1024
    /// The most bytes an answer's body may take.
    private static let bodyLimit = 1024 * 1024

    private let socket: Int32
    private var buffer: [UInt8] = []

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

    /// Sends `request` (see ``request(body:)``) and returns the answer's body.
    /// - Throws: ``Failure`` when the connection fails or the answer is not 200.
    func send(_ request: [UInt8]) throws(Failure) -> [UInt8] {
        var sent = 0
        while sent < request.count {
            let count = request.withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress.map { $0 + sent }, request.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw Failure(description: "send: errno \(errno)") }
            sent += count
        }
        let headEnd = try readUntilHeadEnd()
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        guard head.hasPrefix("HTTP/1.1 200") else { throw Failure(description: "answer: \(head)") }
        let length = head.split(separator: "\r\n").lazy.compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
            return Int(parts[1].trimmingPrefix(" "))
        }.first
        guard let length, length <= Self.bodyLimit else { throw Failure(description: "answer without a usable length") }
        let bodyStart = headEnd + 4
        while buffer.count < bodyStart + length { try receive() }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        buffer.removeFirst(bodyStart + length)
        return body
    }

    /// Reads until the buffer holds a whole head; returns where its blank line starts.
    private func readUntilHeadEnd() throws(Failure) -> Int {
        var searched = 0
        while true {
            if buffer.count >= 4 {
                for index in max(0, searched - 3)...(buffer.count - 4)
                where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
                    && buffer[index + 3] == 10
                {
                    return index
                }
                searched = buffer.count
            }
            guard buffer.count < Self.headLimit else { throw Failure(description: "answer head too long") }
            try receive()
        }
    }

    private func receive() throws(Failure) {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure(description: "the node closed the connection (errno \(errno))") }
        buffer.append(contentsOf: chunk[0..<count])
    }
}
