import Foundation
import Synchronization
import Testing
import ZhipDevnetKit

@Suite("HTTP server ready loop: kept-alive connections answered at once, parked between requests")
struct HTTPReadyLoopTests {
    @Test("pipelined requests sent in one write are answered in order")
    func pipelining() async throws {
        let texts = try await withServer(immediate: immediateEcho, handler: asyncNamingHandler) { server in
            try await onThread { try RawHTTPClient(port: server.port).pipelineThreeRequests() }
        }

        #expect(texts == ["GET /1 ", "POST /2 z", "GET /3 "])
    }

    @Test("a request the immediate handler leaves is answered by the async one, and the connection goes on")
    func leftToTheAsyncHandler() async throws {
        let immediate: HTTPServer.ImmediateHandler = { request in
            request.path == "/wait" ? nil : immediateEcho(request)
        }

        let texts = try await withServer(immediate: immediate, handler: asyncNamingHandler) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("GET /wait HTTP/1.1\nHost: x\n\n")
                let first = try client.readResponse()
                try client.send("GET /after HTTP/1.1\nHost: x\n\n")
                return [first.text, try client.readResponse().text]
            }
        }

        #expect(texts == ["async /wait", "GET /after "])
    }

    @Test("a parked connection stays open while it is used within the idle timeout")
    func usedConnectionStaysOpen() async throws {
        let configuration = HTTPServerConfiguration(idleTimeout: .seconds(60))

        let end = try await withServer(configuration, immediate: immediateEcho, handler: asyncNamingHandler) {
            server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port, receiveTimeout: .milliseconds(500))
                try client.send("GET / HTTP/1.1\nHost: x\n\n")
                _ = try client.readResponse()
                return try client.waitForEnd()
            }
        }

        #expect(end == .stillOpen)
    }

    @Test("an answer larger than the socket takes at once reaches a client that reads it late, whole")
    func answerLargerThanTheSocketBuffer() async throws {
        let size = 16 * 1024 * 1024
        let immediate: HTTPServer.ImmediateHandler = { _ in .respond(.json([UInt8](repeating: 0x20, count: size))) }

        let (first, second) = try await withServer(immediate: immediate, handler: asyncNamingHandler) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("GET /big HTTP/1.1\nHost: x\n\n")
                usleep(300_000)  // the server's send buffer fills meanwhile
                let first = try client.readResponse()
                try client.send("GET /again HTTP/1.1\nHost: x\n\n")
                return (first, try client.readResponse())
            }
        }

        #expect(first.body.count == size)
        #expect(first.body.allSatisfy { $0 == 0x20 })
        #expect(second.body.count == size)
    }

    @Test("64 clients at once, more than the workers, each get their own three answers")
    func manyClients() async throws {
        let answers = try await withServer(immediate: immediateEcho, handler: asyncNamingHandler) { server in
            let port = server.port
            return try await withThrowingTaskGroup(of: [String].self) { group in
                for client in 0..<64 {
                    group.addTask {
                        try await onThread {
                            let connection = try RawHTTPClient(port: port)
                            return try (0..<3).map { request in
                                try connection.send("GET /\(client)/\(request) HTTP/1.1\nHost: x\n\n")
                                return try connection.readResponse().text
                            }
                        }
                    }
                }
                return try await group.reduce(into: Set<[String]>()) { $0.insert($1) }
            }
        }

        let expected = Set((0..<64).map { client in (0..<3).map { "GET /\(client)/\($0) " } })
        #expect(answers == expected)
    }
}
