import Foundation
import Testing
import ZhipTesting

@testable import ZilliqaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("URLSession transport")
struct RPCURLSessionTransportTests {
    private let body = Data(#"{"id":"1","jsonrpc":"2.0","method":"GetNetworkId","params":[""]}"#.utf8)

    @Test("a port nobody listens on is connectionRefused")
    func connectionRefused() async throws {
        let port = try HostileNode.unusedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/"))
        await #expect(throws: TransportError.connectionRefused) {
            try await URLSessionTransport(url: url, timeout: .seconds(5)).send(body)
        }
    }

    @Test("the body is POSTed as application/json and the answer's body returned")
    func success() async throws {
        let node = try HostileNode(.answer(status: 200, body: #"{"id":"1","result":"1"}"#))
        defer { node.stop() }
        let answer = try await URLSessionTransport(url: node.url, timeout: .seconds(5)).send(body)
        #expect(String(decoding: answer, as: UTF8.self) == #"{"id":"1","result":"1"}"#)
        let request = node.lastRequest
        #expect(request.hasPrefix("POST / HTTP/1.1\r\n"))
        #expect(request.lowercased().contains("content-type: application/json"))
        #expect(request.hasSuffix(String(decoding: body, as: UTF8.self)))
    }

    @Test("an HTTP 500 is httpStatus(500)")
    func serverError() async throws {
        let node = try HostileNode(.answer(status: 500, body: "oops"))
        defer { node.stop() }
        await #expect(throws: TransportError.httpStatus(500)) {
            try await URLSessionTransport(url: node.url, timeout: .seconds(5)).send(body)
        }
    }

    @Test("a server that accepts and never answers is timedOut after the timeout")
    func timeout() async throws {
        let node = try HostileNode(.stall)
        defer { node.stop() }
        await #expect(throws: TransportError.timedOut) {
            try await URLSessionTransport(url: node.url, timeout: .seconds(1)).send(body)
        }
    }

    @Test("cancelling the task ends a request that is waiting for an answer")
    func cancellation() async throws {
        let node = try HostileNode(.stall)
        defer { node.stop() }
        let transport = URLSessionTransport(url: node.url, timeout: .seconds(60))
        let client = JSONRPCClient(transport: transport)
        let request = Task { try await client.call(JSONRPCCall("GetNetworkId"), as: String.self) }
        try await wait(until: { node.requestCount == 1 })
        request.cancel()
        await #expect(throws: CancellationError.self) { try await request.value }
    }

    @Test("the timeout is whole seconds, at least one")
    func timeoutRounding() throws {
        let url = try #require(URL(string: "http://127.0.0.1:1/"))
        #expect(URLSessionTransport(url: url, timeout: .milliseconds(10)).timeoutSeconds == 1)
        #expect(URLSessionTransport(url: url, timeout: .milliseconds(2500)).timeoutSeconds == 3)
        #expect(URLSessionTransport(url: url, timeout: .zero).timeoutSeconds == 1)
    }

    @Test(
        "URLSession's errors map to transport errors",
        arguments: [
            (URLError.Code.cannotConnectToHost, TransportError.connectionRefused),
            (.timedOut, .timedOut),
            (.cancelled, .cancelled),
        ])
    func errorMapping(code: URLError.Code, expected: TransportError) {
        #expect(URLSessionTransport.transportError(for: URLError(code)) == expected)
    }

    @Test(
        "certificate and secure-connection failures are tls",
        arguments: [
            URLError.Code.secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
        ])
    func tlsMapping(code: URLError.Code) {
        guard case .tls = URLSessionTransport.transportError(for: URLError(code)) else {
            Issue.record("\(code) is not mapped to tls")
            return
        }
    }

    @Test("a connection closed without an answer (libcurl's empty reply) says so in words, and is retried")
    func emptyReply() {
        let error = URLSessionTransport.transportError(for: URLError(.badServerResponse))
        #expect(error == .other("the node closed the connection without a complete answer"))
        #expect(error.isTransient)
    }

    @Test("an unknown host is an other failure that says to check the URL")
    func unknownHost() {
        let error = URLSessionTransport.transportError(for: URLError(.cannotFindHost))
        #expect(error == .other("the host name was not found; check the URL"))
    }
}
