import Foundation
import Testing
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("RecordedTransport under the real JSON-RPC client")
struct RecordedTransportTests {
    private let alice = TestWallets.keyPair.address

    @Test("a method is answered by name from its recorded answer")
    func answersByName() async throws {
        // Arrange
        let node = RecordedTransport(["GetBalance": .result(["balance": "1500000000000", "nonce": 7])])
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        // Act
        let account = try await service.balance(of: alice)
        // Assert
        #expect(account == AccountBalance(balance: Amount(qa: 1_500_000_000_000), nonce: 7))
    }

    @Test("a responder sees the whole request, its params included")
    func responderSeesParams() async throws {
        // Arrange
        let seen = Collected<RPCRequest>()
        let node = RecordedTransport { request in
            seen.append(request)
            return .result(["balance": "0", "nonce": 0])
        }
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        // Act
        _ = try await service.balance(of: alice)
        // Assert
        #expect(seen.values.map(\.method) == ["GetBalance"])
        #expect(seen.values.first?.firstParam == .string(alice.hex))
    }

    @Test("the requests are kept in order, a batch's calls one by one")
    func keepsRequestsInOrder() async throws {
        // Arrange
        let node = RecordedTransport([
            "GetNetworkId": .result("333"), "GetBalance": .result(["balance": "0", "nonce": 0]),
        ])
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        let addresses = try [1, 2, 3].map { try Address(bytes: [UInt8](repeating: $0, count: 20)) }
        // Act
        _ = try await service.networkID()
        _ = try await service.balances(of: addresses)
        // Assert
        #expect(node.requests.map(\.method) == ["GetNetworkId", "GetBalance", "GetBalance", "GetBalance"])
        #expect(node.requests(method: "GetBalance").map(\.firstParam) == addresses.map { .string($0.hex) })
        #expect(node.requestCount == 4)
        #expect(node.log.bodies.map(\.isBatch) == [false, true])
    }

    @Test("a batch is answered call by call, each answer reaching its own call")
    func answersABatchCallByCall() async throws {
        // Arrange: each balance is the address's first byte in ZIL.
        let node = RecordedTransport { request in
            let hex = request.firstParam?.stringValue ?? ""
            let address = try Address(hex)
            return .result(["balance": .string(Amount(UInt64(address.bytes[0]), unit: .zil).qaString), "nonce": 0])
        }
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        let addresses = try [3, 1, 2].map { try Address(bytes: [UInt8](repeating: $0, count: 20)) }
        // Act
        let balances = try await service.balances(of: addresses)
        // Assert
        #expect(balances.map(\.balance) == [Amount(3, unit: .zil), Amount(1, unit: .zil), Amount(2, unit: .zil)])
    }

    @Test("a recorded node error reaches the client as the node's answer: -5 reads as a never-funded account")
    func answersANodeError() async throws {
        // Arrange
        let node = RecordedTransport(["GetBalance": .error(code: -5, message: "Account is not created")])
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        // Act
        let account = try await service.balance(of: alice)
        // Assert
        #expect(account == .empty)
    }

    @Test("a method with nothing recorded fails with a transport error that names it")
    func unrecordedMethodNamesIt() async throws {
        // Arrange
        let node = RecordedTransport(["GetBalance": .result(["balance": "0", "nonce": 0])])
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        // Act
        let error = await #expect(throws: ZilliqaServiceError.self) { try await service.minimumGasPrice() }
        // Assert
        guard case .transport(.other(let message))? = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
        #expect(message.contains("GetMinimumGasPrice"))
        #expect(message.contains("record one"))
    }

    @Test("recorded answers come first; the responder answers the rest, here taking a transaction")
    func fixturesThenResponder() async throws {
        // Arrange
        let node = RecordedTransport(["GetNetworkId": .result("333")], otherwise: { .accepting($0) })
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        let recipient = try Address(bytes: [UInt8](repeating: 0x33, count: 20))
        let payment = Payment(to: recipient, amount: Amount(2, unit: .zil), gasPrice: Amount(2000, unit: .li), nonce: 1)
        let signed = SignedTransaction.sign(payment, with: TestWallets.keyPair, chainID: 333)
        // Act
        let chainID = try await service.networkID()
        let id = try await service.send(signed)
        // Assert
        #expect(chainID == 333)
        #expect(id == signed.id)
    }

    @Test("a responder that throws a transport error fails the request as the network would")
    func responderFailsTheRequest() async throws {
        // Arrange
        let node = RecordedTransport { _ in throw TransportError.connectionRefused }
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        // Act, Assert
        await #expect(throws: ZilliqaServiceError.transport(.connectionRefused)) { try await service.networkID() }
    }

    @Test("answers read from fixture files reach the client as the node wrote them")
    func answersFromFiles() async throws {
        // Arrange
        let node = try RecordedTransport(fixturesIn: FixtureFiles.node)
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        // Act
        let chainID = try await service.networkID()
        let gasPrice = try await service.minimumGasPrice()
        // Assert
        #expect(chainID == 333)
        #expect(gasPrice == Amount(2000, unit: .li))
    }

    @Test("a fixture file that is not an answer is a clear error naming the file")
    func badFixtureFile() async throws {
        try await withTemporaryDirectory { directory in
            // Arrange
            let file = URL(fileURLWithPath: directory).appendingPathComponent("GetBalance.json")
            try Data(#"{"id":"1","jsonrpc":"2.0"}"#.utf8).write(to: file)
            // Act, Assert
            #expect(
                throws: FixtureError.notAnAnswer(path: file.path, reason: "it has neither a result nor an error")
            ) {
                try RecordedTransport(fixturesIn: URL(fileURLWithPath: directory))
            }
        }
    }
}
