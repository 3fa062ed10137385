import Foundation
import Synchronization
import Testing
import ZhipDevnetKit

@Suite("HTTP server connections, seen from a raw socket")
struct HTTPServerConnectionTests {
    // MARK: - Keep-alive and pipelining

    @Test(
        "two requests on one HTTP/1.1 connection are both answered and the connection stays open",
        arguments: Answering.allCases)
    func keepAliveReuse(_ answering: Answering) async throws {
        let responses = try await withEchoServer(answering) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("GET /first HTTP/1.1\nHost: x\n\n")
                let first = try client.readResponse()
                try client.send("POST /second HTTP/1.1\nHost: x\nContent-Length: 4\n\nbody")
                let second = try client.readResponse()
                return [first, second]
            }
        }

        #expect(responses.map(\.text) == ["GET /first ", "POST /second body"])
        #expect(responses.map { $0.headers["Connection"] } == ["keep-alive", "keep-alive"])
    }

    @Test("pipelined requests sent in one write are answered in order, even when the first is slowest")
    func pipelining() async throws {
        let handler: HTTPServer.Handler = { request in
            if request.path == "/1" { try? await Task.sleep(for: .milliseconds(100)) }
            return .respond(.text(request.path))
        }

        let paths = try await withServer(handler: handler) { server in
            try await onThread { try RawHTTPClient(port: server.port).pipelineThreeRequests() }
        }

        #expect(paths == ["/1", "/2", "/3"])
    }

    @Test(
        "Connection: close gets its response with Connection: close, then the server closes",
        arguments: Answering.allCases)
    func connectionCloseHonoured(_ answering: Answering) async throws {
        let (response, end) = try await withEchoServer(answering) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("GET / HTTP/1.1\nHost: x\nConnection: close\n\n")
                return (try client.readResponse(), try client.waitForEnd())
            }
        }

        #expect(response.status == 200)
        #expect(response.headers["Connection"] == "close")
        #expect(end == .closed(received: []))
    }

    @Test("an HTTP/1.0 request without keep-alive is answered and the connection closed", arguments: Answering.allCases)
    func http10Closes(_ answering: Answering) async throws {
        let (response, end) = try await withEchoServer(answering) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("GET /old HTTP/1.0\n\n")
                return (try client.readResponse(), try client.waitForEnd())
            }
        }

        #expect(response.text == "GET /old ")
        #expect(end == .closed(received: []))
    }

    @Test(
        "an HTTP/1.0 request asking for keep-alive keeps the connection for another request",
        arguments: Answering.allCases)
    func http10KeepAlive(_ answering: Answering) async throws {
        let texts = try await withEchoServer(answering) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("GET /a HTTP/1.0\nConnection: keep-alive\n\n")
                let first = try client.readResponse()
                try client.send("GET /b HTTP/1.0\nConnection: keep-alive\n\n")
                return [first.text, try client.readResponse().text]
            }
        }

        #expect(texts == ["GET /a ", "GET /b "])
    }

    @Test("a server on the IPv6 loopback answers at [::1]", arguments: Answering.allCases)
    func ipv6Loopback(_ answering: Answering) async throws {
        // URLSession on Linux refuses URLs with IPv6 literals (NSURLErrorBadURL), hence the raw client.
        let configuration = HTTPServerConfiguration(address: .ipv6)

        let text = try await withEchoServer(answering, configuration) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port, ipv6: true)
                try client.send("GET /v6 HTTP/1.1\nHost: [::1]\n\n")
                return try client.readResponse().text
            }
        }

        #expect(text == "GET /v6 ")
    }

    // MARK: - Refused requests

    @Test("a body over the limit gets 413 and the connection is closed", arguments: Answering.allCases)
    func oversizedBody(_ answering: Answering) async throws {
        let configuration = HTTPServerConfiguration(limits: HTTPRequestLimits(maxBodyBytes: 1024))

        let (response, end) = try await withEchoServer(answering, configuration) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("POST / HTTP/1.1\nHost: x\nContent-Length: 4096\n\n")
                try client.send([UInt8](repeating: 0x41, count: 4096))
                return (try client.readResponse(), try client.waitForEnd())
            }
        }

        #expect(response.status == 413)
        #expect(response.headers["Connection"] == "close")
        #expect(response.text.contains("1024 bytes"))
        #expect(end == .closed(received: []))
    }

    @Test("garbage gets 400 and the connection is closed", arguments: Answering.allCases)
    func garbage(_ answering: Answering) async throws {
        let (response, end) = try await withEchoServer(answering) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send([0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x00, 0x00, 0xA1, 0x03, 0x03])
                return (try client.readResponse(), try client.waitForEnd())
            }
        }

        #expect(response.status == 400)
        #expect(end == .closed(received: []))
    }

    @Test("a chunked request gets 501 saying to send Content-Length", arguments: Answering.allCases)
    func chunkedRefused(_ answering: Answering) async throws {
        let response = try await withEchoServer(answering) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("POST / HTTP/1.1\nHost: x\nTransfer-Encoding: chunked\n\n3\nabc\n0\n\n")
                return try client.readResponse()
            }
        }

        #expect(response.status == 501)
        #expect(response.text.contains("Content-Length"))
    }

    @Test("a POST without Content-Length gets 411", arguments: Answering.allCases)
    func lengthRequired(_ answering: Answering) async throws {
        let response = try await withEchoServer(answering) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("POST / HTTP/1.1\nHost: x\n\n")
                return try client.readResponse()
            }
        }

        #expect(response.status == 411)
    }

    // MARK: - Fault hooks

    @Test("closeWithoutResponse drops the connection without sending a byte")
    func closeWithoutResponse() async throws {
        let dropEverything: HTTPServer.Handler = { _ in .closeWithoutResponse }

        let end = try await withServer(handler: dropEverything) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("GET / HTTP/1.1\nHost: x\n\n")
                return try client.waitForEnd()
            }
        }

        #expect(end == .closed(received: []))
    }

    // MARK: - Timeouts

    @Test("an idle keep-alive connection is closed after the idle timeout", arguments: Answering.allCases)
    func idleTimeout(_ answering: Answering) async throws {
        let configuration = HTTPServerConfiguration(idleTimeout: .milliseconds(200))

        let end = try await withEchoServer(answering, configuration) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("GET / HTTP/1.1\nHost: x\n\n")
                _ = try client.readResponse()
                return try client.waitForEnd()
            }
        }

        #expect(end == .closed(received: []))
    }

    @Test("a client that stops halfway through its request gets 408 and is disconnected", arguments: Answering.allCases)
    func slowClient(_ answering: Answering) async throws {
        let configuration = HTTPServerConfiguration(readTimeout: .milliseconds(200))

        let (response, end) = try await withEchoServer(answering, configuration) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("GET / HTTP/1.1\nHost: x\n")
                return (try client.readResponse(), try client.waitForEnd())
            }
        }

        #expect(response.status == 408)
        #expect(end == .closed(received: []))
    }

    // MARK: - Protocol details

    @Test(
        "Expect: 100-continue gets 100 Continue before the body is sent, then the real response",
        arguments: Answering.allCases)
    func expectContinue(_ answering: Answering) async throws {
        let (interim, final) = try await withEchoServer(answering) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("POST /c HTTP/1.1\nHost: x\nContent-Length: 5\nExpect: 100-continue\n\n")
                let interim = try client.readResponse()
                try client.send("hello")
                return (interim, try client.readResponse())
            }
        }

        #expect(interim.status == 100)
        #expect(final.text == "POST /c hello")
    }

    @Test("a HEAD response carries the GET headers and no body", arguments: Answering.allCases)
    func headRequest(_ answering: Answering) async throws {
        let end = try await withEchoServer(answering) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("HEAD /h HTTP/1.1\nHost: x\n\nGET /after HTTP/1.1\nHost: x\nConnection: close\n\n")
                return try client.waitForEnd()
            }
        }

        guard case .closed(let bytes) = end else {
            Issue.record("the connection should close after the second request")
            return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(text.contains("Content-Length: \("HEAD /h ".utf8.count)\r\n"))
        #expect(text.contains("\r\n\r\nHTTP/1.1 200 OK\r\n"), "the HEAD response ends right after its headers")
        #expect(text.hasSuffix("\r\n\r\nGET /after "))
    }

    @Test("framing headers from the handler are replaced and CR LF in values cannot split the headers")
    func handlerHeadersSanitized() async throws {
        let handler: HTTPServer.Handler = { _ in
            .respond(
                HTTPResponse(
                    headers: ["Content-Length": "999", "Connection": "close", "X-Evil": "a\r\nInjected: yes"],
                    body: Array("ok".utf8)))
        }

        let response = try await withServer(handler: handler) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("GET / HTTP/1.1\nHost: x\n\n")
                return try client.readResponse()
            }
        }

        #expect(response.headers.values(for: "Content-Length") == ["2"])
        #expect(response.headers.values(for: "Connection") == ["keep-alive"])
        #expect(!response.headers.contains("Injected"))
        #expect(response.text == "ok")
    }

    // MARK: - Concurrency

    @Test("64 clients connected at once are served concurrently and all answered")
    func sixtyFourConcurrentClients() async throws {
        let clientCount = 64
        let tracker = InFlightTracker()
        let handler: HTTPServer.Handler = { request in
            tracker.enter()
            // Hold every request until all clients are in flight together (or give up after 10 s),
            // which only a server handling them concurrently can achieve.
            let deadline = ContinuousClock.now + .seconds(10)
            while tracker.peak < clientCount, ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(5))
            }
            tracker.leave()
            return .respond(.text(request.path))
        }

        let texts = try await withServer(handler: handler) { server in
            try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<clientCount {
                    group.addTask {
                        try await onThread {
                            let client = try RawHTTPClient(port: server.port, receiveTimeout: .seconds(20))
                            try client.send("GET /\(index) HTTP/1.1\nHost: x\n\n")
                            return try client.readResponse().text
                        }
                    }
                }
                return try await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
        }

        #expect(texts == Set((0..<clientCount).map { "/\($0)" }))
        #expect(tracker.peak == clientCount)
    }

    @Test("a connection over maxConnections gets 503 and is closed", arguments: Answering.allCases)
    func connectionLimit(_ answering: Answering) async throws {
        let configuration = HTTPServerConfiguration(maxConnections: 1)

        let (response, end) = try await withEchoServer(answering, configuration) { server in
            try await onThread {
                let first = try RawHTTPClient(port: server.port)
                try first.send("GET / HTTP/1.1\nHost: x\n\n")
                _ = try first.readResponse()  // the first connection is now registered and idle
                let second = try RawHTTPClient(port: server.port)
                let response = try second.readResponse()
                return (response, try second.waitForEnd())
            }
        }

        #expect(response.status == 503)
        #expect(end == .closed(received: []))
    }
}

/// Counts handler calls in progress and the most seen at once.
private final class InFlightTracker: Sendable {
    private let counts = Mutex((current: 0, peak: 0))

    var peak: Int { counts.withLock { $0.peak } }

    func enter() {
        counts.withLock { counts in
            counts.current += 1
            counts.peak = max(counts.peak, counts.current)
        }
    }

    func leave() { counts.withLock { $0.current -= 1 } }
}
