import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

// MARK: - Balance cache

@Suite("DefaultBalancesUseCase: the cached balance")
struct BalanceCacheTests {
    @Test("nothing is cached at first")
    func emptyAtFirst() throws {
        let harness = BalancesHarness()

        let cached = try harness.useCase.cachedBalance

        #expect(cached == nil)
    }

    @Test("a cached balance reads back with the date it was cached, kept with the network it was read on")
    func roundTripAndStamp() throws {
        let harness = BalancesHarness()
        let amount = PaymentWorld.zil("1.5")

        try harness.useCase.cacheBalance(amount)

        #expect(try harness.useCase.cachedBalance == CachedBalance(amount: amount, updatedAt: BalancesHarness.start))
        #expect(try harness.preferences.load(.cachedBalance, as: Amount.self) == amount)
        #expect(try harness.preferences.load(.balanceWasUpdatedAt, as: Date.self) == BalancesHarness.start)
        #expect(try harness.preferences.load(.cachedBalanceNetwork, as: NetworkPreference.self) == .named("mainnet"))
    }

    @Test("caching again replaces the balance and its date")
    func recachingRestamps() throws {
        let harness = BalancesHarness()
        try harness.useCase.cacheBalance(PaymentWorld.zil("1.5"))
        harness.dates.advance(by: 60)

        try harness.useCase.cacheBalance(PaymentWorld.zil("2"))

        let cached = try #require(try harness.useCase.cachedBalance)
        #expect(cached == CachedBalance(amount: PaymentWorld.zil("2"), updatedAt: BalancesHarness.start + 60))
    }

    @Test("deleting forgets the balance, its date and its network")
    func deleteForgetsAll() throws {
        let harness = BalancesHarness()
        try harness.useCase.cacheBalance(PaymentWorld.zil("1.5"))

        try harness.useCase.deleteCachedBalance()

        #expect(try harness.useCase.cachedBalance == nil)
        #expect(harness.storage.keys.isEmpty)
    }

    @Test("a balance saved without its date counts as nothing cached")
    func amountWithoutDateIsNothing() throws {
        let harness = BalancesHarness()
        try harness.preferences.save(PaymentWorld.zil("1.5"), for: .cachedBalance)

        let cached = try harness.useCase.cachedBalance

        #expect(cached == nil)
    }

    @Test("a store that fails is reported by reading, caching and deleting as a persistence error")
    func failingStore() throws {
        let failure = PersistenceError.writeFailed(path: "/x/preferences.json", operation: "fsync", code: 28)
        let harness = BalancesHarness(storage: FailingStorageBackend(failure))

        #expect(throws: TransactionsError.persistence(failure)) { try harness.useCase.cachedBalance }
        #expect(throws: TransactionsError.persistence(failure)) { try harness.useCase.cacheBalance(Amount.zero) }
        #expect(throws: TransactionsError.persistence(failure)) { try harness.useCase.deleteCachedBalance() }
    }

    @Test("a balance cached on one network is not shown on another")
    func cacheBelongsToItsNetwork() throws {
        let preferences = Preferences.inMemory()
        func useCase(on network: Network) -> DefaultBalancesUseCase {
            DefaultBalancesUseCase(
                zilliqaService: FakeZilliqaService(), network: network, preferences: preferences,
                dateProvider: FixedDateProvider(BalancesHarness.start), clock: ImmediateClock())
        }

        try useCase(on: .testnet).cacheBalance(Amount(1, unit: .zil))

        #expect(try useCase(on: .mainnet).cachedBalance == nil)
        #expect(try useCase(on: .testnet).cachedBalance?.amount == Amount(1, unit: .zil))
    }
}

// MARK: - Fetching the balance

@Suite("DefaultBalancesUseCase: fetching the balance")
struct FetchBalanceTests {
    @Test("the node's balance and nonce are returned, and reading them writes no cache")
    func fetchLeavesCache() async throws {
        let harness = BalancesHarness(accountBalance: AccountBalance(balance: PaymentWorld.zil("12.5"), nonce: 7))

        let account = try await harness.useCase.fetchBalance(for: harness.account)

        #expect(account == AccountBalance(balance: PaymentWorld.zil("12.5"), nonce: 7))
        #expect(try harness.useCase.cachedBalance == nil)
        #expect(harness.node.balanceRequests == [harness.account])
    }

    @Test("an account never funded has balance zero and nonce zero")
    func neverFunded() async throws {
        let harness = BalancesHarness()

        let account = try await harness.useCase.fetchBalance(for: harness.stranger)

        #expect(account == .empty)
    }

    @Test("a failed fetch is a typed error and leaves the cache as it was")
    func failureLeavesCache() async throws {
        let harness = BalancesHarness()
        try harness.useCase.cacheBalance(PaymentWorld.zil("3"))
        harness.node.setError(.transport(.connectionRefused), for: .balance)

        await #expect(throws: TransactionsError.service(.transport(.connectionRefused))) {
            try await harness.useCase.fetchBalance(for: harness.account)
        }
        #expect(try harness.useCase.cachedBalance?.amount == PaymentWorld.zil("3"))
    }

    @Test("a balance is fetched even when the store fails: fetching writes nothing")
    func fetchingNeedsNoStore() async throws {
        let failure = PersistenceError.writeFailed(path: "/x/preferences.json", operation: "rename", code: 28)
        let harness = BalancesHarness(storage: FailingStorageBackend(failure))

        let account = try await harness.useCase.fetchBalance(for: harness.account)

        #expect(account.balance == Amount(10, unit: .zil))
    }
}

// MARK: - Without a usable network setting

@Suite("DefaultBalancesUseCase: without a usable network setting")
struct BalancesNetworkSettingTests {
    private static let problem = NetworkSettingError.invalid(.unknownName("moon", known: ["mainnet", "testnet"]))

    @Test("the gas price and the balance report the setting's problem and ask the node nothing")
    func everyNetworkOperationRefused() async throws {
        let harness = BalancesHarness(network: .failure(Self.problem))
        let expected = TransactionsError.networkSetting(Self.problem)

        await #expect(throws: expected) { try await harness.useCase.minimumGasPrice() }
        await #expect(throws: expected) { try await harness.useCase.fetchBalance(for: harness.account) }
        #expect(FakeZilliqaService.Method.allCases.allSatisfy { harness.node.calls(to: $0) == 0 })
    }

    @Test("without a network no balance is cached: it could not say which network it belongs to")
    func noCacheWithoutNetwork() throws {
        let harness = BalancesHarness(network: .failure(Self.problem))

        #expect(throws: TransactionsError.networkSetting(Self.problem)) {
            try harness.useCase.cacheBalance(Amount(1, unit: .zil))
        }
        #expect(try harness.useCase.cachedBalance == nil)
    }
}
