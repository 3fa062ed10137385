import Foundation
import Testing
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

@Suite("ScriptedTransport under the real JSON-RPC client")
struct ScriptedTransportTests {
    /// 1 ZIL from ``TestWallets`` to a fixed address, signed for testnet.
    private let payment: SignedTransaction = {
        do {
            let recipient = try Address(bytes: [UInt8](repeating: 0x22, count: 20))
            let payment = Payment(
                to: recipient, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li), nonce: 1)
            return SignedTransaction.sign(payment, with: TestWallets.keyPair, chainID: 333)
        } catch {
            preconditionFailure("20 bytes are an address: \(error)")
        }
    }()

    /// A send of ``payment`` through a service over a transport holding `CreateTransaction`,
    /// started, and the call it is held at.
    private func startSend(
        retry: RetryPolicy = .never
    ) async throws -> (node: ScriptedTransport, sending: Task<TransactionID, any Error>, call: HeldCall) {
        let node = ScriptedTransport(holding: ["CreateTransaction"])
        let service = JSONRPCZilliqaService(transport: node, retry: retry)
        let payment = self.payment
        let sending = Task { try await service.send(payment) }
        return (node, sending, try await node.nextHeldCall(method: "CreateTransaction"))
    }

    @Test("a held call waits for the test; once it responds, the client gets that answer")
    func heldUntilResponded() async throws {
        // Arrange
        let (node, sending, call) = try await startSend()
        #expect(call.isPending)
        // Act
        call.respond(.accepting(call.request))
        // Assert
        #expect(try await sending.value == payment.id)
        #expect(node.held.isEmpty)
    }

    @Test("the held call carries the signed transaction exactly as the client sent it")
    func heldCallCarriesTheTransaction() async throws {
        // Arrange, Act
        let (node, sending, call) = try await startSend()
        defer { sending.cancel() }
        // Assert
        #expect(call.request.signedTransaction == payment)
        #expect(node.log.bytes == [call.bytes])
    }

    @Test("methods that are not held are answered from the fixtures at once")
    func otherMethodsAnswered() async throws {
        // Arrange
        let node = ScriptedTransport(holding: ["CreateTransaction"], answering: ["GetNetworkId": .result("333")])
        let service = JSONRPCZilliqaService(transport: node, retry: .never)
        // Act
        let chainID = try await service.networkID()
        // Assert
        #expect(chainID == 333)
        #expect(node.everHeld.isEmpty)
    }

    @Test("refusing a held call fails it with that transport error, as ZilliqaKit reports it")
    func refusedCallFails() async throws {
        // Arrange
        let (_, sending, call) = try await startSend()
        // Act
        call.refuse(.httpStatus(503))
        // Assert
        await #expect(throws: ZilliqaServiceError.transport(.httpStatus(503))) { try await sending.value }
    }

    @Test("a held call is settled once: a second respond or refuse does nothing")
    func settledOnce() async throws {
        // Arrange
        let (_, sending, call) = try await startSend()
        let answer = RPCAnswer.accepting(call.request)
        // Act
        let first = call.respond(answer)
        let second = call.refuse(.timedOut)
        let third = call.respond(.error(code: -26, message: "too late"))
        // Assert
        #expect([first, second, third] == [true, false, false])
        #expect(call.outcome == .answered(answer))
        #expect(try await sending.value == payment.id)
    }

    @Test("cancelling the task of a held call ends it with CancellationError, and it leaves the held list")
    func cancelledWhileHeld() async throws {
        // Arrange
        let (node, sending, call) = try await startSend()
        // Act
        sending.cancel()
        // Assert
        await #expect(throws: CancellationError.self) { try await sending.value }
        #expect(node.held.isEmpty)
        #expect(call.outcome == .cancelled)
        #expect(!call.respond(.accepting(call.request)))
    }

    @Test("a call whose task is cancelled before it is held ends at once and is never listed as waiting")
    func cancelledBeforeHeld() async throws {
        // Arrange
        let node = ScriptedTransport(holding: ["GetNetworkId"])
        let body = Data(#"{"id":"1","jsonrpc":"2.0","method":"GetNetworkId","params":[""]}"#.utf8)
        // Act
        let sending = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await node.send(body)
        }
        // Assert
        await #expect(throws: CancellationError.self) { try await sending.value }
        #expect(node.held.isEmpty)
        #expect(node.everHeld.map(\.outcome) == [.cancelled])
    }

    @Test("after a lost answer the client sends the very same bytes again, and the node sees one transaction")
    func lostAnswerResent() async throws {
        // Arrange
        let (node, sending, lost) = try await startSend(retry: RetryPolicy(attempts: 3, sleep: { _ in }))
        // Act
        lost.refuse(.timedOut)
        let again = try await node.nextHeldCall()
        again.respond(.accepting(again.request))
        // Assert
        #expect(try await sending.value == payment.id)
        #expect(again.bytes == lost.bytes)
        #expect(node.requests(method: "CreateTransaction").count == 2)
        #expect(Set(node.requests(method: "CreateTransaction").compactMap(\.signedTransaction?.id)) == [payment.id])
    }

    @Test("a batch holding a held method answers its other calls from the fixtures, each with its id")
    func heldBatch() async throws {
        // Arrange
        let node = ScriptedTransport(holding: ["GetTransaction"], answering: ["GetNetworkId": .result("333")])
        let body = Data(
            (#"[{"id":"a","jsonrpc":"2.0","method":"GetNetworkId","params":[""]},"#
                + #"{"id":"b","jsonrpc":"2.0","method":"GetTransaction","params":["00"]}]"#).utf8)
        let sending = Task { try await node.send(body) }
        let call = try await node.nextHeldCall()
        // Act
        call.respond(.error(code: -20, message: "Txn Hash not Present"))
        // Assert
        let answer = try JSONValue(parsing: Array(try await sending.value))
        #expect(answer.arrayValue?[0]["id"] == "a")
        #expect(answer.arrayValue?[0]["result"] == "333")
        #expect(answer.arrayValue?[1]["id"] == "b")
        #expect(answer.arrayValue?[1]["error"]?["code"] == .integer(-20))
    }

    @Test("waiting for a held call that never comes ends with an error naming where it waited")
    func waitingTimesOut() async throws {
        // Arrange
        let node = ScriptedTransport(holding: ["CreateTransaction"])
        // Act
        let error = await #expect(throws: WaitTimedOut.self) {
            try await node.nextHeldCall(timeout: .milliseconds(20))
        }
        // Assert
        #expect(error?.description.contains("ScriptedTransportTests.swift") == true)
    }
}
