import Foundation
import Testing
import ZilliqaKit

@testable import ZhipDevnetKit

@Suite("The control API's loopback gate and token comparison")
struct ControlLoopbackTests {
    @Test(
        "loopback addresses are 127.0.0.0/8, ::1 and 127.0.0.0/8 mapped into IPv6",
        arguments: ["127.0.0.1", "127.255.3.4", "::1", "::ffff:127.0.0.1"])
    func loopback(_ text: String) throws {
        #expect(try #require(HTTPPeerAddress(text)).isLoopback)
    }

    @Test(
        "other addresses are not loopback",
        arguments: ["10.0.0.1", "128.0.0.1", "0.0.0.0", "192.0.2.7", "::", "::2", "::ffff:10.0.0.1", "fe80::1"])
    func notLoopback(_ text: String) throws {
        #expect(try #require(HTTPPeerAddress(text)).isLoopback == false)
    }

    @Test("text that is not an IP address reads as nil", arguments: ["", "localhost", "127.0.0", "::g"])
    func notAnAddress(_ text: String) {
        #expect(HTTPPeerAddress(text) == nil)
    }

    @Test("an address prints in its usual form", arguments: ["127.0.0.1", "::1", "192.0.2.7", "::ffff:10.0.0.1"])
    func description(_ text: String) throws {
        #expect(try #require(HTTPPeerAddress(text)).description == text)
    }

    private func summaryRequest(from peer: HTTPPeerAddress?) -> HTTPRequest {
        HTTPRequest(method: "GET", target: "/control/summary?t=\(controlToken)", peer: peer)
    }

    @Test("a control request from a peer that is not loopback is refused with 403, naming the peer")
    func remotePeerRefused() async throws {
        try await withDevnet(controlConfiguration()) { devnet in
            let handler = ControlHTTPHandler(control: devnet.control, token: controlToken)
            let response = handler.handle(summaryRequest(from: HTTPPeerAddress("192.0.2.7")))
            let body = try JSONValue(parsing: response.body)
            #expect(response.status.code == 403)
            #expect(body["error"]?.stringValue?.contains("loopback clients only") == true)
            #expect(body["error"]?.stringValue?.contains("192.0.2.7") == true)
        }
    }

    @Test("a control request whose peer is unknown is refused with 403")
    func unknownPeerRefused() async throws {
        try await withDevnet(controlConfiguration()) { devnet in
            let handler = ControlHTTPHandler(control: devnet.control, token: controlToken)
            #expect(handler.handle(summaryRequest(from: nil)).status.code == 403)
        }
    }

    @Test("a control request from ::1 is let through")
    func ipv6LoopbackAllowed() async throws {
        try await withDevnet(controlConfiguration()) { devnet in
            let handler = ControlHTTPHandler(control: devnet.control, token: controlToken)
            #expect(handler.handle(summaryRequest(from: HTTPPeerAddress("::1"))).status.code == 200)
        }
    }

    @Test("the server gives each request the peer it came from")
    func serverSetsPeer() async throws {
        let echoPeer: HTTPServer.Handler = { request in .respond(.text(request.peer?.description ?? "none")) }
        let seen = try await withServer(handler: echoPeer) { server in
            try await onThread {
                let client = try RawHTTPClient(port: server.port)
                try client.send("GET / HTTP/1.1\nHost: x\n\n")
                return try client.readResponse().text
            }
        }
        #expect(seen == "127.0.0.1")
    }

    @Test(
        "a token matches only itself",
        arguments: [("s3cret", true), ("s3creT", false), ("s3cre", false), ("s3crets", false), ("", false)])
    func tokenMatches(_ given: String, _ expected: Bool) {
        #expect(ControlToken("s3cret").matches(given) == expected)
    }
}
