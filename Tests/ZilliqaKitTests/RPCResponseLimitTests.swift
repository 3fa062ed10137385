import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Response size limits")
struct RPCResponseLimitTests {
    private let tiny = ResponseSizeLimit(bytes: 10)

    @Test("a single call may read 16 MiB")
    func singleCall() {
        #expect(ResponseSizeLimit.singleCall.bytes == 16 * 1024 * 1024)
    }

    @Test("a batch may read 16 MiB plus 64 KiB per call", arguments: [0, 1, 2, 1000])
    func batch(count: Int) {
        #expect(ResponseSizeLimit.batch(of: count).bytes == 16 * 1024 * 1024 + count * 64 * 1024)
    }

    @Test("a batch too large to count has the largest limit, not an overflow")
    func batchOverflow() {
        #expect(ResponseSizeLimit.batch(of: Int.max).bytes == Int.max)
    }

    @Test(
        "a limit is said in MiB, KiB or bytes",
        arguments: [(16 << 20, "16 MiB"), (16 << 20 + 128 << 10, "16512 KiB"), (100, "100 bytes"), (1, "1 byte")])
    func description(bytes: Int, expected: String) {
        #expect(ResponseSizeLimit(bytes: bytes).description == expected)
    }

    @Test("responseTooLarge names the limit in words and says the node is not a Zilliqa node")
    func errorDescription() {
        let text = TransportError.responseTooLarge(limit: 16 << 20).description
        #expect(text.hasPrefix("the node's answer was larger than 16 MiB, far more than any Zilliqa answer"))
        #expect(text.contains("it is not a Zilliqa node or it is hostile"))
    }

    @Test("responseTooLarge is not retried")
    func notTransient() {
        #expect(!TransportError.responseTooLarge(limit: 1).isTransient)
    }

    @Test("a body up to its limit is kept whole")
    func bodyWithinLimit() throws {
        var body = try BoundedBody(limit: tiny, announcedLength: 10)
        try body.append(Data("12345".utf8))
        try body.append(Data("67890".utf8))
        #expect(body.data == Data("1234567890".utf8))
    }

    @Test("the piece that passes the limit is refused and not kept")
    func bodyPastLimit() throws {
        var body = BoundedBody(limit: tiny)
        try body.append(Data("123456".utf8))
        #expect(throws: TransportError.responseTooLarge(limit: 10)) { try body.append(Data("78901".utf8)) }
        #expect(body.data.count == 6)
    }

    @Test("an announced length above the limit is refused before anything is read")
    func announcedTooLarge() {
        #expect(throws: TransportError.responseTooLarge(limit: 10)) {
            try BoundedBody(limit: tiny, announcedLength: 11)
        }
    }

    @Test("an in-memory transport's answer above the limit is refused by the protocol's default")
    func defaultLimit() async throws {
        let transport = ScriptedTransport(rawAnswer: String(repeating: " ", count: 11))
        await #expect(throws: TransportError.responseTooLarge(limit: 10)) {
            try await transport.send(Data(), limit: tiny)
        }
    }
}
