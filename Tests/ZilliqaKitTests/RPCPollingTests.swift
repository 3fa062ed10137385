import Foundation
import Testing

@testable import ZilliqaKit

@Suite("Zilliqa service: waiting for a receipt")
struct RPCPollingTests {
    @Test("a receipt found on the third try is returned, after waits of 1 x and 2 x the base")
    func foundOnThirdTry() async throws {
        let id = try RPCTestValues.signedTransaction().id
        let log = SleepLog()
        let transport = ScriptedTransport([
            "GetTransaction": { call in
                call.count < 3 ? RPCTestValues.notPresent : RPCTestValues.confirmed(id, epoch: 77)
            }
        ])
        let service = JSONRPCZilliqaService(transport: transport, retry: .never)
        let receipt = try await service.waitForReceipt(
            id, policy: PollingPolicy(tries: 20, baseDelay: .seconds(2), sleep: log.sleep))
        #expect(receipt.epochNumber == 77)
        #expect(await transport.bodies.count == 3)
        #expect(await log.durations == [.seconds(2), .seconds(4)])
    }

    @Test("no receipt after N tries is receiptNotFound naming the id and N")
    func notFound() async throws {
        let id = try RPCTestValues.signedTransaction().id
        let log = SleepLog()
        let transport = ScriptedTransport(["GetTransaction": { _ in RPCTestValues.notPresent }])
        let service = JSONRPCZilliqaService(transport: transport, retry: .never)
        await #expect(throws: ZilliqaServiceError.receiptNotFound(id, tries: 4)) {
            try await service.waitForReceipt(id, policy: PollingPolicy(tries: 4, sleep: log.sleep))
        }
        #expect(await transport.bodies.count == 4)
        #expect(await log.durations.count == 3)
    }

    @Test("a transport failure while polling counts as a try, not as the end")
    func transportFailureIsATry() async throws {
        let id = try RPCTestValues.signedTransaction().id
        let log = SleepLog()
        let transport = ScriptedTransport([
            "GetTransaction": { call in
                call.count == 1 ? .transportFailure(.connectionRefused) : RPCTestValues.confirmed(id)
            }
        ])
        let service = JSONRPCZilliqaService(transport: transport, retry: RetryPolicy(attempts: 5, sleep: log.sleep))
        _ = try await service.waitForReceipt(id, policy: PollingPolicy(tries: 5, sleep: log.sleep))
        #expect(await transport.bodies.count == 2)
    }

    @Test("an error the node sends while polling ends the polling with that error")
    func rpcErrorEndsPolling() async throws {
        let id = try RPCTestValues.signedTransaction().id
        let log = SleepLog()
        let transport = ScriptedTransport(["GetTransaction": { _ in .error(code: -32602, message: "Invalid params") }])
        let service = JSONRPCZilliqaService(transport: transport, retry: .never)
        await #expect(throws: ZilliqaServiceError.rpc(code: -32602, message: "Invalid params")) {
            try await service.waitForReceipt(id, policy: PollingPolicy(tries: 5, sleep: log.sleep))
        }
        #expect(await transport.bodies.count == 1)
    }

    @Test("cancelling the task stops the polling with CancellationError")
    func cancelled() async throws {
        let id = try RPCTestValues.signedTransaction().id
        let (firstTry, signal) = AsyncStream<Void>.makeStream()
        let transport = ScriptedTransport([
            "GetTransaction": { _ in
                signal.yield()
                return RPCTestValues.notPresent
            }
        ])
        let service = JSONRPCZilliqaService(transport: transport, retry: .never)
        // An hour between tries: only cancellation can end this wait.
        let polling = Task {
            try await service.waitForReceipt(id, policy: PollingPolicy(tries: 20, baseDelay: .seconds(3600)))
        }
        for await _ in firstTry { break }
        polling.cancel()
        await #expect(throws: CancellationError.self) { try await polling.value }
        #expect(await transport.bodies.count == 1)
    }

    @Test("the standard policy is Zhip's: 20 tries, waits growing by one base each time")
    func standardPolicy() {
        let policy = PollingPolicy.standard
        #expect(policy.tries == 20)
        #expect((1...3).map(policy.delay(afterTry:)) == [.seconds(1), .seconds(2), .seconds(3)])
    }

    @Test("a fake service gets polling from the protocol by implementing transaction(_:)")
    func protocolDefault() async throws {
        let id = try RPCTestValues.signedTransaction().id
        let fake = CountingFakeService(confirmOnLookUp: 2)
        let receipt = try await fake.waitForReceipt(id, policy: PollingPolicy(tries: 3, sleep: { _ in }))
        #expect(receipt.success)
        #expect(await fake.counter.value == 2)
    }
}

/// A fake that confirms on the n-th look-up; only `transaction(_:)` matters here.
private struct CountingFakeService: ZilliqaService {
    actor Counter {
        var value = 0
        func next() -> Int {
            value += 1
            return value
        }
    }

    let confirmOnLookUp: Int
    let counter = Counter()

    func transaction(_ id: TransactionID) async throws -> TransactionReceipt? {
        await counter.next() >= confirmOnLookUp
            ? TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 1) : nil
    }

    func balance(of address: Address) async throws -> AccountBalance { .empty }
    func balances(of addresses: [Address]) async throws -> [AccountBalance] { [] }
    func minimumGasPrice() async throws -> Amount { .zero }
    func networkID() async throws -> UInt16 { 0 }
    func send(_ transaction: SignedTransaction) async throws -> TransactionID { transaction.id }
    func blockchainInfo() async throws -> BlockchainInfo { BlockchainInfo() }
    func paymentState(of address: Address) async throws -> LegacyPaymentState {
        LegacyPaymentState(chainID: 0, minimumGasPrice: .zero, account: .empty, blockHeight: nil)
    }
    func legacyTransfers(chainID: UInt16) async throws -> LegacyTransfers { .accepted }
    func chainIDAndContractReads(_ reads: [ScillaContractRead]) async throws -> ScillaReadBatch {
        ScillaReadBatch(chainID: 0, outcomes: [])
    }
}
