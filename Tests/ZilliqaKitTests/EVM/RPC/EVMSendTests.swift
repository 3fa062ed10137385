import Testing
import ZilliqaKit

/// eth_sendRawTransaction is sent once, and again only after a refused connection, which proves
/// nothing went out; its answer must be the transaction's own hash.
@Suite("EVM service: sending")
struct EVMSendTests {
    private static func answering(_ reply: @escaping @Sendable (Int) -> ScriptedReply) -> ScriptedTransport {
        ScriptedTransport(["eth_sendRawTransaction": { call in reply(call.count) }])
    }

    @Test("the node's hash, equal to the transaction's Keccak-256 hash, is returned")
    func sendReturnsHash() async throws {
        let signed = try EVMTestValues.signedTransfer()
        let transport = Self.answering { _ in .result(#""\#(signed.transactionHash.hex)""#) }

        let hash = try await EVMTestValues.service(transport).send(signed)

        #expect(hash == signed.transactionHash)
    }

    @Test("a node answering another hash is a typed mismatch, never taken")
    func hashMismatch() async throws {
        let signed = try EVMTestValues.signedTransfer()
        let other = try EVMTestValues.signedTransfer(nonce: 1).transactionHash
        let transport = Self.answering { _ in .result(#""\#(other.hex)""#) }

        await #expect(throws: EVMServiceError.hashMismatch(sent: signed.transactionHash, answered: other)) {
            try await EVMTestValues.service(transport).send(signed)
        }
    }

    @Test(
        "an answer lost after the request may have left is not sent again, and says the outcome is unknown",
        arguments: [TransportError.timedOut, .httpStatus(502), .other("connection reset")])
    func lostAnswerNotResent(failure: TransportError) async throws {
        let signed = try EVMTestValues.signedTransfer()
        let log = SleepLog()
        let transport = Self.answering { _ in .transportFailure(failure) }

        await #expect(throws: EVMServiceError.sendOutcomeUnknown(signed.transactionHash, failure)) {
            try await EVMTestValues.service(transport, log: log).send(signed)
        }
        #expect(await transport.bodies.count == 1)
        #expect(await log.durations.isEmpty)
    }

    @Test("a send whose every connection is refused was never sent, and says so")
    func neverConnected() async throws {
        let signed = try EVMTestValues.signedTransfer()
        let transport = Self.answering { _ in .transportFailure(.connectionRefused) }

        await #expect(throws: ZilliqaServiceError.notSent(.connectionRefused)) {
            try await EVMTestValues.service(transport, attempts: 3).send(signed)
        }
        #expect(await transport.bodies.count == 3)
    }

    @Test("after a refused connection the very same bytes go again and the hash comes back")
    func refusedThenSent() async throws {
        let signed = try EVMTestValues.signedTransfer()
        let transport = Self.answering { count in
            count == 1 ? .transportFailure(.connectionRefused) : .result(#""\#(signed.transactionHash.hex)""#)
        }

        let hash = try await EVMTestValues.service(transport).send(signed)

        let bodies = await transport.bodies
        #expect(hash == signed.transactionHash)
        #expect(bodies.count == 2)
        #expect(bodies.first == bodies.last)
    }

    @Test("a refused connection after an attempt that may have left is an unknown outcome, not 'not sent'")
    func refusedAfterTimeout() async throws {
        let signed = try EVMTestValues.signedTransfer()
        let transport = Self.answering { count in
            count == 1 ? .transportFailure(.connectionRefused) : .transportFailure(.timedOut)
        }

        await #expect(throws: EVMServiceError.sendOutcomeUnknown(signed.transactionHash, .timedOut)) {
            try await EVMTestValues.service(transport).send(signed)
        }
        #expect(await transport.bodies.count == 2)
    }

    @Test("a rejection is reported at once, never retried")
    func rejectionNotRetried() async throws {
        let signed = try EVMTestValues.signedTransfer()
        let transport = Self.answering { _ in .error(code: -32602, message: "Provided gas price is too low") }

        await #expect(throws: EVMServiceError.gasPriceTooLow) {
            try await EVMTestValues.service(transport).send(signed)
        }
        #expect(await transport.bodies.count == 1)
    }
}
