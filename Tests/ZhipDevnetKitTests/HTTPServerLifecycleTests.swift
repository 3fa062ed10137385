import Foundation
import Glibc
import Synchronization
import Testing
import ZhipDevnetKit

/// Runs `operation` and reports whether it finished before `limit`; used only to turn a hang
/// into a failed expectation, with a limit far above the expected time.
func finishes(within limit: Duration, _ operation: @escaping @Sendable () async -> Void) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
        group.addTask {
            await operation()
            return true
        }
        group.addTask {
            try? await Task.sleep(for: limit)
            return false
        }
        let first = await group.next() ?? false
        group.cancelAll()
        return first
    }
}

/// A started echo server on a port below Linux's ephemeral range (32768 and up), so that no
/// test running in parallel is given the same port by a port-0 bind or an outgoing connection
/// between this server's stop and a rebind; ports another process holds are skipped.
private func startedOutsideEphemeralPorts() throws -> HTTPServer {
    let start = UInt16.random(in: 20000..<30000)
    for port in start..<(start + 2000) {
        let server = HTTPServer(configuration: HTTPServerConfiguration(port: port), handler: echoHandler)
        switch Result(catching: { () throws(HTTPServerError) in try server.start() }) {
        case .success: return server
        case .failure(.bindFailed(address: _, port: _, errno: EADDRINUSE)): continue
        case .failure(let error): throw error
        }
    }
    throw HTTPServerError.bindFailed(address: "127.0.0.1", port: start, errno: EADDRINUSE)
}

@Suite("HTTP server start and stop")
struct HTTPServerLifecycleTests {
    @Test("port 0 is replaced by the port the system chose, reported after start")
    func systemChosenPort() async throws {
        let server = HTTPServer(handler: echoHandler)
        #expect(server.port == 0)

        try server.start()
        let port = server.port
        let running = server.isRunning
        await server.stop()

        #expect(port != 0)
        #expect(running)
    }

    @Test("after stop the port is free: a new server binds the same port")
    func stopFreesPort() async throws {
        let first = try startedOutsideEphemeralPorts()
        let port = first.port
        let client = try await onThread {
            let client = try RawHTTPClient(port: port)
            try client.send("GET / HTTP/1.1\nHost: x\n\n")
            _ = try client.readResponse()
            return client
        }

        await first.stop()
        let second = HTTPServer(configuration: HTTPServerConfiguration(port: port), handler: echoHandler)
        let restarted = Result { try second.start() }
        await second.stop()

        #expect(throws: Never.self) { try restarted.get() }
        #expect(second.port == port)
        _ = client
    }

    @Test("a port already in use is reported as bindFailed with EADDRINUSE")
    func portInUse() async throws {
        let first = HTTPServer(handler: echoHandler)
        try first.start()
        let second = HTTPServer(configuration: HTTPServerConfiguration(port: first.port), handler: echoHandler)

        let error = #expect(throws: HTTPServerError.self) { try second.start() }
        await first.stop()

        #expect(error == .bindFailed(address: "127.0.0.1", port: first.port, errno: EADDRINUSE))
        #expect(error?.description.contains("already in use") == true)
    }

    @Test("starting a server twice throws alreadyStarted")
    func startTwice() async throws {
        let server = HTTPServer(handler: echoHandler)
        try server.start()

        #expect(throws: HTTPServerError.alreadyStarted) { try server.start() }
        await server.stop()
    }

    @Test("a stopped server cannot be started again")
    func startAfterStop() async throws {
        let server = HTTPServer(handler: echoHandler)
        try server.start()
        await server.stop()

        #expect(throws: HTTPServerError.alreadyStarted) { try server.start() }
        #expect(!server.isRunning)
    }

    @Test("stop before start and a second stop return without effect")
    func redundantStops() async {
        let never = HTTPServer(handler: echoHandler)
        await never.stop()
        let twice = HTTPServer(handler: echoHandler)
        #expect(throws: Never.self) { try twice.start() }

        await twice.stop()
        await twice.stop()

        #expect(!never.isRunning)
        #expect(!twice.isRunning)
    }

    @Test("after stop, nothing of the server answers on its port")
    func refusedAfterStop() async throws {
        let token = UUID().uuidString
        let server = HTTPServer { _ in .respond(.text(token)) }
        try server.start()
        let port = server.port

        await server.stop()

        // Refused; unless, on a loaded machine, a server of a test running in parallel has been
        // given the freed port meanwhile: then whatever answers is not this server.
        let answer = try await onThread { () -> String? in
            guard let client = try? RawHTTPClient(port: port, receiveTimeout: .seconds(30)) else { return nil }
            try? client.send("GET / HTTP/1.1\nHost: x\n\n")
            return (try? client.readResponse())?.text
        }
        #expect(answer != token)
    }

    @Test(
        "stop with an idle keep-alive connection open returns promptly and closes that connection",
        arguments: Answering.allCases)
    func stopClosesIdleConnection(_ answering: Answering) async throws {
        let configuration = HTTPServerConfiguration(idleTimeout: .seconds(120), shutdownGracePeriod: .seconds(120))
        let server = answering.echoServer(configuration)
        try server.start()
        let port = server.port
        let client = try await onThread {
            let client = try RawHTTPClient(port: port)
            try client.send("GET / HTTP/1.1\nHost: x\n\n")
            _ = try client.readResponse()
            return client
        }

        let stopped = await finishes(within: .seconds(20)) { await server.stop() }
        let end = try await onThread { try client.waitForEnd() }

        #expect(stopped, "stop() must not wait for the idle timeout or the grace period")
        #expect(end == .closed(received: []))
    }

    @Test("a request in flight when stop begins is answered, with Connection: close")
    func stopLetsInFlightFinish() async throws {
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let serverBox = Mutex<HTTPServer?>(nil)
        // The handler answers only once stop has begun, however long the test takes to call it
        // (up to a minute: under a sanitizer on a loaded machine, seconds pass).
        let handler: HTTPServer.Handler = { request in
            startedContinuation.yield()
            for _ in 0..<6000 where serverBox.withLock({ $0?.isRunning ?? true }) {
                try? await Task.sleep(for: .milliseconds(10))
            }
            return .respond(.text("finished \(request.path)"))
        }
        let server = HTTPServer(handler: handler)
        serverBox.withLock { $0 = server }
        try server.start()
        let port = server.port

        async let response = onThread {
            let client = try RawHTTPClient(port: port, receiveTimeout: .seconds(90))
            try client.send("GET /slow HTTP/1.1\nHost: x\n\n")
            return (try client.readResponse(), try client.waitForEnd())
        }
        for await _ in started { break }
        await server.stop()
        let (answer, end) = try await response

        #expect(answer.text == "finished /slow")
        #expect(answer.headers["Connection"] == "close")
        #expect(end == .closed(received: []))
    }

    @Test("a handler still running after the grace period is cancelled and its connection cut")
    func gracePeriodExpires() async throws {
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let (outcome, outcomeContinuation) = AsyncStream.makeStream(of: Bool.self)
        let handler: HTTPServer.Handler = { _ in
            startedContinuation.yield()
            try? await Task.sleep(for: .seconds(60))
            outcomeContinuation.yield(Task.isCancelled)
            return .respond(.text("too late"))
        }
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(shutdownGracePeriod: .milliseconds(100)), handler: handler)
        try server.start()
        let port = server.port

        async let end = onThread {
            // A long receive timeout: on a loaded machine this test may reach stop() late, and the
            // client must still be waiting when the server cuts the connection.
            let client = try RawHTTPClient(port: port, receiveTimeout: .seconds(30))
            try client.send("GET / HTTP/1.1\nHost: x\n\n")
            return try client.waitForEnd()
        }
        for await _ in started { break }
        let stopped = await finishes(within: .seconds(20)) { await server.stop() }
        var cancelled = false
        for await value in outcome {
            cancelled = value
            break
        }

        #expect(stopped)
        #expect(cancelled, "the handler task should see cancellation")
        #expect(try await end == .closed(received: []))
    }
}
