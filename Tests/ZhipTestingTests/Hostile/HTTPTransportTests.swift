import CCurl
import Foundation
import Testing
import ZhipTesting

@testable import ZilliqaKit

@Suite("HTTP transport")
struct RPCHTTPTransportTests {
    private let body = Data(#"{"id":"1","jsonrpc":"2.0","method":"GetNetworkId","params":[""]}"#.utf8)

    @Test("a port nobody listens on is connectionRefused")
    func connectionRefused() async throws {
        let port = try HostileNode.unusedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/"))
        await #expect(throws: TransportError.connectionRefused) {
            try await HTTPTransport(url: url, timeout: .seconds(5)).send(body)
        }
    }

    @Test("the body is POSTed as application/json and the answer's body returned")
    func success() async throws {
        let node = try HostileNode(.answer(status: 200, body: #"{"id":"1","result":"1"}"#))
        defer { node.stop() }
        let answer = try await HTTPTransport(url: node.url, timeout: .seconds(5)).send(body)
        #expect(String(decoding: answer, as: UTF8.self) == #"{"id":"1","result":"1"}"#)
        let request = node.lastRequest
        #expect(request.hasPrefix("POST / HTTP/1.1\r\n"))
        #expect(request.lowercased().contains("content-type: application/json"))
        #expect(request.hasSuffix(String(decoding: body, as: UTF8.self)))
    }

    @Test(
        "an HTTP 500 is httpStatus(500), also when it announces a body above the limit (not responseTooLarge)",
        arguments: [4, 32 << 20])
    func serverError(bodyBytes: Int) async throws {
        let node = try HostileNode(.answer(status: 500, body: String(repeating: "x", count: bodyBytes)))
        defer { node.stop() }
        await #expect(throws: TransportError.httpStatus(500)) {
            try await HTTPTransport(url: node.url, timeout: .seconds(5)).send(body)
        }
    }

    @Test("a server that accepts and never answers is timedOut after the timeout")
    func timeout() async throws {
        let node = try HostileNode(.stall)
        defer { node.stop() }
        await #expect(throws: TransportError.timedOut) {
            try await HTTPTransport(url: node.url, timeout: .seconds(1)).send(body)
        }
    }

    @Test("cancelling the task ends a request that is waiting for an answer")
    func cancellation() async throws {
        let node = try HostileNode(.stall)
        defer { node.stop() }
        let transport = HTTPTransport(url: node.url, timeout: .seconds(60))
        let client = JSONRPCClient(transport: transport)
        let request = Task { try await client.call(JSONRPCCall("GetNetworkId"), as: String.self) }
        try await wait(until: { node.requestCount == 1 })
        request.cancel()
        await #expect(throws: CancellationError.self) { try await request.value }
    }

    @Test("the timeout is whole seconds, at least one")
    func timeoutRounding() throws {
        let url = try #require(URL(string: "http://127.0.0.1:1/"))
        #expect(HTTPTransport(url: url, timeout: .milliseconds(10)).timeoutSeconds == 1)
        #expect(HTTPTransport(url: url, timeout: .milliseconds(2500)).timeoutSeconds == 3)
        #expect(HTTPTransport(url: url, timeout: .zero).timeoutSeconds == 1)
    }

    @Test(
        "libcurl's results map to transport errors",
        arguments: [
            (CURLE_COULDNT_CONNECT, TransportError.connectionRefused),
            (CURLE_OPERATION_TIMEDOUT, .timedOut),
            (CURLE_ABORTED_BY_CALLBACK, .cancelled),
            (CURLE_URL_MALFORMAT, .other("the node's URL is not one a request can be sent to; check it")),
            (CURLE_UNSUPPORTED_PROTOCOL, .other("the node's URL is not one a request can be sent to; check it")),
            (CURLE_RECV_ERROR, .other("the connection was lost before the node answered")),
            (CURLE_SEND_ERROR, .other("the connection was lost before the node answered")),
        ])
    func errorMapping(code: CURLcode, expected: TransportError) {
        #expect(HTTPTransport.transportError(for: code) == expected)
    }

    @Test(
        "certificate and secure-connection failures are tls",
        arguments: [
            CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM,
        ])
    func tlsMapping(code: CURLcode) {
        guard case .tls = HTTPTransport.transportError(for: code) else {
            Issue.record("libcurl error \(code.rawValue) is not mapped to tls")
            return
        }
    }

    @Test(
        "a connection closed without an answer (libcurl's empty reply, or a body cut short) says so in words, and is retried",
        arguments: [CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE])
    func emptyReply(code: CURLcode) {
        let error = HTTPTransport.transportError(for: code)
        #expect(error == .other("the node closed the connection without a complete answer"))
        #expect(error.isTransient)
    }

    @Test("an unknown host is an other failure that says to check the URL")
    func unknownHost() {
        let error = HTTPTransport.transportError(for: CURLE_COULDNT_RESOLVE_HOST)
        #expect(error == .other("the host name was not found; check the URL"))
    }

    @Test("any other libcurl result says its number in words, never libcurl's own text")
    func unknownResult() {
        let error = HTTPTransport.transportError(for: CURLE_TOO_MANY_REDIRECTS)
        #expect(error == .other("the request failed before an answer came (libcurl error 47)"))
    }

    @Test("a URL of another protocol than http or https is refused before anything is sent")
    func otherProtocol() async throws {
        let url = try #require(URL(string: "file:///etc/passwd"))
        await #expect(throws: TransportError.other("the node's URL is not one a request can be sent to; check it")) {
            try await HTTPTransport(url: url, timeout: .seconds(5)).send(body)
        }
    }

    @Test("the request accepts only JSON and does not wait for a 100 Continue")
    func requestHeaders() async throws {
        let node = try HostileNode(.answer(status: 200, body: "{}"))
        defer { node.stop() }
        _ = try await HTTPTransport(url: node.url, timeout: .seconds(5)).send(body)
        let head = node.lastRequest.lowercased()
        #expect(head.contains("accept: application/json\r\n"))
        #expect(!head.contains("expect:"))
    }

    @Test("a fresh connection asks the node to close it after the answer")
    func freshConnectionCloses() async throws {
        let node = try HostileNode(.answer(status: 200, body: "{}"))
        defer { node.stop() }
        _ = try await HTTPTransport(url: node.url, timeout: .seconds(5), connections: .freshEachRequest).send(body)
        #expect(node.lastRequest.lowercased().contains("connection: close\r\n"))
    }

    @Test("cancelling a send that waits for an answer ends it as cancelled, long before its 60-second timeout")
    func cancellationIsPrompt() async throws {
        let node = try HostileNode(.stall)
        defer { node.stop() }
        let transport = HTTPTransport(url: node.url, timeout: .seconds(60))
        let request = Task { [body] in try await transport.send(body) }
        try await wait(until: { node.requestCount == 1 })
        let clock = ContinuousClock()
        let start = clock.now
        request.cancel()
        await #expect(throws: TransportError.cancelled) { try await request.value }
        // libcurl asks about once a second while a connection is idle (0.33 s measured); the bound
        // only says the 60-second timeout did not end it, with room for a sanitizer build on two busy
        // cores (10.8 s was seen with three builds beside the suite).
        #expect(clock.now - start < .seconds(45))
    }
}
