import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Container: the balances use case and its facets")
struct ContainerBalancesRegistrationTests {
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test(
        "the composite is one DefaultBalancesUseCase for the container's life",
        .container {
            $0.preferences.register { .inMemory() }
            $0.zilliqaService.register { FakeZilliqaService() }
        })
    func compositeIsPerContainer() {
        let first = Container.shared.balancesUseCase()
        let second = Container.shared.balancesUseCase()

        #expect(first is DefaultBalancesUseCase)
        #expect(first as AnyObject === second as AnyObject)
        #expect(Container.shared.balancesUseCase.scope == .perContainer)
    }

    @Test(
        "every facet is the composite instance",
        .container {
            $0.preferences.register { .inMemory() }
            $0.zilliqaService.register { FakeZilliqaService() }
        })
    func facetsAreComposite() {
        let composite = Container.shared.balancesUseCase() as AnyObject

        #expect(Container.shared.balanceCacheUseCase() as AnyObject === composite)
        #expect(Container.shared.gasPriceUseCase() as AnyObject === composite)
        #expect(Container.shared.fetchBalanceUseCase() as AnyObject === composite)
    }

    @Test(
        "a fake registered on the composite answers through every facet",
        .container {
            $0.balancesUseCase.register {
                FakeBalancesUseCase(
                    minimumGasPrice: Amount(3000, unit: .li),
                    account: AccountBalance(balance: Amount(7, unit: .zil), nonce: 2))
            }
        })
    func fakeReachesFacets() async throws {
        let fake = try #require(Container.shared.balancesUseCase() as? FakeBalancesUseCase)
        let address = try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039")

        try Container.shared.balanceCacheUseCase().cacheBalance(Amount(7, unit: .zil))
        let price = try await Container.shared.gasPriceUseCase().minimumGasPrice()
        let account = try await Container.shared.fetchBalanceUseCase().fetchBalance(for: address)

        #expect(try fake.cachedBalance == CachedBalance(amount: Amount(7, unit: .zil), updatedAt: Self.start))
        #expect(price == Amount(3000, unit: .li))
        #expect(account.nonce == 2)
        #expect(fake.gasPriceRequests == [false])
        #expect(fake.balanceRequests == [address])
        #expect(FakeBalancesUseCase.Method.allCases.map { fake.calls(to: $0) } == [1, 1, 0, 1, 1])
    }

    @Test("the fake throws the error set for a method, and answers again once it is cleared")
    func fakeErrors() async throws {
        let fake = FakeBalancesUseCase()
        fake.setError(.service(.transport(.timedOut)), for: .minimumGasPrice)

        await #expect(throws: TransactionsError.service(.transport(.timedOut))) {
            try await fake.minimumGasPrice(alwaysFetch: true)
        }
        fake.setError(nil, for: .minimumGasPrice)
        fake.setMinimumGasPrice(Amount(5000, unit: .li))

        #expect(try await fake.minimumGasPrice() == Amount(5000, unit: .li))
        #expect(fake.gasPriceRequests == [true, false])
    }

    @Test("the fake keeps a cached balance until it is deleted, and answers the account set last")
    func fakeSetters() async throws {
        let fake = FakeBalancesUseCase()
        let address = try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039")
        try fake.cacheBalance(Amount(1, unit: .zil))
        fake.setAccount(AccountBalance(balance: Amount(4, unit: .zil), nonce: 8))

        try fake.deleteCachedBalance()
        let account = try await fake.fetchBalance(for: address)

        #expect(try fake.cachedBalance == nil)
        #expect(account == AccountBalance(balance: Amount(4, unit: .zil), nonce: 8))
    }

    @Test(
        "a payment session works with the registered services: the saved testnet, its node, the dates",
        .container {
            $0.preferences.register { .inMemory() }
            $0.zilliqaService.register { FakeZilliqaService(chainID: 333) }
            $0.evmService.register { FakeEVMService(chainID: Network.testnet.evmChainID) }
            $0.dateProvider.register { FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)) }
            $0.clock.register { ImmediateClock() }
        })
    func sessionUsesRegisteredServices() async throws {
        try Container.shared.preferences().save(NetworkPreference.named("testnet"), for: .network)
        let node = try #require(Container.shared.zilliqaService() as? FakeZilliqaService)
        let key = TestWallets.keyPair
        node.setAccount(AccountBalance(balance: Amount(5, unit: .zil), nonce: 0), for: key.address)
        let order = PaymentOrder.legacyTransfer(
            Amount(1, unit: .zil), from: key.address,
            to: try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039"),
            terms: PaymentTerms(legacyGasPrice: Amount(2000, unit: .li)))

        _ = try await PaymentSession(order: order).pay(signingWith: key)

        #expect(node.sentTransactions.map(\.core.version.chainID) == [333])
        #expect(try Container.shared.balanceCacheUseCase().cachedBalance == nil, "a payment caches no balance")
    }

    @Test(
        "the composite refuses network operations when the saved network is unusable",
        .container { $0.preferences.register { .inMemory() } })
    func compositeWithUnusableNetwork() async throws {
        try Container.shared.preferences().save(NetworkPreference.named("moon"), for: .network)
        let expected = TransactionsError.networkSetting(
            .invalid(.unknownName("moon", known: Network.presets.map(\.name))))

        await #expect(throws: expected) { try await Container.shared.gasPriceUseCase().minimumGasPrice() }
    }

    @Test(
        "a payment session refuses to prepare when the saved network is unusable, asking no node",
        .container {
            $0.preferences.register { .inMemory() }
            $0.zilliqaService.register { FakeZilliqaService() }
        })
    func sessionWithUnusableNetwork() async throws {
        try Container.shared.preferences().save(NetworkPreference.named("moon"), for: .network)
        let node = try #require(Container.shared.zilliqaService() as? FakeZilliqaService)
        let key = TestWallets.keyPair
        let order = PaymentOrder.legacyTransfer(Amount(1, unit: .zil), from: key.address, to: key.address)

        await #expect(
            throws: TransactionsError.networkSetting(.invalid(.unknownName("moon", known: Network.presets.map(\.name))))
        ) {
            try await PaymentSession(order: order).prepare()
        }
        #expect(FakeZilliqaService.Method.allCases.allSatisfy { node.calls(to: $0) == 0 })
    }
}
