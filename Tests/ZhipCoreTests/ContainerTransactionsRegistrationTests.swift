import Foundation
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

@Suite("Container: the transactions use case and its facets")
struct ContainerTransactionsRegistrationTests {
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test(
        "the composite is one DefaultTransactionsUseCase for the container's life",
        .container {
            $0.preferences.register { .inMemory() }
            $0.zilliqaService.register { FakeZilliqaService() }
        })
    func compositeIsPerContainer() {
        let first = Container.shared.transactionsUseCase()
        let second = Container.shared.transactionsUseCase()

        #expect(first is DefaultTransactionsUseCase)
        #expect(first as AnyObject === second as AnyObject)
        #expect(Container.shared.transactionsUseCase.scope == .perContainer)
    }

    @Test(
        "every facet is the composite instance",
        .container {
            $0.preferences.register { .inMemory() }
            $0.zilliqaService.register { FakeZilliqaService() }
        })
    func facetsAreComposite() {
        let composite = Container.shared.transactionsUseCase() as AnyObject

        #expect(Container.shared.balanceCacheUseCase() as AnyObject === composite)
        #expect(Container.shared.gasPriceUseCase() as AnyObject === composite)
        #expect(Container.shared.fetchBalanceUseCase() as AnyObject === composite)
        #expect(Container.shared.transactionReceiptUseCase() as AnyObject === composite)
    }

    @Test(
        "a fake registered on the composite answers through every facet",
        .container {
            $0.transactionsUseCase.register {
                FakeTransactionsUseCase(
                    minimumGasPrice: Amount(3000, unit: .li),
                    account: AccountBalance(balance: Amount(7, unit: .zil), nonce: 2))
            }
        })
    func fakeReachesFacets() async throws {
        let fake = try #require(Container.shared.transactionsUseCase() as? FakeTransactionsUseCase)
        let address = try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039")
        let id = try TransactionID(hex: String(repeating: "1", count: 64))

        try Container.shared.balanceCacheUseCase().cacheBalance(Amount(7, unit: .zil))
        let price = try await Container.shared.gasPriceUseCase().minimumGasPrice()
        let account = try await Container.shared.fetchBalanceUseCase().fetchBalance(for: address)
        let receipt = try await Container.shared.transactionReceiptUseCase().receipt(for: id)

        #expect(try fake.cachedBalance == CachedBalance(amount: Amount(7, unit: .zil), updatedAt: Self.start))
        #expect(price == Amount(3000, unit: .li))
        #expect(account.nonce == 2)
        #expect(receipt.success)
        #expect(fake.gasPriceRequests == [false])
        #expect(fake.balanceRequests == [address])
        #expect(fake.receiptRequests == [id])
        #expect(FakeTransactionsUseCase.Method.allCases.map { fake.calls(to: $0) } == [1, 1, 0, 1, 1, 0, 0, 0, 1])
    }

    @Test("the fake refuses a password other than the one it accepts and records only what it accepted")
    func fakeChecksPassword() async throws {
        let fake = FakeTransactionsUseCase(acceptedPassword: "correct horse battery")
        let key = try PrivateKey(hex: "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638")
        let keystore = try Keystore.encrypt(key, password: "correct horse battery", kdf: .scrypt(n: 1024, r: 8, p: 1))
        let draft = PaymentDraft(
            to: try Address(bytes: [UInt8](repeating: 0x11, count: 20)), amount: Amount(1, unit: .zil), gasPrice: .zero)
        let prepared = try await fake.prepare(draft, from: key.publicKey.address)

        let refused = await fake.send(prepared, keystore: keystore, password: "wrong horse battery")
        let accepted = await fake.send(prepared, keystore: keystore, password: "correct horse battery")

        #expect(refused == .refused(.wrongPassword))
        #expect(accepted == .accepted(.legacy(FakeTransactionsUseCase.defaultTransactionID)))
        #expect(fake.sentPayments == [prepared])
        #expect(fake.preparedDrafts == [draft])
    }

    @Test("the fake throws the error set for a method, and answers again once it is cleared")
    func fakeErrors() async throws {
        let fake = FakeTransactionsUseCase()
        fake.setError(.service(.transport(.timedOut)), for: .minimumGasPrice)

        await #expect(throws: TransactionsError.service(.transport(.timedOut))) {
            try await fake.minimumGasPrice(alwaysFetch: true)
        }
        fake.setError(nil, for: .minimumGasPrice)
        fake.setMinimumGasPrice(Amount(5000, unit: .li))

        #expect(try await fake.minimumGasPrice() == Amount(5000, unit: .li))
        #expect(fake.gasPriceRequests == [true, false])
    }

    @Test("the fake keeps a cached balance until it is deleted, and answers the account and receipt set last")
    func fakeSetters() async throws {
        let fake = FakeTransactionsUseCase()
        let address = try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039")
        let id = try TransactionID(hex: String(repeating: "2", count: 64))
        let receipt = TransactionReceipt(success: false, cumulativeGas: 1, epochNumber: 9)
        try fake.cacheBalance(Amount(1, unit: .zil))
        fake.setAccount(AccountBalance(balance: Amount(4, unit: .zil), nonce: 8))
        fake.setReceipt(receipt)

        try fake.deleteCachedBalance()
        let account = try await fake.fetchBalance(for: address)
        let answered = try await fake.receipt(for: id, policy: .standard)

        #expect(try fake.cachedBalance == nil)
        #expect(account == AccountBalance(balance: Amount(4, unit: .zil), nonce: 8))
        #expect(answered == receipt)
    }

    @Test(
        "the composite is built from the registered services: the saved testnet, its node, the dates",
        .container {
            $0.preferences.register { .inMemory() }
            $0.zilliqaService.register { FakeZilliqaService(chainID: 333) }
            $0.dateProvider.register { FixedDateProvider(Date(timeIntervalSince1970: 1_700_000_000)) }
            $0.clock.register { ImmediateClock() }
        })
    func compositeUsesRegisteredServices() async throws {
        try Container.shared.preferences().save(NetworkPreference.named("testnet"), for: .network)
        let node = try #require(Container.shared.zilliqaService() as? FakeZilliqaService)
        let key = try PrivateKey(hex: "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638")
        let keystore = try Keystore.encrypt(key, password: "correct horse battery", kdf: .scrypt(n: 1024, r: 8, p: 1))
        node.setAccount(AccountBalance(balance: Amount(5, unit: .zil), nonce: 0), for: key.publicKey.address)
        let draft = PaymentDraft(
            to: try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039"), amount: Amount(1, unit: .zil),
            gasPrice: Amount(2000, unit: .li))

        _ = try await Container.shared.paymentsUseCase().send(
            draft, keystore: keystore, password: "correct horse battery")

        #expect(node.sentTransactions.map(\.core.version.chainID) == [333])
        #expect(
            try Container.shared.balanceCacheUseCase().cachedBalance == nil, "a send caches no balance")
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
}
