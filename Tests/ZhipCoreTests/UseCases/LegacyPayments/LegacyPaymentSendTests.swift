import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// A legacy (zil1) payment through the payment session over a fake legacy node: what is signed,
/// what the review shows, and what the node's answer makes of it.
@Suite("Legacy payments: preparing and sending", .container)
struct LegacyPaymentSendTests {
    @Test("a payment is signed once for the wallet's chain with the account's nonce plus one, and its id returned")
    func happyPath() async throws {
        let world = PaymentWorld(network: .testnet)
        world.fundLegacy(Amount(10, unit: .zil), nonce: 4)

        let paid = try await world.session(world.legacyOrder()).pay(signingWith: world.key)

        let sent = try #require(world.zilliqa.sentTransactions.first)
        #expect(world.zilliqa.sentTransactions.count == 1)
        #expect(sent.hasValidSignature)
        #expect(sent.core.senderPublicKey == world.key.publicKey)
        #expect(sent.core.nonce == 5)
        #expect(sent.core.version.rawValue == 21_823_489)
        #expect(sent.core.recipient == world.legacyPayee)
        #expect(sent.core.amount == Amount(1, unit: .zil))
        #expect(sent.core.gasPrice == Amount(2000, unit: .li))
        #expect(sent.core.gasLimit == 50)
        #expect(paid.outcome == .accepted(.legacy(sent.id)))
    }

    @Test("preparing shows the nonce, fee, total and what is left, and sends nothing")
    func prepareReportsAmounts() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil), nonce: 4)

        let summary = try await world.session(world.legacyOrder()).prepare().summary

        #expect(summary.nonce == 5)
        #expect(summary.fee == .qa(PaymentWorld.zil("0.1")))
        #expect(summary.total == .qa(PaymentWorld.zil("1.1")))
        #expect(summary.balance == .qa(Amount(10, unit: .zil)))
        #expect(summary.balanceAfter == .qa(PaymentWorld.zil("8.9")))
        #expect(summary.network == .mainnet)
        #expect(world.zilliqa.sentTransactions.isEmpty)
    }

    @Test("the account's next Zilliqa nonce given is signed as given")
    func nextNonceGiven() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil), nonce: 4)
        let order = world.legacyOrder(terms: PaymentTerms(legacyGasPrice: Amount(2000, unit: .li), nonce: 5))

        _ = try await world.session(order).pay(signingWith: world.key)

        #expect(world.zilliqa.sentTransactions.map(\.core.nonce) == [5])
    }

    @Test("a nonce given ahead of the account's next one is refused by rule nonce, naming the gap, until consented")
    func nonceGapNeedsConsent() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil), nonce: 4)
        let terms = PaymentTerms(legacyGasPrice: Amount(2000, unit: .li), nonce: 42)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder(terms: terms)).prepare()
        }
        _ = try await world.session(world.legacyOrder(terms: terms, consents: [.nonceGap])).pay(signingWith: world.key)

        #expect(error?.ruleRefusal?.rule == "nonce")
        #expect(error?.ruleRefusal?.consent == .nonceGap)
        #expect(world.zilliqa.sentTransactions.map(\.core.nonce) == [42])
    }

    @Test("a nonce the account already used is now refused by rule nonce (it was prepared as used before)")
    func usedNonceRefused() async throws {
        // The account confirmed Zilliqa nonce 4: giving 4 again could only repeat or replace that payment.
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil), nonce: 4)
        let order = world.legacyOrder(terms: PaymentTerms(legacyGasPrice: Amount(2000, unit: .li), nonce: 4))

        let error = await #expect(throws: TransactionsError.self) { try await world.session(order).prepare() }

        #expect(error?.ruleRefusal?.rule == "nonce")
        #expect(error?.ruleRefusal?.reason.contains("was used by a mined transaction") == true)
        #expect(world.zilliqa.sentTransactions.isEmpty)
    }

    @Test("the account's next nonce given still needs the balance to cover the payment")
    func givenNonceStillNeedsFunds() async throws {
        let world = PaymentWorld()
        world.fundLegacy(PaymentWorld.zil("0.5"), nonce: 4)
        let order = world.legacyOrder(terms: PaymentTerms(legacyGasPrice: Amount(2000, unit: .li), nonce: 5))

        let error = await #expect(throws: TransactionsError.self) { try await world.session(order).prepare() }

        #expect(error?.ruleRefusal?.rule == "funds")
    }

    @Test("the id the node answers to the send is the outcome")
    func returnsNodesID() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let answered = PaymentWorld.transactionID("b")
        world.zilliqa.scriptSends([.answer(answered)])

        let paid = try await world.session(world.legacyOrder()).pay(signingWith: world.key)

        #expect(paid.outcome == .accepted(.legacy(answered)))
    }

    @Test("a node on another chain than the wallet's is refused by rule chain-id, and nothing is sent")
    func nodeOnAnotherChain() async throws {
        let world = PaymentWorld(network: .mainnet)
        world.zilliqa.setChainID(Network.testnet.chainID)
        world.fundLegacy(Amount(10, unit: .zil))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).pay(signingWith: world.key)
        }

        #expect(error?.ruleRefusal?.rule == "chain-id")
        #expect(error?.ruleRefusal?.reason.contains("EVM chain 33101") == true)
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("more than the balance is refused by rule funds, with the balance and what is needed, and nothing is sent")
    func insufficientFunds() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(1, unit: .zil))

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).pay(signingWith: world.key)
        }

        let refusal = try #require(error?.ruleRefusal)
        #expect(refusal.rule == "funds")
        #expect(refusal.reason.contains("needs 1.1 ZIL"))
        #expect(refusal.reason.contains("the balance is 1 ZIL"))
        #expect(refusal.nextStep.contains("send at most 0.9 ZIL"))
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("an amount plus fee of exactly the balance is sent")
    func exactlyTheBalance() async throws {
        let world = PaymentWorld()
        world.fundLegacy(PaymentWorld.zil("1.1"))

        _ = try await world.session(world.legacyOrder()).pay(signingWith: world.key)

        #expect(world.zilliqa.sentTransactions.count == 1)
    }

    @Test("the node's refusal of the send is the outcome, after one send")
    func nodeRejection() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        world.zilliqa.scriptSends([.reject(.nonceTooLow(sent: 1, current: 1))])

        let paid = try await world.session(world.legacyOrder()).pay(signingWith: world.key)

        #expect(paid.outcome == .refused(.nodeRefused(.nonceTooLow(sent: 1, current: 1))))
        #expect(world.zilliqa.sentTransactions.count == 1)
    }

    @Test("an account Zilliqa 2.0 froze (nonce the largest there is) is refused by rule frozen-sender, unsent")
    func frozenAccount() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil), nonce: .max)

        let error = await #expect(throws: TransactionsError.self) {
            try await world.session(world.legacyOrder()).pay(signingWith: world.key)
        }

        #expect(error?.ruleRefusal?.rule == "frozen-sender")
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("a frozen account is refused even with a nonce of its own given")
    func frozenAccountWithGivenNonce() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil), nonce: .max)
        let order = world.legacyOrder(terms: PaymentTerms(legacyGasPrice: Amount(2000, unit: .li), nonce: 3))

        let error = await #expect(throws: TransactionsError.self) { try await world.session(order).prepare() }

        #expect(error?.ruleRefusal?.rule == "frozen-sender")
    }

    @Test("a second payment takes the nonce after the first, which the node has not counted yet")
    func nextPaymentSkipsTheRecordedSend() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil), nonce: 4)
        _ = try await world.session(world.legacyOrder()).pay(signingWith: world.key)

        _ = try await world.session(world.legacyOrder()).pay(signingWith: world.key)

        #expect(world.zilliqa.sentTransactions.map(\.core.nonce) == [5, 6])
    }
}
