import Foundation
import Synchronization
import Testing
import ZhipDevnetKit
import ZilliqaKit

/// `paymentState(of:)` against zhip-devnet over real HTTP: the node answers the batch as Zilliqa
/// 2.0 does (an array, each answer with its id), and the four reads cost one request.
@Suite("ZilliqaKit reads a legacy payment's state from zhip-devnet in one HTTP request")
struct DevnetPaymentStateTests {
    /// The real ``HTTPTransport`` to the devnet, counting the request bodies it carries.
    private final class CountingTransport: JSONRPCTransport {
        let wrapped: HTTPTransport
        private let count = Mutex(0)

        init(url: URL) { wrapped = HTTPTransport(url: url, timeout: .seconds(5)) }

        var requests: Int { count.withLock { $0 } }

        func send(_ body: Data) async throws -> Data {
            try await send(body, limit: .singleCall)
        }

        func send(_ body: Data, limit: ResponseSizeLimit) async throws -> Data {
            count.withLock { $0 += 1 }
            return try await wrapped.send(body, limit: limit)
        }
    }

    @Test("chain id, minimum gas price, balance and the final block's number come in one request")
    func oneRequest() async throws {
        try await withDevnet { devnet in
            let transport = CountingTransport(url: devnet.url)
            let service = JSONRPCZilliqaService(transport: transport, retry: .never)
            _ = try await service.send(Fixture.payment(amount: Fixture.zil(3)))
            let before = transport.requests

            let state = try await service.paymentState(of: Fixture.alice.address)

            #expect(transport.requests - before == 1)
            #expect(state.chainID == Fixture.chainID)
            #expect(state.minimumGasPrice == Fixture.minimumGasPrice)
            #expect(state.account == AccountBalance(balance: Amount(qa: 996_899_999_999_200), nonce: 1))
            #expect(state.blockHeight == 1)
        }
    }

    @Test("an account the devnet never funded reads balance zero and nonce zero")
    func neverFunded() async throws {
        try await withDevnet { devnet in
            let service = JSONRPCZilliqaService(transport: CountingTransport(url: devnet.url), retry: .never)

            let state = try await service.paymentState(of: Fixture.bob.address)

            #expect(state.account == .empty)
        }
    }
}
