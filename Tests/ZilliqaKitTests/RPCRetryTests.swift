import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Zilliqa service: retries")
struct RPCRetryTests {
    private static func service(
        _ transport: ScriptedTransport, attempts: Int = 3, log: SleepLog
    ) -> JSONRPCZilliqaService {
        JSONRPCZilliqaService(
            transport: transport,
            retry: RetryPolicy(attempts: attempts, backoffBase: .milliseconds(500), growth: 2, sleep: log.sleep))
    }

    // MARK: - Reads

    @Test("a read is retried after transport failures, with growing waits, until it succeeds")
    func readRetriedWithBackoff() async throws {
        let log = SleepLog()
        let transport = ScriptedTransport([
            "GetNetworkId": { call in call.count < 3 ? .transportFailure(.timedOut) : .result(#""1""#) }
        ])
        let networkID = try await Self.service(transport, log: log).networkID()
        #expect(networkID == 1)
        #expect(await transport.bodies.count == 3)
        #expect(await log.durations == [.milliseconds(500), .seconds(1)])
    }

    @Test("a read gives up after the policy's attempts with the last transport error")
    func readGivesUp() async throws {
        let log = SleepLog()
        let transport = ScriptedTransport(["GetNetworkId": { _ in .transportFailure(.connectionRefused) }])
        await #expect(throws: ZilliqaServiceError.transport(.connectionRefused)) {
            try await Self.service(transport, attempts: 4, log: log).networkID()
        }
        #expect(await transport.bodies.count == 4)
    }

    @Test("a read is not retried after an error the node sent")
    func readNotRetriedOnRPCError() async throws {
        let log = SleepLog()
        let transport = ScriptedTransport(["GetNetworkId": { _ in .error(code: -32603, message: "Internal error") }])
        await #expect(throws: ZilliqaServiceError.rpc(code: -32603, message: "Internal error")) {
            try await Self.service(transport, log: log).networkID()
        }
        #expect(await transport.bodies.count == 1)
    }

    @Test("a read is not retried after a TLS failure, which will not pass by itself")
    func readNotRetriedOnTLS() async throws {
        let log = SleepLog()
        let transport = ScriptedTransport(["GetNetworkId": { _ in .transportFailure(.tls("untrusted")) }])
        await #expect(throws: ZilliqaServiceError.transport(.tls("untrusted"))) {
            try await Self.service(transport, log: log).networkID()
        }
        #expect(await transport.bodies.count == 1)
    }

    @Test("a batch of balances is retried as a whole after a transport failure")
    func batchRetried() async throws {
        let log = SleepLog()
        let transport = ScriptedTransport([
            "GetBalance": { call in
                call.count == 1 ? .transportFailure(.httpStatus(502)) : .result(#"{"balance":"5","nonce":1}"#)
            }
        ])
        let balances = try await Self.service(transport, log: log).balances(of: [RPCTestValues.alice])
        #expect(balances == [AccountBalance(balance: Amount(qa: 5), nonce: 1)])
        #expect(await transport.bodies.count == 2)
    }

    @Test("backoff grows by the growth factor and stops at the maximum")
    func backoffSchedule() {
        let policy = RetryPolicy(attempts: 10, backoffBase: .seconds(1), growth: 3, maximumDelay: .seconds(20))
        #expect(
            (1...5).map(policy.delay(afterAttempt:)) == [
                .seconds(1), .seconds(3), .seconds(9), .seconds(20), .seconds(20),
            ])
    }

    // MARK: - Sends

    @Test("a lost answer then a successful retry returns the same id, from identical bodies")
    func lostAnswerThenSuccess() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let log = SleepLog()
        let transport = ScriptedTransport([
            "CreateTransaction": { call in
                call.count == 1 ? .transportFailure(.timedOut) : RPCTestValues.created(transaction)
            }
        ])
        let id = try await Self.service(transport, log: log).send(transaction)
        #expect(id == transaction.id)
        let bodies = await transport.bodies
        #expect(bodies.count == 2)
        #expect(bodies.first == bodies.last)
    }

    @Test("a lost answer, then nonce too low, then GetTransaction finding it, is a success")
    func lostAnswerNonceTooLowButKnown() async throws {
        let transaction = try RPCTestValues.signedTransaction(nonce: 5)
        let log = SleepLog()
        let transport = ScriptedTransport([
            "CreateTransaction": { call in
                call.count == 1
                    ? .transportFailure(.timedOut) : .error(code: -8, message: "Nonce (5) lower than current (5)")
            },
            "GetTransaction": { call in
                call.stringParams == [transaction.id.hex]
                    ? RPCTestValues.confirmed(transaction.id) : RPCTestValues.notPresent
            },
        ])
        let id = try await Self.service(transport, log: log).send(transaction)
        #expect(id == transaction.id)
        #expect(try await transport.methods() == [["CreateTransaction"], ["CreateTransaction"], ["GetTransaction"]])
    }

    @Test("a lost answer, then nonce too low, and the node not having it, is the nonce error")
    func lostAnswerNonceTooLowUnknown() async throws {
        let transaction = try RPCTestValues.signedTransaction(nonce: 5)
        let log = SleepLog()
        let transport = ScriptedTransport([
            "CreateTransaction": { call in
                call.count == 1
                    ? .transportFailure(.timedOut) : .error(code: -8, message: "Nonce (5) lower than current (6)")
            },
            "GetTransaction": { _ in RPCTestValues.notPresent },
        ])
        await #expect(throws: ZilliqaServiceError.nonceTooLow(sent: 5, current: 6)) {
            try await Self.service(transport, log: log).send(transaction)
        }
    }

    @Test("a lost answer, then 'already exists', and the node having it pending, is a success")
    func lostAnswerAlreadyExists() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let log = SleepLog()
        let transport = ScriptedTransport([
            "CreateTransaction": { call in
                call.count == 1 ? .transportFailure(.httpStatus(503)) : .error(code: -1, message: "Txn already exists")
            },
            "GetTransaction": { _ in .result(#"{"ID":"\#(transaction.id.hex)"}"#) },
        ])
        #expect(try await Self.service(transport, log: log).send(transaction) == transaction.id)
    }

    @Test("a send rejected by the node is not retried, and no look-up is made")
    func sendNotRetriedOnRPCError() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let log = SleepLog()
        let transport = ScriptedTransport([
            "CreateTransaction": { _ in .error(code: -8, message: "Nonce (1) lower than current (1)") },
            "GetTransaction": { _ in RPCTestValues.confirmed(transaction.id) },
        ])
        await #expect(throws: ZilliqaServiceError.nonceTooLow(sent: 1, current: 1)) {
            try await Self.service(transport, log: log).send(transaction)
        }
        #expect(try await transport.methods() == [["CreateTransaction"]])
        #expect(await log.durations.isEmpty)
    }

    @Test("a send whose answer is lost every time reports the transport failure after the policy's attempts")
    func sendGivesUp() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let log = SleepLog()
        let transport = ScriptedTransport(["CreateTransaction": { _ in .transportFailure(.timedOut) }])
        await #expect(throws: ZilliqaServiceError.transport(.timedOut)) {
            try await Self.service(transport, attempts: 3, log: log).send(transaction)
        }
        let bodies = await transport.bodies
        #expect(bodies.count == 3)
        #expect(Set(bodies).count == 1)
    }

    @Test("a send whose every connection is refused was never sent, and says so")
    func sendNeverConnected() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let log = SleepLog()
        let transport = ScriptedTransport(["CreateTransaction": { _ in .transportFailure(.connectionRefused) }])

        await #expect(throws: ZilliqaServiceError.notSent(.connectionRefused)) {
            try await Self.service(transport, attempts: 3, log: log).send(transaction)
        }
        #expect(await transport.bodies.count == 3)
    }

    @Test("a send refused a connection after an attempt that timed out may have gone out: not 'not sent'")
    func sendRefusedAfterTimeout() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let log = SleepLog()
        let transport = ScriptedTransport([
            "CreateTransaction": { call in
                call.count == 1 ? .transportFailure(.timedOut) : .transportFailure(.connectionRefused)
            }
        ])

        await #expect(throws: ZilliqaServiceError.transport(.connectionRefused)) {
            try await Self.service(transport, attempts: 3, log: log).send(transaction)
        }
    }

    @Test("an answer naming another transaction id is an invalid response")
    func sendIDMismatch() async throws {
        let transaction = try RPCTestValues.signedTransaction()
        let other = try RPCTestValues.signedTransaction(nonce: 2)
        let log = SleepLog()
        let transport = ScriptedTransport(["CreateTransaction": { _ in RPCTestValues.created(other) }])
        let error = await #expect(throws: ZilliqaServiceError.self) {
            try await Self.service(transport, log: log).send(transaction)
        }
        guard case .invalidResponse(let reason) = error else {
            Issue.record("not an invalid response")
            return
        }
        #expect(reason.contains(other.id.hex))
    }
}
