import Foundation
import Testing
import ZhipTesting
import ZilliqaKit

@Suite("Observing a transport's calls")
struct ObservedTransportTests {
    @Test("each call of a batch is logged on its own, in order, and the body goes on unchanged")
    func logsBatchCallByCall() async throws {
        // Arrange
        let tap = TrafficTap()
        let wrapped = AnsweringTransport()
        let transport = tap.observing(wrapped)
        let body = Data(
            #"[{"id":"1","jsonrpc":"2.0","method":"GetBalance","params":["a"]},{"id":"2","jsonrpc":"2.0","method":"GetNetworkId","params":[""]}]"#
                .utf8)
        // Act
        let answer = try await transport.send(body)
        // Assert
        #expect(tap.calls.map(\.method) == ["GetBalance", "GetNetworkId"])
        #expect(tap.calls.map(\.sequenceNumber) == [0, 1])
        #expect(tap.calls[0].request.params == ["a"])
        #expect(wrapped.received == [body])
        #expect(try JSONValue(parsing: Array(answer)).arrayValue?.count == 2)
    }

    @Test("two transports on one tap share one order, so reads and sends are logged together")
    func transportsShareOneLog() async throws {
        // Arrange
        let tap = TrafficTap()
        let service = JSONRPCZilliqaService(
            transport: tap.observing(AnsweringTransport()), sendTransport: tap.observing(AnsweringTransport()),
            retry: .never)
        let key = try PrivateKey(hex: String(repeating: "11", count: 32))
        let payment = Payment(to: key.publicKey.address, amount: .zero, gasPrice: Amount(qa: 1), gasLimit: 50, nonce: 1)
        let transaction = SignedTransaction.sign(payment, with: KeyPair(privateKey: key), chainID: 222)
        // Act
        _ = try? await service.networkID()
        _ = try? await service.send(transaction)
        _ = try? await service.minimumGasPrice()
        // Assert
        #expect(tap.calls.map(\.method) == ["GetNetworkId", "CreateTransaction", "GetMinimumGasPrice"])
        #expect(tap.calls.map(\.sequenceNumber) == [0, 1, 2])
    }

    @Test("a body that is not JSON-RPC is sent on and nothing is logged")
    func garbageIsPassedOn() async throws {
        // Arrange
        let tap = TrafficTap()
        let transport = tap.observing(AnsweringTransport())
        // Act
        await #expect(throws: TransportError.self) { try await transport.send(Data("not json".utf8)) }
        // Assert
        #expect(tap.count == 0)
    }
}
