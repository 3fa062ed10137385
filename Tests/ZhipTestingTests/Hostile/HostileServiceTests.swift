import Foundation
import Testing
import ZhipTesting
import ZilliqaKit

// Serialized for the same reason as HostileTransportTests.
@Suite("Zilliqa service against a hostile node", .serialized)
struct HostileServiceTests {
    /// Three attempts without waiting: what is transient is tried again, at once.
    private let retry = RetryPolicy(attempts: 3, sleep: { _ in })

    private func address() throws -> Address {
        try Address(bytes: [UInt8](repeating: 0x11, count: 20))
    }

    private func service(_ node: HostileNode, timeout: Duration = .seconds(30)) -> JSONRPCZilliqaService {
        JSONRPCZilliqaService(transport: HTTPTransport(url: node.url, timeout: timeout), retry: retry)
    }

    @Test("an endless body is transport(responseTooLarge), asked once: it is not retried")
    func endlessBody() async throws {
        let node = try HostileNode(.endlessChunkedBody)
        defer { node.stop() }
        await #expect(
            throws: ZilliqaServiceError.transport(.responseTooLarge(limit: ResponseSizeLimit.singleCallBytes))
        ) {
            try await service(node).balance(of: try address())
        }
        #expect(node.requestCount == 1)
    }

    @Test("a batch's endless body is transport(responseTooLarge) with the batch's limit")
    func endlessBatchBody() async throws {
        let node = try HostileNode(.endlessChunkedBody)
        defer { node.stop() }
        let limit = ResponseSizeLimit.batch(of: 2).bytes
        await #expect(throws: ZilliqaServiceError.transport(.responseTooLarge(limit: limit))) {
            try await service(node).balances(of: [try address(), try address()])
        }
    }

    @Test("a stalled answer is transport(timedOut) after each attempt's timeout")
    func stalledAnswer() async throws {
        let node = try HostileNode(.stall)
        defer { node.stop() }
        await #expect(throws: ZilliqaServiceError.transport(.timedOut)) {
            try await service(node, timeout: .seconds(1)).balance(of: try address())
        }
        #expect(node.requestCount == 3)
    }

    @Test("a drip-fed answer is transport(timedOut)")
    func dripFeed() async throws {
        let node = try HostileNode(.dripFeed(interval: .milliseconds(100)))
        defer { node.stop() }
        let service = JSONRPCZilliqaService(
            transport: HTTPTransport(url: node.url, timeout: .seconds(1)), retry: .never)
        await #expect(throws: ZilliqaServiceError.transport(.timedOut)) { try await service.balance(of: try address()) }
    }

    @Test(
        "absurd values in a well-formed answer are invalidResponse, never a trap",
        arguments: ["a balance of 10^40 Qa", "a negative nonce", "a balance of 1 MiB of digits"])
    func absurdValues(_ name: String) async throws {
        let behaviours: [String: HostileBehaviour] = [
            "a balance of 10^40 Qa": .absurdBalance, "a negative nonce": .negativeNonce,
            "a balance of 1 MiB of digits": .megabyteBalance,
        ]
        let node = try HostileNode(try #require(behaviours[name]))
        defer { node.stop() }
        do {
            let account = try await service(node).balance(of: try address())
            Issue.record("an absurd balance was accepted: \(account)")
        } catch let error as ZilliqaServiceError {
            guard case .invalidResponse(let reason) = error else {
                Issue.record("not invalidResponse: \(error)")
                return
            }
            #expect(reason.count < 1000)
        }
    }
}
