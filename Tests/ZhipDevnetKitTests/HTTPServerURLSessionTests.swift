import Foundation
import Testing
import ZhipDevnetKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("HTTP server with URLSession clients")
struct HTTPServerURLSessionTests {
    @Test("a GET reaches the handler and its status, headers and body come back")
    func getRoundTrip() async throws {
        let handler: HTTPServer.Handler = { request in
            .respond(
                HTTPResponse(
                    status: .notFound, headers: ["X-Path": request.path, "Content-Type": "text/plain"],
                    body: Array("no \(request.method)".utf8)))
        }
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }

        let (data, response) = try await withServer(handler: handler) { server in
            let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/missing?x=1"))
            return try await session.data(for: URLRequest(url: url))
        }

        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 404)
        #expect(http.value(forHTTPHeaderField: "X-Path") == "/missing")
        #expect(String(decoding: data, as: UTF8.self) == "no GET")
    }

    @Test("a JSON POST body of 200 KiB reaches the handler intact")
    func largePostBody() async throws {
        let payload = Data((0..<200 * 1024).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let handler: HTTPServer.Handler = { request in
            .respond(
                .json(Array("{\"received\":\(request.body.count),\"same\":\(request.body == Array(payload))}".utf8)))
        }
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }

        let data = try await withServer(handler: handler) { server in
            var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(server.port)/")))
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = payload
            return try await session.data(for: request).0
        }

        #expect(String(decoding: data, as: UTF8.self) == "{\"received\":204800,\"same\":true}")
    }

    @Test("the server adds Content-Length, Date and Connection to every response")
    func framingHeaders() async throws {
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }

        let response = try await withServer(handler: echoHandler) { server in
            let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/abc"))
            return try await session.data(for: URLRequest(url: url)).1
        }

        let http = try #require(response as? HTTPURLResponse)
        #expect(http.value(forHTTPHeaderField: "Content-Length") == "\("GET /abc ".utf8.count)")
        #expect(http.value(forHTTPHeaderField: "Date")?.hasSuffix(" GMT") == true)
        #expect(http.value(forHTTPHeaderField: "Connection") != nil)
    }

    @Test("the respond-only initializer wraps the handler's response")
    func respondInitializer() async throws {
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }
        let server = HTTPServer { request in HTTPResponse.text("hello \(request.path)") }
        try server.start()

        let result = await Result {
            let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/you"))
            return try await session.data(for: URLRequest(url: url)).0
        }
        await server.stop()

        #expect(String(decoding: try result.get(), as: UTF8.self) == "hello /you")
    }

    @Test("several requests from one session are all answered")
    func sequentialRequests() async throws {
        let session = makeSession()
        defer { session.finishTasksAndInvalidate() }

        let bodies = try await withServer(handler: echoHandler) { server in
            var bodies: [String] = []
            for index in 0..<5 {
                let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/\(index)"))
                bodies.append(String(decoding: try await session.data(for: URLRequest(url: url)).0, as: UTF8.self))
            }
            return bodies
        }

        #expect(bodies == (0..<5).map { "GET /\($0) " })
    }
}

extension Result where Failure == any Error {
    /// The outcome of an async throwing closure, so cleanup can run before it is examined.
    fileprivate init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
