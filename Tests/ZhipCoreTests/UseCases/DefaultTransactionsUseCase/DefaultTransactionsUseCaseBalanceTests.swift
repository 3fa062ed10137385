import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

// MARK: - Balance cache

@Suite("DefaultTransactionsUseCase: the cached balance")
struct TransactionsBalanceCacheTests {
    @Test("nothing is cached at first")
    func emptyAtFirst() throws {
        let harness = try TransactionsHarness()

        let cached = try harness.useCase.cachedBalance

        #expect(cached == nil)
    }

    @Test("a cached balance reads back with the date it was cached, kept under the two preference keys")
    func roundTripAndStamp() throws {
        let harness = try TransactionsHarness()
        let amount = try zil("1.5")

        try harness.useCase.cacheBalance(amount)

        #expect(
            try harness.useCase.cachedBalance == CachedBalance(amount: amount, updatedAt: TransactionsHarness.start))
        #expect(try harness.preferences.load(.cachedBalance, as: Amount.self) == amount)
        #expect(try harness.preferences.load(.balanceWasUpdatedAt, as: Date.self) == TransactionsHarness.start)
    }

    @Test("caching again replaces the balance and its date")
    func recachingRestamps() throws {
        let harness = try TransactionsHarness()
        try harness.useCase.cacheBalance(try zil("1.5"))
        harness.dates.advance(by: 60)

        try harness.useCase.cacheBalance(try zil("2"))

        let cached = try #require(try harness.useCase.cachedBalance)
        #expect(cached == CachedBalance(amount: try zil("2"), updatedAt: TransactionsHarness.start + 60))
    }

    @Test("deleting forgets the balance and its date")
    func deleteForgetsBoth() throws {
        let harness = try TransactionsHarness()
        try harness.useCase.cacheBalance(try zil("1.5"))

        try harness.useCase.deleteCachedBalance()

        #expect(try harness.useCase.cachedBalance == nil)
        #expect(harness.storage.keys.isEmpty)
    }

    @Test("a balance saved without its date counts as nothing cached")
    func amountWithoutDateIsNothing() throws {
        let harness = try TransactionsHarness()
        try harness.preferences.save(try zil("1.5"), for: .cachedBalance)

        let cached = try harness.useCase.cachedBalance

        #expect(cached == nil)
    }

    @Test("a store that fails is reported by reading, caching and deleting as a persistence error")
    func failingStore() throws {
        let failure = PersistenceError.writeFailed(path: "/x/preferences.json", operation: "fsync", code: 28)
        let harness = try TransactionsHarness(storage: FailingStorageBackend(failure))

        #expect(throws: TransactionsError.persistence(failure)) { try harness.useCase.cachedBalance }
        #expect(throws: TransactionsError.persistence(failure)) { try harness.useCase.cacheBalance(.zero) }
        #expect(throws: TransactionsError.persistence(failure)) { try harness.useCase.deleteCachedBalance() }
    }
}

// MARK: - Fetching the balance

@Suite("DefaultTransactionsUseCase: fetching the balance")
struct TransactionsFetchBalanceTests {
    @Test("the node's balance and nonce are returned, and reading them writes no cache")
    func fetchLeavesCache() async throws {
        let harness = try TransactionsHarness(senderAccount: AccountBalance(balance: try zil("12.5"), nonce: 7))

        let account = try await harness.useCase.fetchBalance(for: harness.sender)

        #expect(account == AccountBalance(balance: try zil("12.5"), nonce: 7))
        #expect(try harness.useCase.cachedBalance == nil)
        #expect(harness.node.balanceRequests == [harness.sender])
    }

    @Test("a balance cached explicitly is read back with today's date")
    func explicitCache() async throws {
        let harness = try TransactionsHarness(senderAccount: AccountBalance(balance: try zil("12.5"), nonce: 7))

        try harness.useCase.cacheBalance(try zil("12.5"))

        #expect(
            try harness.useCase.cachedBalance
                == CachedBalance(amount: try zil("12.5"), updatedAt: TransactionsHarness.start))
    }

    @Test("an account never funded has balance zero and nonce zero")
    func neverFunded() async throws {
        let harness = try TransactionsHarness()

        let account = try await harness.useCase.fetchBalance(for: harness.recipient)

        #expect(account == .empty)
    }

    @Test("a failed fetch is a typed error and leaves the cache as it was")
    func failureLeavesCache() async throws {
        let harness = try TransactionsHarness()
        try harness.useCase.cacheBalance(try zil("3"))
        harness.node.setError(.transport(.connectionRefused), for: .balance)

        await #expect(throws: TransactionsError.service(.transport(.connectionRefused))) {
            try await harness.useCase.fetchBalance(for: harness.sender)
        }
        #expect(try harness.useCase.cachedBalance?.amount == (try zil("3")))
    }

    @Test("a balance that cannot be cached is still returned")
    func cachingIsBestEffort() async throws {
        let failure = PersistenceError.writeFailed(path: "/x/preferences.json", operation: "rename", code: 28)
        let harness = try TransactionsHarness(storage: FailingStorageBackend(failure))

        let account = try await harness.useCase.fetchBalance(for: harness.sender)

        #expect(account.balance == Amount(10, unit: .zil))
    }
}
