import Foundation
import Testing
import ZhipTesting
import ZilliqaKit

// Serialized: the floods take both cores while they last, and would push the timing tests past their bounds.
@Suite("HTTP transport against a hostile node", .serialized)
struct HostileTransportTests {
    private let body = Data(#"{"id":"1","jsonrpc":"2.0","method":"GetBalance","params":["0"]}"#.utf8)
    private let limit = ResponseSizeLimit.singleCallBytes
    /// The floods, by name.
    private static let floods: [String: HostileBehaviour] = [
        "an endless chunked body": .endlessChunkedBody,
        "a 200 MB body announced by its Content-Length": .hugeBody(bytes: 200_000_000, announcingLength: true),
        "a 200 MB chunked body": .hugeBody(bytes: 200_000_000, announcingLength: false),
    ]

    @Test(
        "a flood (endless, or 200 MB with or without its length announced) is refused as responseTooLarge",
        arguments: [
            "an endless chunked body", "a 200 MB body announced by its Content-Length", "a 200 MB chunked body",
        ])
    func flood(_ name: String) async throws {
        let behaviour = try #require(Self.floods[name])
        let node = try HostileNode(behaviour)
        defer { node.stop() }
        // A long timeout: only the size limit may end these, however slow a loaded or instrumented run is.
        await #expect(throws: TransportError.responseTooLarge(limit: limit)) {
            try await HTTPTransport(url: node.url, timeout: .seconds(300)).send(body)
        }
    }

    /// What a node may get out past the limit before the client's abort lands: what the two
    /// loopback sockets' buffers can hold at most, the sender's (`tcp_wmem`'s maximum, 4 MiB by
    /// default) and the receiver's (`tcp_rmem`'s, 6 MiB by default, 32 MiB on some hosts: a client
    /// slowed by a sanitizer lets it fill), and libcurl's 16 KiB buffer. Read from the kernel, so a
    /// loaded or instrumented run cannot break the bound; still far below the floods' 200 MB.
    private static let socketBuffers =
        maximumBuffer("/proc/sys/net/ipv4/tcp_wmem") + maximumBuffer("/proc/sys/net/ipv4/tcp_rmem") + (16 << 10)

    /// The third figure of a `tcp_wmem`/`tcp_rmem` file (its maximum); 8 MiB when it does not read.
    private static func maximumBuffer(_ path: String) -> Int {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let figures = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        return figures.count == 3 ? figures[2] : 8 << 20
    }

    @Test("an endless body costs at most the limit and the socket buffers: reading stops at the limit")
    func endlessBodyIsBounded() async throws {
        let node = try HostileNode(.endlessChunkedBody)
        defer { node.stop() }
        await #expect(throws: TransportError.responseTooLarge(limit: limit)) {
            try await HTTPTransport(url: node.url, timeout: .seconds(300)).send(body)
        }
        #expect(node.bytesSent <= limit + Self.socketBuffers)
    }

    @Test("a body dripped a byte a second ends at the two-second timeout, not later")
    func dripFeedEndsAtDeadline() async throws {
        let node = try HostileNode(.dripFeed(interval: .seconds(1)))
        defer { node.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: TransportError.timedOut) {
            try await HTTPTransport(url: node.url, timeout: .seconds(2)).send(body)
        }
        let elapsed = clock.now - start
        // Not before the deadline; and far sooner than the drip would end (a byte a second for the
        // whole padded body, minutes), with room for a loaded machine: an idle timeout alone would
        // never fire here.
        #expect(elapsed >= .seconds(2) && elapsed < .seconds(30))
    }

    @Test("an answer above 16 MiB that a batch of two calls may have is read whole for the batch")
    func batchLimitScales() async throws {
        let size = limit + 100 << 10
        let node = try HostileNode(.hugeBody(bytes: size, announcingLength: true))
        defer { node.stop() }
        let answer = try await HTTPTransport(url: node.url, timeout: .seconds(30)).send(
            body, limit: .batch(of: 2))
        #expect(answer.count == size)
    }

    @Test("the same answer is refused for a single call")
    func singleCallRefusesBatchSizedAnswer() async throws {
        let node = try HostileNode(.hugeBody(bytes: limit + 100 << 10, announcingLength: true))
        defer { node.stop() }
        await #expect(throws: TransportError.responseTooLarge(limit: limit)) {
            try await HTTPTransport(url: node.url, timeout: .seconds(30)).send(body, limit: .singleCall)
        }
    }

    @Test(
        "a node that never ends its answer is timedOut at the timeout, not left waiting",
        arguments: ["dripping a byte every 100 ms", "accepting and never answering"])
    func neverEnding(_ name: String) async throws {
        let node = try HostileNode(name.hasPrefix("dripping") ? .dripFeed(interval: .milliseconds(100)) : .stall)
        defer { node.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: TransportError.timedOut) {
            try await HTTPTransport(url: node.url, timeout: .seconds(1)).send(body)
        }
        // Never-ending means minutes at least; the slack is for a loaded machine (2.05 s seen under TSan
        // with a 1 s timeout, up to 25 s for a child's deadline on two busy cores).
        #expect(clock.now - start < .seconds(30))
    }

    @Test("a request that ends in its deadline on a fresh connection is timedOut too")
    func dripFeedOnFreshConnection() async throws {
        let node = try HostileNode(.dripFeed(interval: .milliseconds(100)))
        defer { node.stop() }
        let transport = HTTPTransport(url: node.url, timeout: .seconds(1), connections: .freshEachRequest)
        await #expect(throws: TransportError.timedOut) { try await transport.send(body) }
    }
}
