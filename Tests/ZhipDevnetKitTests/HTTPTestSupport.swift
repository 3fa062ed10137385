import Foundation
import Glibc
import Testing

@testable import ZhipDevnetKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// MARK: - Running blocking code

/// Runs blocking socket code on a thread of its own and awaits its result. Test code must never
/// block Swift's cooperative pool: the server's handler tasks need it to answer.
func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try body() })
        }
    }
}

// MARK: - Server fixture

/// Starts a server on 127.0.0.1 with a system-chosen port, runs `body`, and stops the server
/// whether `body` succeeds or throws.
func withServer<T>(
    _ configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    immediate: HTTPServer.ImmediateHandler? = nil,
    handler: @escaping HTTPServer.Handler,
    _ body: (HTTPServer) async throws -> T
) async throws -> T {
    let server = HTTPServer(configuration: configuration, immediate: immediate, handler: handler)
    try server.start()
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// A handler answering `200` with `"<METHOD> <target> <body>"`.
let echoHandler: HTTPServer.Handler = { request in
    .respond(.text("\(request.method) \(request.target) \(String(decoding: request.body, as: UTF8.self))"))
}

/// How a test server answers: by its async handler only, a thread per connection, or at once by
/// an immediate handler, the connections parked in the ready loop between requests.
enum Answering: CaseIterable, CustomTestStringConvertible {
    case byTask
    case atOnce

    var testDescription: String { self == .byTask ? "by task" : "at once" }

    /// A server that echoes (``echoHandler``) the way this says; the `atOnce` one's async handler
    /// answers otherwise (``asyncNamingHandler``), so a request that reached it would show.
    func echoServer(_ configuration: HTTPServerConfiguration = HTTPServerConfiguration()) -> HTTPServer {
        switch self {
        case .byTask: HTTPServer(configuration: configuration, handler: echoHandler)
        case .atOnce: HTTPServer(configuration: configuration, immediate: immediateEcho, handler: asyncNamingHandler)
        }
    }
}

/// ``withServer(_:immediate:handler:_:)`` with an echoing server answering as `answering` says.
func withEchoServer<T>(
    _ answering: Answering, _ configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    _ body: (HTTPServer) async throws -> T
) async throws -> T {
    switch answering {
    case .byTask: try await withServer(configuration, handler: echoHandler, body)
    case .atOnce: try await withServer(configuration, immediate: immediateEcho, handler: asyncNamingHandler, body)
    }
}

/// ``echoHandler``'s answer given at once, so that connections wait parked in the server's ready
/// loop between requests.
let immediateEcho: HTTPServer.ImmediateHandler = { request in
    .respond(.text("\(request.method) \(request.target) \(String(decoding: request.body, as: UTF8.self))"))
}

/// A handler that names itself, to tell its answers from ``immediateEcho``'s.
let asyncNamingHandler: HTTPServer.Handler = { request in .respond(.text("async \(request.path)")) }

/// A URL session of its own for one test, with no cache, cookies or credentials on disk.
func makeSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    // A guard against a hang, not a timing bound: under ASan on two busy cores a devnet's answer
    // (511 levels of nesting parsed) took past 10 s, and CI failed on a devnet that was working.
    configuration.timeoutIntervalForRequest = 120
    configuration.urlCache = nil
    configuration.httpMaximumConnectionsPerHost = 64
    return URLSession(configuration: configuration)
}

// MARK: - Raw socket client

/// What went wrong in the raw test client.
enum RawClientError: Error, CustomStringConvertible {
    case system(String, errno: Int32)
    case timedOut
    case closedBeforeResponse
    case malformedResponse(String)

    var description: String {
        switch self {
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .timedOut: "no data from the server within the client's receive timeout"
        case .closedBeforeResponse: "the server closed the connection before a whole response"
        case .malformedResponse(let why): "malformed response: \(why)"
        }
    }
}

/// A response read by `RawHTTPClient`.
struct RawResponse {
    var status: Int
    var headers: HTTPHeaders
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// How a connection ended, as the raw client saw it.
enum ConnectionEnd: Equatable {
    /// The server closed (FIN or reset) after sending these bytes.
    case closed(received: [UInt8])
    /// The connection was still open when the receive timeout passed.
    case stillOpen
}

/// A blocking HTTP/1.1 client over a plain socket, for what URLSession cannot show: one
/// connection reused, pipelining, garbage on the wire, and exactly when the server closes.
///
/// `@unchecked Sendable`: a test hands it from one `onThread` block to the next, and only one
/// thread uses it at a time.
final class RawHTTPClient: @unchecked Sendable {
    private let fd: Int32
    private var pending: [UInt8] = []

    /// Connects to 127.0.0.1:`port`, or [::1]:`port` when `ipv6`; reads give up after `receiveTimeout`.
    init(port: UInt16, ipv6: Bool = false, receiveTimeout: Duration = .seconds(5)) throws {
        // `fd` is assigned only once connected: a class whose init throws after every stored
        // property is set runs `deinit`, which would close the descriptor a second time.
        let address: HTTPServerConfiguration.LoopbackAddress = ipv6 ? .ipv6 : .ipv4
        let raw = socket(address.family, Int32(SOCK_STREAM.rawValue), 0)
        guard raw >= 0 else { throw RawClientError.system("socket", errno: errno) }
        let millis =
            Int(receiveTimeout.components.seconds) * 1000
            + Int(receiveTimeout.components.attoseconds / 1_000_000_000_000_000)
        var interval = timeval(tv_sec: millis / 1000, tv_usec: (millis % 1000) * 1000)
        _ = setsockopt(raw, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
        let result = address.withSocketAddress(port: port) { connect(raw, $0, $1) }
        guard result == 0 else {
            let code = errno
            close(raw)
            throw RawClientError.system("connect", errno: code)
        }
        fd = raw
    }

    deinit { close(fd) }

    /// Sends `text` with every `\n` turned into CR LF.
    func send(_ text: String) throws {
        try send(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8))
    }

    /// Sends `bytes` exactly.
    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw RawClientError.system("send", errno: errno) }
            offset += sent
        }
    }

    /// Sends `GET /1`, `POST /2` (body `z`) and `GET /3` in one write, pipelined, and reads the
    /// three answers' texts.
    func pipelineThreeRequests() throws -> [String] {
        try send(
            "GET /1 HTTP/1.1\nHost: x\n\nPOST /2 HTTP/1.1\nHost: x\nContent-Length: 1\n\nzGET /3 HTTP/1.1\nHost: x\n\n")
        return try (0..<3).map { _ in try readResponse().text }
    }

    /// Reads one response (status line, headers, `Content-Length` body).
    func readResponse() throws -> RawResponse {
        let headEnd = try readUntilHeadEnd()
        let headText = String(decoding: pending[0..<headEnd], as: UTF8.self)
        var lines = headText.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw RawClientError.malformedResponse("empty head") }
        let statusParts = lines.removeFirst().split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw RawClientError.malformedResponse("bad status line")
        }
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw RawClientError.malformedResponse(line) }
            headers.add(
                line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces), for: String(line[..<colon]))
        }
        pending.removeFirst(headEnd)
        let length = Int(headers["Content-Length"] ?? "0") ?? 0
        while pending.count < length {
            guard try receiveMore() else { throw RawClientError.closedBeforeResponse }
        }
        let body = Array(pending[0..<length])
        pending.removeFirst(length)
        return RawResponse(status: status, headers: headers, body: body)
    }

    /// Waits until the server closes the connection or the receive timeout passes, collecting
    /// whatever bytes arrive meanwhile (after any already buffered).
    func waitForEnd() throws -> ConnectionEnd {
        do {
            while try receiveMore() {}
        } catch RawClientError.timedOut {
            return .stillOpen
        }
        defer { pending = [] }
        return .closed(received: pending)
    }

    /// The offset just past the blank line ending the next response head, reading as needed.
    private func readUntilHeadEnd() throws -> Int {
        let marker = Array("\r\n\r\n".utf8)
        while true {
            if pending.count >= 4 {
                for index in 0...(pending.count - 4) where Array(pending[index..<(index + 4)]) == marker {
                    return index + 4
                }
            }
            guard try receiveMore() else { throw RawClientError.closedBeforeResponse }
        }
    }

    /// Appends what one `recv` returns; false at end of stream (a reset counts as the end).
    private func receiveMore() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            pending += chunk[0..<count]
            return true
        }
        if count == 0 || errno == ECONNRESET { return false }
        if errno == EAGAIN || errno == EWOULDBLOCK { throw RawClientError.timedOut }
        if errno == EINTR { return true }
        throw RawClientError.system("recv", errno: errno)
    }
}
