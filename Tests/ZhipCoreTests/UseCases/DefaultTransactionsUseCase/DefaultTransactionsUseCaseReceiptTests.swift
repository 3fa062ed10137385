import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

// MARK: - Receipts

@Suite("DefaultTransactionsUseCase: waiting for a receipt")
struct TransactionsTransactionReceiptTests {
    @Test("the receipt found on the third look-up is returned after waiting 1 s and 2 s on the clock")
    func foundAfterTries() async throws {
        let harness = try TransactionsHarness()
        let id = try transactionID("c")
        let receipt = TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 1234)
        harness.node.setReceipt(receipt, for: id, afterLookUps: 2)

        let found = try await harness.useCase.receipt(for: id)

        #expect(found == receipt)
        #expect(harness.node.lookedUpTransactions == [id, id, id])
        #expect(harness.clock.sleeps == [.seconds(1), .seconds(2)])
    }

    @Test("a receipt still missing after the policy's tries is a typed not-found error")
    func notFound() async throws {
        let harness = try TransactionsHarness()
        let id = try transactionID("d")

        await #expect(throws: TransactionsError.service(.receiptNotFound(id, tries: 3))) {
            try await harness.useCase.receipt(for: id, policy: PollingPolicy(tries: 3, baseDelay: .seconds(5)))
        }
        #expect(harness.node.calls(to: .transaction) == 3)
        #expect(harness.clock.sleeps == [.seconds(5), .seconds(10)])
    }

    @Test("cancelling the task stops the waiting")
    func cancellation() async throws {
        let harness = try TransactionsHarness()
        let id = try transactionID("e")
        let useCase = harness.useCase
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await useCase.receipt(for: id)
        }

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(harness.clock.sleeps.isEmpty)
    }
}

// MARK: - Progress while waiting for a receipt

@Suite("DefaultTransactionsUseCase: progress while waiting for a receipt")
struct ReceiptProgressTests {
    @Test("each look-up that finds nothing is reported with the wait before the next")
    func reportsEachMiss() async throws {
        let harness = try TransactionsHarness()
        let id = try transactionID("c")
        harness.node.setReceipt(
            TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 9), for: id, afterLookUps: 2)
        let seen = Mutex<[ReceiptLookUp]>([])

        _ = try await harness.useCase.receipt(for: id, policy: PollingPolicy(tries: 5, baseDelay: .seconds(2))) {
            lookUp in seen.withLock { $0.append(lookUp) }
        }

        #expect(
            seen.withLock { $0 }
                == [
                    ReceiptLookUp(number: 1, tries: 5, nextIn: .seconds(2)),
                    ReceiptLookUp(number: 2, tries: 5, nextIn: .seconds(4)),
                ])
    }
}

@Suite("DefaultTransactionsUseCase: the receipt wait's bounds")
struct ReceiptWaitBoundsTests {
    @Test("the wait ends at its deadline whatever the policy's tries, with the not-found error")
    func endsAtDeadline() async throws {
        // Arrange
        let harness = try TransactionsHarness()
        let id = try transactionID("d")
        let patient = PollingPolicy(tries: 1000, baseDelay: .seconds(100))
        // Act
        await #expect(throws: TransactionsError.service(.receiptNotFound(id, tries: 1000))) {
            try await harness.useCase.receipt(for: id, policy: patient)
        }
        // Assert: look-ups at 0 s and 100 s; at 300 s the deadline has passed.
        #expect(DefaultTransactionsUseCase.receiptDeadline == .seconds(300))
        #expect(harness.node.calls(to: .transaction) == 2)
        #expect(harness.clock.sleeps == [.seconds(100), .seconds(200)])
    }

    @Test("a node that stops answering during the wait is reported at the first look-up it misses")
    func reportsUnreachableNode() async throws {
        let harness = try TransactionsHarness()
        let id = try transactionID("e")
        harness.node.setError(.transport(.connectionRefused), for: .transaction)
        let seen = Mutex<[ReceiptLookUp]>([])

        _ = try? await harness.useCase.receipt(for: id, policy: PollingPolicy(tries: 2, baseDelay: .seconds(1))) {
            lookUp in seen.withLock { $0.append(lookUp) }
        }

        #expect(
            seen.withLock { $0 }
                == [ReceiptLookUp(number: 1, tries: 2, nextIn: .seconds(1), problem: .transport(.connectionRefused))])
    }
}
