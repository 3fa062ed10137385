import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

// MARK: - Fixtures

/// A use case over a fake node, an in-memory store, a fixed date and a clock that never waits.
private struct Harness {
    static let password = "correct horse battery"
    static let start = Date(timeIntervalSince1970: 1_700_000_000)
    /// Fast enough for tests; never for real keystores.
    static let quickKDF = KDFParameters.scrypt(n: 1024, r: 8, p: 1)

    let node: FakeZilliqaService
    let storage: InMemoryKeyValueStorage
    let preferences: Preferences
    let dates = FixedDateProvider(Harness.start)
    let clock = ImmediateClock()
    let useCase: DefaultTransactionsUseCase
    let key: PrivateKey
    let keystore: Keystore
    let recipient: Address

    var sender: Address { key.publicKey.address }

    init(
        network: Network = .mainnet, nodeChainID: UInt16? = nil, senderAccount: AccountBalance? = nil,
        storage: any KeyValueStorage = InMemoryKeyValueStorage()
    ) throws {
        key = try PrivateKey(hex: "0E891B9DFF485000C7D1DC22ECF3A583CC50328684321D61947A86E57CF6C638")
        keystore = try Keystore.encrypt(key, password: Harness.password, kdf: Harness.quickKDF)
        recipient = try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039")
        node = FakeZilliqaService(chainID: nodeChainID ?? network.chainID)
        self.storage = storage as? InMemoryKeyValueStorage ?? InMemoryKeyValueStorage()
        preferences = Preferences(storage: storage)
        useCase = DefaultTransactionsUseCase(
            zilliqaService: node, network: network, preferences: preferences, dateProvider: dates, clock: clock)
        node.setAccount(senderAccount ?? AccountBalance(balance: Amount(10, unit: .zil), nonce: 4), for: sender)
    }

    /// 1 ZIL to the recipient at 2000 Li a unit of gas: a fee of 0.1 ZIL with the gas limit of 50.
    func draft(amount: Amount = Amount(1, unit: .zil), gasPrice: Amount = Amount(2000, unit: .li), nonce: UInt64? = nil)
        -> PaymentDraft
    {
        PaymentDraft(to: recipient, amount: amount, gasPrice: gasPrice, nonce: nonce)
    }

    /// The number of calls the node saw, all methods together.
    var nodeCalls: Int { FakeZilliqaService.Method.allCases.reduce(0) { $0 + node.calls(to: $1) } }
}

/// `keystore`'s JSON with its `address` field replaced by `address`, or removed when nil.
private func keystore(_ keystore: Keystore, address: Address?) throws -> Keystore {
    var object = try #require(try JSONSerialization.jsonObject(with: keystore.jsonData()) as? [String: Any])
    object["address"] = address?.checksummed
    return try Keystore(json: try JSONSerialization.data(withJSONObject: object))
}

private func transactionID(_ digit: Character) throws -> TransactionID {
    try TransactionID(hex: String(repeating: digit, count: 64))
}

private func zil(_ text: String) throws -> Amount {
    try Amount(text, unit: .zil)
}

// MARK: - Balance cache

@Suite("DefaultTransactionsUseCase: the cached balance")
struct TransactionsBalanceCacheTests {
    @Test("nothing is cached at first")
    func emptyAtFirst() throws {
        let harness = try Harness()

        let cached = try harness.useCase.cachedBalance

        #expect(cached == nil)
    }

    @Test("a cached balance reads back with the date it was cached, kept under the two preference keys")
    func roundTripAndStamp() throws {
        let harness = try Harness()
        let amount = try zil("1.5")

        try harness.useCase.cacheBalance(amount)

        #expect(try harness.useCase.cachedBalance == CachedBalance(amount: amount, updatedAt: Harness.start))
        #expect(try harness.preferences.load(.cachedBalance, as: Amount.self) == amount)
        #expect(try harness.preferences.load(.balanceWasUpdatedAt, as: Date.self) == Harness.start)
    }

    @Test("caching again replaces the balance and its date")
    func recachingRestamps() throws {
        let harness = try Harness()
        try harness.useCase.cacheBalance(try zil("1.5"))
        harness.dates.advance(by: 60)

        try harness.useCase.cacheBalance(try zil("2"))

        let cached = try #require(try harness.useCase.cachedBalance)
        #expect(cached == CachedBalance(amount: try zil("2"), updatedAt: Harness.start + 60))
    }

    @Test("deleting forgets the balance and its date")
    func deleteForgetsBoth() throws {
        let harness = try Harness()
        try harness.useCase.cacheBalance(try zil("1.5"))

        try harness.useCase.deleteCachedBalance()

        #expect(try harness.useCase.cachedBalance == nil)
        #expect(harness.storage.keys.isEmpty)
    }

    @Test("a balance saved without its date counts as nothing cached")
    func amountWithoutDateIsNothing() throws {
        let harness = try Harness()
        try harness.preferences.save(try zil("1.5"), for: .cachedBalance)

        let cached = try harness.useCase.cachedBalance

        #expect(cached == nil)
    }

    @Test("a store that fails is reported by reading, caching and deleting as a persistence error")
    func failingStore() throws {
        let failure = PersistenceError.writeFailed(path: "/x/preferences.json", operation: "fsync", code: 28)
        let harness = try Harness(storage: FailingKeyValueStorage(failure))

        #expect(throws: TransactionsError.persistence(failure)) { try harness.useCase.cachedBalance }
        #expect(throws: TransactionsError.persistence(failure)) { try harness.useCase.cacheBalance(.zero) }
        #expect(throws: TransactionsError.persistence(failure)) { try harness.useCase.deleteCachedBalance() }
    }
}

// MARK: - Gas price

@Suite("DefaultTransactionsUseCase: the minimum gas price")
struct TransactionsGasPriceTests {
    @Test("the minimum gas price is fetched once and then kept")
    func fetchedOnce() async throws {
        let harness = try Harness()

        let first = try await harness.useCase.minimumGasPrice()
        let second = try await harness.useCase.minimumGasPrice()

        #expect(first == Amount(2000, unit: .li))
        #expect(second == first)
        #expect(harness.node.calls(to: .minimumGasPrice) == 1)
    }

    @Test("a price just under five minutes old is still used")
    func keptWithinLifetime() async throws {
        let harness = try Harness()
        _ = try await harness.useCase.minimumGasPrice()
        harness.node.setMinimumGasPrice(Amount(3000, unit: .li))
        harness.clock.advance(by: .seconds(299))

        let price = try await harness.useCase.minimumGasPrice()

        #expect(price == Amount(2000, unit: .li))
        #expect(harness.node.calls(to: .minimumGasPrice) == 1)
    }

    @Test("a price five minutes old is fetched again")
    func refetchedAfterLifetime() async throws {
        let harness = try Harness()
        _ = try await harness.useCase.minimumGasPrice()
        harness.node.setMinimumGasPrice(Amount(3000, unit: .li))
        harness.clock.advance(by: .seconds(300))

        let price = try await harness.useCase.minimumGasPrice()

        #expect(price == Amount(3000, unit: .li))
        #expect(harness.node.calls(to: .minimumGasPrice) == 2)
    }

    @Test("alwaysFetch asks the network even when a fresh price is kept")
    func alwaysFetch() async throws {
        let harness = try Harness()
        _ = try await harness.useCase.minimumGasPrice()
        harness.node.setMinimumGasPrice(Amount(3000, unit: .li))

        let price = try await harness.useCase.minimumGasPrice(alwaysFetch: true)

        #expect(price == Amount(3000, unit: .li))
        #expect(harness.node.calls(to: .minimumGasPrice) == 2)
    }

    @Test("a failed fetch is a typed error and keeps nothing, so the next call asks again")
    func failureKeepsNothing() async throws {
        let harness = try Harness()
        harness.node.setError(.transport(.timedOut), for: .minimumGasPrice)

        await #expect(throws: TransactionsError.service(.transport(.timedOut))) {
            try await harness.useCase.minimumGasPrice()
        }
        harness.node.setError(nil, for: .minimumGasPrice)
        let price = try await harness.useCase.minimumGasPrice()

        #expect(price == Amount(2000, unit: .li))
        #expect(harness.node.calls(to: .minimumGasPrice) == 2)
    }
}

// MARK: - Fetching the balance

@Suite("DefaultTransactionsUseCase: fetching the balance")
struct TransactionsFetchBalanceTests {
    @Test("the node's balance and nonce are returned, and reading them writes no cache")
    func fetchLeavesCache() async throws {
        let harness = try Harness(senderAccount: AccountBalance(balance: try zil("12.5"), nonce: 7))

        let account = try await harness.useCase.fetchBalance(for: harness.sender)

        #expect(account == AccountBalance(balance: try zil("12.5"), nonce: 7))
        #expect(try harness.useCase.cachedBalance == nil)
        #expect(harness.node.balanceRequests == [harness.sender])
    }

    @Test("a balance cached explicitly is read back with today's date")
    func explicitCache() async throws {
        let harness = try Harness(senderAccount: AccountBalance(balance: try zil("12.5"), nonce: 7))

        try harness.useCase.cacheBalance(try zil("12.5"))

        #expect(try harness.useCase.cachedBalance == CachedBalance(amount: try zil("12.5"), updatedAt: Harness.start))
    }

    @Test("an account never funded has balance zero and nonce zero")
    func neverFunded() async throws {
        let harness = try Harness()

        let account = try await harness.useCase.fetchBalance(for: harness.recipient)

        #expect(account == .empty)
    }

    @Test("a failed fetch is a typed error and leaves the cache as it was")
    func failureLeavesCache() async throws {
        let harness = try Harness()
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
        let harness = try Harness(storage: FailingKeyValueStorage(failure))

        let account = try await harness.useCase.fetchBalance(for: harness.sender)

        #expect(account.balance == Amount(10, unit: .zil))
    }
}

// MARK: - Sending

@Suite("DefaultTransactionsUseCase: preparing and sending a payment")
struct TransactionsSendTransactionTests {
    @Test("a payment is signed once for the wallet's chain with the account's nonce plus one, and its id returned")
    func happyPath() async throws {
        let harness = try Harness(network: .testnet)

        let id = try await harness.useCase.send(harness.draft(), keystore: harness.keystore, password: Harness.password)

        #expect(harness.node.sentTransactions.count == 1)
        let sent = try #require(harness.node.sentTransactions.first)
        #expect(sent.hasValidSignature)
        #expect(sent.core.senderPublicKey == harness.key.publicKey)
        #expect(sent.core.nonce == 5)
        #expect(sent.core.version.rawValue == 21_823_489)
        #expect(sent.core.recipient == harness.recipient)
        #expect(sent.core.amount == Amount(1, unit: .zil))
        #expect(sent.core.gasPrice == Amount(2000, unit: .li))
        #expect(sent.core.gasLimit == 50)
        #expect(id == .accepted(sent.id))
    }

    @Test("a nonce given in the draft is used as it is")
    func explicitNonce() async throws {
        let harness = try Harness()

        _ = try await harness.useCase.send(
            harness.draft(nonce: 42), keystore: harness.keystore, password: Harness.password)

        #expect(harness.node.sentTransactions.map(\.core.nonce) == [42])
    }

    @Test("preparing shows the nonce, fee, total and what is left, and sends nothing")
    func prepareReportsAmounts() async throws {
        let harness = try Harness()

        let prepared = try await harness.useCase.prepare(harness.draft(), from: harness.sender)

        #expect(prepared.payment.nonce == 5)
        #expect(prepared.fee == (try zil("0.1")))
        #expect(prepared.total == (try zil("1.1")))
        #expect(prepared.balance == Amount(10, unit: .zil))
        #expect(prepared.balanceAfter == (try zil("8.9")))
        #expect(prepared.network == .mainnet)
        #expect(harness.node.sentTransactions.isEmpty)
    }

    @Test("a nonce the account already used is prepared as used, with the balance left as it is")
    func usedNoncePrepared() async throws {
        // Arrange: the account confirmed nonce 4 and holds less than the payment's total now.
        let harness = try Harness(senderAccount: AccountBalance(balance: try zil("0.5"), nonce: 4))
        // Act
        let prepared = try await harness.useCase.prepare(harness.draft(nonce: 4), from: harness.sender)
        // Assert
        #expect(prepared.nonceIsUsed)
        #expect(prepared.balanceAfter == (try zil("0.5")))
        #expect(harness.node.sentTransactions.isEmpty)
    }

    @Test("a nonce given ahead of the account's is not used, and the balance must still cover the payment")
    func freshNonceStillNeedsFunds() async throws {
        let harness = try Harness(senderAccount: AccountBalance(balance: try zil("0.5"), nonce: 4))

        let expected = TransactionsError.insufficientFunds(
            balance: try zil("0.5"), amount: Amount(1, unit: .zil), fee: try zil("0.1"))
        await #expect(throws: expected) {
            try await harness.useCase.prepare(harness.draft(nonce: 5), from: harness.sender)
        }
    }

    @Test("the answer to the node's send is what send returns")
    func returnsNodesID() async throws {
        let harness = try Harness()
        let answered = try transactionID("b")
        harness.node.scriptSends([.answer(answered)])

        let id = try await harness.useCase.send(harness.draft(), keystore: harness.keystore, password: Harness.password)

        #expect(id == .accepted(answered))
    }

    @Test("a wrong password is refused before anything is sent")
    func wrongPassword() async throws {
        let harness = try Harness()

        let outcome = try await harness.useCase.send(
            harness.draft(), keystore: harness.keystore, password: "incorrect horse")

        #expect(outcome == .refused(.wrongPassword))
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a node on another chain than the wallet's is refused before anything else is asked")
    func networkMismatch() async throws {
        let harness = try Harness(network: .mainnet, nodeChainID: 333)

        await #expect(throws: TransactionsError.networkMismatch(nodeChainID: 333, configured: .mainnet)) {
            try await harness.useCase.send(harness.draft(), keystore: harness.keystore, password: Harness.password)
        }
        #expect(harness.node.calls(to: .send) == 0)
        #expect(harness.node.calls(to: .balance) == 0)
    }

    @Test("more than the balance is refused with the balance, amount and fee, and nothing is sent")
    func insufficientFunds() async throws {
        let harness = try Harness(senderAccount: AccountBalance(balance: Amount(1, unit: .zil), nonce: 0))

        await #expect(
            throws: TransactionsError.insufficientFunds(
                balance: Amount(1, unit: .zil), amount: Amount(1, unit: .zil), fee: try zil("0.1"))
        ) {
            try await harness.useCase.send(harness.draft(), keystore: harness.keystore, password: Harness.password)
        }
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("an amount plus fee of exactly the balance is sent")
    func exactlyTheBalance() async throws {
        let harness = try Harness(senderAccount: AccountBalance(balance: try zil("1.1"), nonce: 0))

        _ = try await harness.useCase.send(harness.draft(), keystore: harness.keystore, password: Harness.password)

        #expect(harness.node.sentTransactions.count == 1)
    }

    @Test("a fee larger than any amount can be is refused, and nothing is sent, even with a high fee allowed")
    func feeOverflow() async throws {
        let harness = try Harness()
        var draft = harness.draft(gasPrice: .max)
        draft.allowsHighFee = true

        await #expect(throws: TransactionsError.amountTooLarge(.feeOverflow(gasPrice: .max, gasLimit: 50))) {
            try await harness.useCase.send(draft, keystore: harness.keystore, password: Harness.password)
        }
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("an amount plus fee larger than any amount can be is refused, and nothing is sent")
    func totalOverflow() async throws {
        let harness = try Harness()

        await #expect(throws: TransactionsError.amountTooLarge(.additionOverflow(.max, try zil("0.1")))) {
            try await harness.useCase.send(
                harness.draft(amount: .max), keystore: harness.keystore, password: Harness.password)
        }
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("the node's refusal is a typed error, after one send")
    func nodeRejection() async throws {
        let harness = try Harness()
        harness.node.scriptSends([.reject(.nonceTooLow(sent: 5, current: 5))])

        let outcome = try await harness.useCase.send(
            harness.draft(), keystore: harness.keystore, password: Harness.password)

        #expect(outcome == .refused(.nodeRefused(.nonceTooLow(sent: 5, current: 5))))
        #expect(harness.node.sentTransactions.count == 1)
    }

    @Test("a keystore of another account than the prepared sender's is refused, and nothing is sent")
    func keystoreOfAnotherAccount() async throws {
        let harness = try Harness()
        let other = PrivateKey()
        let otherKeystore = try Keystore.encrypt(other, password: Harness.password, kdf: Harness.quickKDF)
        let prepared = try await harness.useCase.prepare(harness.draft(), from: harness.sender)

        let outcome = await harness.useCase.send(prepared, keystore: otherKeystore, password: Harness.password)

        #expect(outcome == .refused(.keystoreNotForSender(keystore: other.publicKey.address, sender: harness.sender)))
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a payment signed with a key the caller unlocked is sent once, signed by that key")
    func sendsWithUnlockedKey() async throws {
        // Arrange
        let harness = try Harness()
        let prepared = try await harness.useCase.prepare(harness.draft(), from: harness.sender)
        // Act
        let id = await harness.useCase.send(prepared, signingWith: harness.key)
        // Assert
        let sent = try #require(harness.node.sentTransactions.first)
        #expect(harness.node.sentTransactions.count == 1)
        #expect(sent.hasValidSignature)
        #expect(sent.core.senderPublicKey == harness.key.publicKey)
        #expect(id == .accepted(sent.id))
    }

    @Test("an unlocked key of another account than the prepared sender's is refused, and nothing is sent")
    func unlockedKeyOfAnotherAccount() async throws {
        let harness = try Harness()
        let other = PrivateKey()
        let prepared = try await harness.useCase.prepare(harness.draft(), from: harness.sender)

        let outcome = await harness.useCase.send(prepared, signingWith: other)

        #expect(outcome == .refused(.keystoreNotForSender(keystore: other.publicKey.address, sender: harness.sender)))
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a keystore that unlocks to a key of another address than it names is refused, and nothing is sent")
    func keystoreAddressMismatch() async throws {
        let harness = try Harness()
        let forged = try keystore(harness.keystore, address: harness.recipient)
        let prepared = try await harness.useCase.prepare(harness.draft(), from: harness.sender)

        let outcome = await harness.useCase.send(prepared, keystore: forged, password: Harness.password)

        #expect(outcome == .refused(.keystore(.addressMismatch(file: harness.recipient, key: harness.sender))))
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a keystore that names no address is unlocked to learn the sender")
    func keystoreWithoutAddress() async throws {
        let harness = try Harness()
        let anonymous = try keystore(harness.keystore, address: nil)

        _ = try await harness.useCase.send(harness.draft(), keystore: anonymous, password: Harness.password)

        #expect(harness.node.balanceRequests == [harness.sender])
        #expect(harness.node.sentTransactions.count == 1)
    }

    @Test("a keystore that names no address, with a wrong password, is refused before the node is asked anything")
    func keystoreWithoutAddressWrongPassword() async throws {
        let harness = try Harness()
        let anonymous = try keystore(harness.keystore, address: nil)

        await #expect(throws: TransactionsError.wrongPassword) {
            try await harness.useCase.send(harness.draft(), keystore: anonymous, password: "incorrect horse")
        }
        #expect(harness.nodeCalls == 0)
    }

    @Test("a payment prepared for another network than the wallet's is refused, and nothing is sent")
    func preparedForAnotherNetwork() async throws {
        let testnet = try Harness(network: .testnet)
        let mainnet = try Harness(network: .mainnet)
        let prepared = try await testnet.useCase.prepare(testnet.draft(), from: testnet.sender)

        let outcome = await mainnet.useCase.send(prepared, keystore: mainnet.keystore, password: Harness.password)

        #expect(outcome == .refused(.networkChanged(preparedFor: .testnet, configured: .mainnet)))
        #expect(mainnet.node.calls(to: .send) == 0)
    }

    @Test("an account Zilliqa 2.0 froze (nonce the largest there is) cannot send: refused as frozen, nothing sent")
    func frozenAccount() async throws {
        let harness = try Harness(senderAccount: AccountBalance(balance: Amount(10, unit: .zil), nonce: .max))

        await #expect(throws: TransactionsError.accountFrozen(harness.sender)) {
            try await harness.useCase.send(harness.draft(), keystore: harness.keystore, password: Harness.password)
        }

        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a frozen account is refused even with a nonce of its own given")
    func frozenAccountWithGivenNonce() async throws {
        let harness = try Harness(senderAccount: AccountBalance(balance: Amount(10, unit: .zil), nonce: .max))

        await #expect(throws: TransactionsError.accountFrozen(harness.sender)) {
            try await harness.useCase.prepare(harness.draft(nonce: 3), from: harness.sender)
        }
    }

    @Test("a send cancelled before the node is asked to take it sends nothing")
    func cancelledBeforeSending() async throws {
        let harness = try Harness()
        let prepared = try await harness.useCase.prepare(harness.draft(), from: harness.sender)
        let useCase = harness.useCase
        let keystore = harness.keystore
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await useCase.send(prepared, keystore: keystore, password: Harness.password)
        }

        #expect(await task.value == .refused(.cancelled))
        #expect(harness.node.calls(to: .send) == 0)
    }
}

// MARK: - Receipts

@Suite("DefaultTransactionsUseCase: waiting for a receipt")
struct TransactionsTransactionReceiptTests {
    @Test("the receipt found on the third look-up is returned after waiting 1 s and 2 s on the clock")
    func foundAfterTries() async throws {
        let harness = try Harness()
        let id = try transactionID("c")
        let receipt = TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 1234)
        harness.node.setReceipt(receipt, for: id, afterLookups: 2)

        let found = try await harness.useCase.receipt(for: id)

        #expect(found == receipt)
        #expect(harness.node.lookedUpTransactions == [id, id, id])
        #expect(harness.clock.sleeps == [.seconds(1), .seconds(2)])
    }

    @Test("a receipt still missing after the policy's tries is a typed not-found error")
    func notFound() async throws {
        let harness = try Harness()
        let id = try transactionID("d")

        await #expect(throws: TransactionsError.service(.receiptNotFound(id, tries: 3))) {
            try await harness.useCase.receipt(for: id, policy: PollingPolicy(tries: 3, baseDelay: .seconds(5)))
        }
        #expect(harness.node.calls(to: .transaction) == 3)
        #expect(harness.clock.sleeps == [.seconds(5), .seconds(10)])
    }

    @Test("cancelling the task stops the waiting")
    func cancellation() async throws {
        let harness = try Harness()
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

// MARK: - Without a usable network setting

@Suite("DefaultTransactionsUseCase: without a usable network setting")
struct TransactionsNetworkSettingTests {
    private static let problem = NetworkSettingError.invalid(.unknownName("moon", known: ["mainnet", "testnet"]))

    private static func useCase(node: FakeZilliqaService) -> DefaultTransactionsUseCase {
        DefaultTransactionsUseCase(
            zilliqaService: node, networkSetting: .failure(problem), preferences: .inMemory(),
            dateProvider: FixedDateProvider(Harness.start), clock: ImmediateClock())
    }

    @Test("every network operation reports the setting's problem and asks the node nothing")
    func everyOperationRefused() async throws {
        let harness = try Harness()
        let useCase = Self.useCase(node: harness.node)
        let expected = TransactionsError.networkSetting(Self.problem)
        let prepared = try await harness.useCase.prepare(harness.draft(), from: harness.sender)
        let callsBefore = harness.nodeCalls

        await #expect(throws: expected) { try await useCase.minimumGasPrice() }
        await #expect(throws: expected) { try await useCase.fetchBalance(for: harness.sender) }
        await #expect(throws: expected) { try await useCase.prepare(harness.draft(), from: harness.sender) }
        #expect(
            await useCase.send(prepared, keystore: harness.keystore, password: Harness.password) == .refused(expected))
        await #expect(throws: expected) { try await useCase.receipt(for: try transactionID("f")) }
        #expect(harness.nodeCalls == callsBefore)
    }

    @Test("without a network no balance is cached: it could not say which network it belongs to")
    func noCacheWithoutNetwork() throws {
        let useCase = Self.useCase(node: FakeZilliqaService())

        #expect(throws: TransactionsError.self) { try useCase.cacheBalance(Amount(1, unit: .zil)) }
        #expect(try useCase.cachedBalance == nil)
    }

    @Test("a balance cached on one network is not shown on another")
    func cacheBelongsToItsNetwork() throws {
        let preferences = Preferences.inMemory()
        func useCase(on network: Network) -> DefaultTransactionsUseCase {
            DefaultTransactionsUseCase(
                zilliqaService: FakeZilliqaService(), network: network, preferences: preferences,
                dateProvider: FixedDateProvider(.now), clock: ImmediateClock())
        }

        try useCase(on: .testnet).cacheBalance(Amount(1, unit: .zil))

        #expect(try useCase(on: .mainnet).cachedBalance == nil)
        #expect(try useCase(on: .testnet).cachedBalance?.amount == Amount(1, unit: .zil))
    }
}

// MARK: - Error descriptions

@Suite("TransactionsError: descriptions a person can act on")
struct TransactionsErrorDescriptionTests {
    @Test("insufficient funds names the balance, the amount, the fee, the total and the most that can be sent")
    func insufficientFundsNumbers() throws {
        let error = TransactionsError.insufficientFunds(
            balance: Amount(1, unit: .zil), amount: Amount(1, unit: .zil), fee: try zil("0.1"))

        let text = error.description

        #expect(text.contains("holds 1 ZIL"))
        #expect(text.contains("1 ZIL plus a fee of 0.1 ZIL, 1.1 ZIL in all"))
        #expect(text.contains("send at most 0.9 ZIL"))
        #expect(text.contains("nothing was sent"))
    }

    @Test("insufficient funds says so when the balance covers no more than the fee")
    func insufficientFundsBelowFee() throws {
        let error = TransactionsError.insufficientFunds(
            balance: try zil("0.05"), amount: Amount(1, unit: .zil), fee: try zil("0.1"))

        #expect(error.description.contains("covers no more than the fee"))
    }

    @Test("insufficient funds with an amount and fee too large to add still describes both")
    func insufficientFundsOverflow() throws {
        let error = TransactionsError.insufficientFunds(balance: .zero, amount: .max, fee: try zil("0.1"))

        #expect(error.description.contains("plus a fee of 0.1 ZIL:"))
    }

    @Test("a network mismatch names the node's chain and network and the wallet's")
    func networkMismatchNames() {
        let error = TransactionsError.networkMismatch(nodeChainID: 333, configured: .mainnet)

        #expect(error.description.contains("chain 333 (testnet)"))
        #expect(error.description.contains("set to mainnet (chain 1)"))
        #expect(error.description.contains("https://api.zilliqa.com"))
    }

    @Test("a network mismatch with a chain no preset has names only the number")
    func networkMismatchUnknownChain() {
        let error = TransactionsError.networkMismatch(nodeChainID: 4242, configured: .testnet)

        #expect(error.description.contains("chain 4242, but"))
    }

    @Test(
        "every error says what happened and never shows the password",
        arguments: [
            (TransactionsError.wrongPassword, "wrong password"),
            (.keystore(.cryptoFailure("scrypt")), "could not be unlocked"),
            (.networkChanged(preparedFor: .testnet, configured: .mainnet), "prepared for testnet (chain 333)"),
            (.networkSetting(.unreadable(.noHomeDirectory)), "network setting could not be read"),
            (.networkSetting(.invalid(.notHTTP("ftp://x"))), "not usable"),
            (.networkSetting(.notSaved(.noHomeDirectory)), "could not be saved"),
            (.service(.insufficientFunds), "does not have enough ZIL"),
            (.amountTooLarge(.feeOverflow(gasPrice: .max, gasLimit: 50)), "cannot be made"),
            (.persistence(.noHomeDirectory), "cached balance could not be read or written"),
        ])
    func descriptions(error: TransactionsError, phrase: String) {
        #expect(error.description.contains(phrase))
        #expect(!error.description.contains(Harness.password))
    }

    @Test("a keystore of another account names both addresses")
    func keystoreNotForSender() throws {
        let keystore = try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039")
        let sender = try Address(hexString: "74c544a11795905C2c9808F9e78d8156159d32e4")

        let text = TransactionsError.keystoreNotForSender(keystore: keystore, sender: sender).description

        #expect(text.contains(keystore.bech32))
        #expect(text.contains(sender.bech32))
    }
}

// MARK: - The gas price and fee rules of prepare

@Suite("DefaultTransactionsUseCase: gas price and fee rules, enforced by prepare")
struct TransactionsGasRulesTests {
    /// A draft of 1 ZIL with `gasPrice` (nil: the network's minimum).
    private func draft(_ harness: Harness, gasPrice: Amount?, gasLimit: UInt64 = 50, allowsHighFee: Bool = false)
        -> PaymentDraft
    {
        PaymentDraft(
            to: harness.recipient, amount: Amount(1, unit: .zil), gasPrice: gasPrice, gasLimit: gasLimit,
            allowsHighFee: allowsHighFee)
    }

    @Test("a node reporting an absurd minimum gas price gets no signature, and the error names the node and value")
    func absurdNodeMinimum() async throws {
        // Arrange
        let harness = try Harness(senderAccount: AccountBalance(balance: Amount(100_000_000, unit: .zil), nonce: 0))
        let absurd = Amount(qa: 1_000_000_000_000_000_000)
        harness.node.setMinimumGasPrice(absurd)
        // Act
        let error = await #expect(throws: TransactionsError.self) {
            try await harness.useCase.send(
                draft(harness, gasPrice: nil), keystore: harness.keystore, password: Harness.password)
        }
        // Assert
        #expect(
            error
                == .nodeMinimumGasPriceAboveLimit(
                    node: Network.mainnet.url.absoluteString, minimum: absurd, limit: PaymentLimits.maximumGasPrice))
        #expect(error?.description.contains(Network.mainnet.url.absoluteString) == true)
        #expect(harness.node.sentTransactions.isEmpty)
    }

    @Test("a draft without a gas price pays the minimum the node reports when it is asked at prepare time")
    func minimumByDefault() async throws {
        // Arrange
        let harness = try Harness()
        harness.node.setMinimumGasPrice(Amount(qa: 2_000_000_016))
        // Act
        let prepared = try await harness.useCase.prepare(draft(harness, gasPrice: nil), from: harness.sender)
        // Assert
        #expect(prepared.payment.gasPrice == Amount(qa: 2_000_000_016))
        #expect(harness.node.calls(to: .minimumGasPrice) == 1)
    }

    @Test("a gas price below the network's minimum is refused before anything is signed")
    func belowMinimum() async throws {
        let harness = try Harness()
        await #expect(
            throws: TransactionsError.gasPriceBelowMinimum(
                price: Amount(1000, unit: .li), minimum: Amount(2000, unit: .li))
        ) {
            try await harness.useCase.prepare(draft(harness, gasPrice: Amount(1000, unit: .li)), from: harness.sender)
        }
    }

    @Test("a typed gas price above the ceiling is refused unless a high fee is allowed, and then it is paid")
    func aboveCeiling() async throws {
        // Arrange
        let harness = try Harness(senderAccount: AccountBalance(balance: Amount(100, unit: .zil), nonce: 0))
        let high = Amount(50_000, unit: .li)
        // Act
        let refused = await #expect(throws: TransactionsError.self) {
            try await harness.useCase.prepare(draft(harness, gasPrice: high), from: harness.sender)
        }
        let allowed = try await harness.useCase.prepare(
            draft(harness, gasPrice: high, allowsHighFee: true), from: harness.sender)
        // Assert
        #expect(refused == .gasPriceAboveLimit(price: high, limit: PaymentLimits.maximumGasPrice))
        #expect(allowed.payment.gasPrice == high)
    }

    @Test("a larger gas limit costs nothing more: the fee is 50 gas at the price, as Zilliqa 2.0 charges")
    func gasLimitCostsNothing() async throws {
        let harness = try Harness(senderAccount: AccountBalance(balance: Amount(1000, unit: .zil), nonce: 0))

        let prepared = try await harness.useCase.prepare(
            draft(harness, gasPrice: nil, gasLimit: 100_000), from: harness.sender)

        #expect(prepared.fee == (try Amount.fee(gasPrice: prepared.payment.gasPrice, gasLimit: 50)))
        #expect(prepared.gasLimitNote == "more than the 50 a payment uses: it costs nothing more, and is not needed")
    }

    @Test("a gas limit above what a block holds is refused before signing: the network would refuse it")
    func gasLimitAboveBlock() async throws {
        let harness = try Harness()

        await #expect(throws: TransactionsError.gasLimitAboveBlock(200_001)) {
            try await harness.useCase.prepare(draft(harness, gasPrice: nil, gasLimit: 200_001), from: harness.sender)
        }
    }

    @Test("a gas limit below 50 is refused by prepare itself")
    func gasLimitTooLow() async throws {
        let harness = try Harness()
        await #expect(throws: TransactionsError.gasLimitTooLow(49)) {
            try await harness.useCase.prepare(draft(harness, gasPrice: nil, gasLimit: 49), from: harness.sender)
        }
    }
}

// MARK: - The outcome of a send

@Suite("DefaultTransactionsUseCase: what became of a send")
struct SendOutcomeTests {
    @Test("a send whose answer never came is unknown, with the nonce and id that went out")
    func unansweredIsUnknown() async throws {
        // Arrange
        let harness = try Harness()
        harness.node.scriptSends([.reject(.transport(.timedOut))])
        let prepared = try await harness.useCase.prepare(harness.draft(), from: harness.sender)
        // Act
        let outcome = await harness.useCase.send(prepared, keystore: harness.keystore, password: Harness.password)
        // Assert
        let sent = try #require(harness.node.sentTransactions.first)
        #expect(
            outcome
                == .unknown(
                    UnansweredSend(
                        sender: harness.sender, nonce: 5, id: sent.id, network: .mainnet,
                        reason: .transport(.timedOut))))
    }

    @Test("a node answering nonsense to a send leaves the outcome unknown, not refused")
    func nonsenseIsUnknown() async throws {
        let harness = try Harness()
        harness.node.scriptSends([.reject(.invalidResponse("not JSON"))])

        let outcome = try await harness.useCase.send(
            harness.draft(), keystore: harness.keystore, password: Harness.password)

        guard case .unknown(let unanswered) = outcome else {
            Issue.record("expected an unknown outcome, got \(outcome)")
            return
        }
        #expect(unanswered.reason == .invalidResponse("not JSON"))
    }

    @Test("a send the node never took (every connection refused) is refused: nothing can be on its way")
    func neverConnectedIsRefused() async throws {
        let harness = try Harness()
        harness.node.scriptSends([.reject(.notSent(.connectionRefused))])

        let outcome = try await harness.useCase.send(
            harness.draft(), keystore: harness.keystore, password: Harness.password)

        #expect(outcome == .refused(.service(.notSent(.connectionRefused))))
        #expect(TransactionsError.service(.notSent(.connectionRefused)).refusesThePayment == false)
    }

    @Test("the unknown outcome tells the person to send the same nonce again, never a new payment")
    func unknownSaysWhatToDo() throws {
        let unanswered = UnansweredSend(
            sender: try Address(hexString: "9Ca91EB535Fb92Fda5094110FDaEB752eDb9B039"), nonce: 7,
            id: try transactionID("7"), network: .testnet, reason: .transport(.timedOut))

        let words = unanswered.description

        #expect(words.contains("nonce 7"))
        #expect(words.contains("Do not make it a new payment"))
        #expect(words.contains(try transactionID("7").hex))
    }
}

// MARK: - Sending a transaction signed earlier

@Suite("DefaultTransactionsUseCase: sending a signed transaction")
struct SignedTransactionSendTests {
    /// A 1 ZIL payment with nonce 5, signed by the harness's key for `chainID`.
    private func signed(by harness: Harness, chainID: UInt16) -> SignedTransaction {
        let payment = Payment(
            to: harness.recipient, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li), gasLimit: 50,
            nonce: 5)
        return SignedTransaction.sign(payment, with: KeyPair(privateKey: harness.key), chainID: chainID)
    }

    @Test("a transaction signed for the wallet's chain is sent as it is and accepted under its id")
    func sendsAsItIs() async throws {
        let harness = try Harness(network: .testnet)
        let transaction = signed(by: harness, chainID: 333)

        let outcome = await harness.useCase.send(transaction)

        #expect(outcome == .accepted(transaction.id))
        #expect(harness.node.sentTransactions == [transaction])
    }

    @Test("a transaction signed for another chain is refused and not sent")
    func otherChainRefused() async throws {
        let harness = try Harness(network: .testnet)

        let outcome = await harness.useCase.send(signed(by: harness, chainID: 1))

        #expect(outcome == .refused(.signedForOtherChain(signedFor: 1, configured: .testnet)))
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a transaction changed after signing is refused and not sent")
    func changedRefused() async throws {
        let harness = try Harness(network: .testnet)
        let original = signed(by: harness, chainID: 333)
        let core = original.core
        let changed = SignedTransaction(
            core: TransactionCore(
                version: core.version, nonce: core.nonce, recipient: core.recipient,
                senderPublicKey: core.senderPublicKey, amount: Amount(1000, unit: .zil), gasPrice: core.gasPrice,
                gasLimit: core.gasLimit, code: core.code, data: core.data),
            signature: original.signature)

        let outcome = await harness.useCase.send(changed)

        #expect(outcome == .refused(.signatureInvalid))
        #expect(harness.node.calls(to: .send) == 0)
    }
}

// MARK: - Signing without a node

@Suite("DefaultTransactionsUseCase: signing without a node")
struct OfflineSigningTests {
    @Test("a complete draft is signed for the wallet's chain, and the node is never asked")
    func signsWithoutNode() async throws {
        let harness = try Harness(network: .testnet)

        let signed = try await harness.useCase.signOffline(
            harness.draft(nonce: 9), keystore: harness.keystore, password: Harness.password)

        #expect(signed.hasValidSignature)
        #expect(signed.core.nonce == 9)
        #expect(signed.core.version.chainID == 333)
        #expect(harness.nodeCalls == 0)
    }

    @Test("without a nonce nothing is signed: a node would be needed to know it")
    func needsNonce() async throws {
        let harness = try Harness()

        await #expect(throws: TransactionsError.offlineNeeds(.nonce)) {
            try await harness.useCase.signOffline(
                harness.draft(), keystore: harness.keystore, password: Harness.password)
        }
    }

    @Test("without a gas price nothing is signed: the network's minimum is not known offline")
    func needsGasPrice() async throws {
        let harness = try Harness()
        var draft = harness.draft(nonce: 1)
        draft.gasPrice = nil

        await #expect(throws: TransactionsError.offlineNeeds(.gasPrice)) {
            try await harness.useCase.signOffline(draft, keystore: harness.keystore, password: Harness.password)
        }
    }

    @Test("a gas price above the ceiling is refused offline too, unless a high fee is allowed")
    func gasPriceCeiling() async throws {
        let harness = try Harness()
        var draft = harness.draft(gasPrice: Amount(20_001, unit: .li), nonce: 1)

        await #expect(
            throws: TransactionsError.gasPriceAboveLimit(
                price: draft.gasPrice ?? .zero, limit: PaymentLimits.maximumGasPrice)
        ) {
            try await harness.useCase.signOffline(draft, keystore: harness.keystore, password: Harness.password)
        }
        draft.allowsHighFee = true
        let signed = try await harness.useCase.signOffline(
            draft, keystore: harness.keystore, password: Harness.password)
        #expect(signed.core.gasPrice == Amount(20_001, unit: .li))
    }

    @Test("a gas limit below 50 is refused offline too")
    func gasLimitFloor() async throws {
        let harness = try Harness()
        var draft = harness.draft(nonce: 1)
        draft.gasLimit = 49

        await #expect(throws: TransactionsError.gasLimitTooLow(49)) {
            try await harness.useCase.signOffline(draft, keystore: harness.keystore, password: Harness.password)
        }
    }

    @Test("a gas limit above what a block holds is refused offline too")
    func gasLimitAboveBlockOffline() async throws {
        let harness = try Harness()
        var draft = harness.draft(nonce: 1)
        draft.gasLimit = 5_000_001

        await #expect(throws: TransactionsError.gasLimitAboveBlock(5_000_001)) {
            try await harness.useCase.signOffline(draft, keystore: harness.keystore, password: Harness.password)
        }
    }
}

// MARK: - Progress while waiting for a receipt

@Suite("DefaultTransactionsUseCase: progress while waiting for a receipt")
struct ReceiptProgressTests {
    @Test("each look-up that finds nothing is reported with the wait before the next")
    func reportsEachMiss() async throws {
        let harness = try Harness()
        let id = try transactionID("c")
        harness.node.setReceipt(
            TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 9), for: id, afterLookups: 2)
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
        let harness = try Harness()
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
        let harness = try Harness()
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

@Suite("DefaultTransactionsUseCase: recipients that are almost always a slip")
struct UnusualRecipientTests {
    @Test("a payment to the sending account itself is refused before the node is asked")
    func toSelfRefused() async throws {
        let harness = try Harness()
        let draft = PaymentDraft(to: harness.sender, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li))

        await #expect(throws: TransactionsError.unusualRecipient(.sender)) {
            try await harness.useCase.prepare(draft, from: harness.sender)
        }
        #expect(harness.nodeCalls == 0)
    }

    @Test("a payment to the zero address is refused before the node is asked")
    func toZeroRefused() async throws {
        let harness = try Harness()
        let draft = PaymentDraft(
            to: try Address(hexString: String(repeating: "0", count: 40)), amount: Amount(1, unit: .zil))

        await #expect(throws: TransactionsError.unusualRecipient(.zeroAddress)) {
            try await harness.useCase.prepare(draft, from: harness.sender)
        }
        #expect(harness.nodeCalls == 0)
    }

    @Test("once the person confirmed the recipient explicitly, the payment is prepared")
    func confirmedIsPrepared() async throws {
        let harness = try Harness()
        let draft = PaymentDraft(
            to: harness.sender, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li),
            allowsUnusualRecipient: true)

        let prepared = try await harness.useCase.prepare(draft, from: harness.sender)

        #expect(prepared.payment.recipient == harness.sender)
    }
}

@Suite("DefaultTransactionsUseCase: what the network's era allows, known before signing")
struct TransactionsEraTests {
    /// A draft lodging `amount` into the migration escrow.
    private func lodge(_ amount: Amount = Amount(1, unit: .zil), confirmed: Bool = true) -> PaymentDraft {
        PaymentDraft(
            to: .migrationEscrow, amount: amount, gasPrice: Payment.zilliqa2MinimumGasPrice,
            lodgesIntoEscrow: confirmed)
    }

    @Test("a network that disabled legacy transfers refuses the payment before anything is signed or sent")
    func disabledRefusesBeforeSigning() async throws {
        let harness = try Harness()
        harness.node.setLegacyTransfers(.disabled)

        await #expect(throws: TransactionsError.legacyTransfersDisabled(.mainnet)) {
            try await harness.useCase.send(harness.draft(), keystore: harness.keystore, password: Harness.password)
        }
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("the era is asked for the wallet's chain, after the node's chain is checked")
    func eraAskedOnce() async throws {
        let harness = try Harness()

        _ = try await harness.useCase.prepare(harness.draft(), from: harness.sender)

        #expect(harness.node.calls(to: .legacyTransfers) == 1)
    }

    @Test("an escrow-only network refuses a payment to anyone but the escrow before anything is signed")
    func escrowOnlyRefusesOthers() async throws {
        let harness = try Harness()
        harness.node.setLegacyTransfers(.escrowOnly)

        await #expect(throws: TransactionsError.onlyEscrowAccepted(.mainnet)) {
            try await harness.useCase.prepare(harness.draft(), from: harness.sender)
        }
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("an escrow-only network prepares a confirmed lodge, with the escrow's flat fee on top of the amount")
    func escrowOnlyPreparesLodge() async throws {
        let harness = try Harness()
        harness.node.setLegacyTransfers(.escrowOnly)

        let prepared = try await harness.useCase.prepare(lodge(), from: harness.sender)

        // 21000 x floor(2000000016 x 10^6 / 420) wei = 100000000800 Qa (zq2-legacy-api.md section 3).
        #expect(prepared.fee == Amount(qa: 100_000_000_800))
        #expect(prepared.total == Amount(qa: 1_100_000_000_800))
        #expect(prepared.lodgesIntoEscrow)
        #expect(prepared.era == .escrowOnly)
    }

    @Test("a payment to the escrow that the person did not choose as a lodge is refused, whatever the era")
    func unconfirmedLodgeRefused() async throws {
        let harness = try Harness()
        harness.node.setLegacyTransfers(.escrowOnly)

        await #expect(throws: TransactionsError.escrowLodgeNotConfirmed) {
            try await harness.useCase.prepare(lodge(confirmed: false), from: harness.sender)
        }
        #expect(harness.nodeCalls == 0)
    }

    @Test("allowing an unusual recipient does not confirm a lodge into the escrow")
    func unusualRecipientIsNotLodgeConsent() async throws {
        let harness = try Harness()
        var draft = lodge(confirmed: false)
        draft.allowsUnusualRecipient = true

        await #expect(throws: TransactionsError.escrowLodgeNotConfirmed) {
            try await harness.useCase.prepare(draft, from: harness.sender)
        }
    }

    @Test("signing offline refuses an unconfirmed lodge into the escrow too")
    func offlineUnconfirmedLodgeRefused() async throws {
        let harness = try Harness()
        var draft = lodge(confirmed: false)
        draft.nonce = 5

        await #expect(throws: TransactionsError.escrowLodgeNotConfirmed) {
            try await harness.useCase.signOffline(draft, keystore: harness.keystore, password: Harness.password)
        }
    }

    @Test("a probe the node did not answer leaves the era to the payment's own refusal: the payment is prepared")
    func probeUnanswered() async throws {
        let harness = try Harness()
        harness.node.setError(.transport(.timedOut), for: .legacyTransfers)

        let prepared = try await harness.useCase.prepare(harness.draft(), from: harness.sender)

        #expect(prepared.era == .accepted)
    }
}

@Suite("TransactionsError: the eras in words a person can act on")
struct TransactionsEraWordingTests {
    @Test("disabled on mainnet names the block, says the balance is safe, and where ZIL moves now")
    func disabledWords() {
        let text = TransactionsError.legacyTransfersDisabled(.mainnet).description

        #expect(text.contains("no longer accepts legacy (zil1) transfers since block 31,759,109"))
        #expect(text.contains("nothing was signed"))
        #expect(text.contains("Your balance is safe and can still be read"))
        #expect(text.contains("EVM (0x) account of the same key"))
    }

    @Test("escrow-only on testnet names its block and the escrow's address to lodge into")
    func escrowOnlyWords() {
        let text = TransactionsError.onlyEscrowAccepted(.testnet).description

        #expect(text.contains("only into the migration escrow since block 40,599,772"))
        #expect(text.contains("zil1qqqqqqqqtfy5cv292dp4yn6h2pfy7kzec60lqn"))
        #expect(text.contains("official recovery tool"))
    }

    @Test("an era on a network whose forks are unknown names no block")
    func unknownNetworkNamesNoBlock() throws {
        let devnet = try Network.custom(url: try #require(URL(string: "http://127.0.0.1:5555")), chainID: 222)

        let text = TransactionsError.onlyEscrowAccepted(devnet).description

        #expect(!text.contains("since block"))
    }

    @Test("an unconfirmed lodge warns that claiming needs the recovery tool and a seed phrase")
    func lodgeWarning() {
        let text = TransactionsError.escrowLodgeNotConfirmed.description

        #expect(text.contains("official recovery tool"))
        #expect(text.contains("seed phrase"))
        #expect(text.contains("may not be able to claim it"))
    }
}
