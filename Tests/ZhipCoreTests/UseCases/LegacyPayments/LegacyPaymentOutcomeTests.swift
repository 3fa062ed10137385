import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZilliqaKit

/// What became of a legacy send: taken, refused, or unknown when no answer came (never sent twice).
@Suite("Legacy payments: what became of a send", .container)
struct LegacyPaymentOutcomeTests {
    @Test("a send whose answer never came is unknown, with the nonce and id that went out")
    func unansweredIsUnknown() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil), nonce: 4)
        world.zilliqa.scriptSends([.reject(.transport(.timedOut))])

        let paid = try await world.session(world.legacyOrder()).pay(signingWith: world.key)

        let sent = try #require(world.zilliqa.sentTransactions.first)
        #expect(
            paid.outcome
                == .unknown(
                    UnansweredSend(
                        sender: world.legacySender, nonce: 5, id: sent.id, network: .mainnet,
                        reason: .transport(.timedOut))))
        #expect(world.zilliqa.calls(to: .send) == 1)
    }

    @Test("a node answering nonsense to a send leaves the outcome unknown, not refused")
    func nonsenseIsUnknown() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        world.zilliqa.scriptSends([.reject(.invalidResponse("not JSON"))])

        let paid = try await world.session(world.legacyOrder()).pay(signingWith: world.key)

        guard case .unknown(let unanswered) = paid.outcome else {
            Issue.record("expected an unknown outcome, got \(paid.outcome)")
            return
        }
        #expect(unanswered.reason == .invalidResponse("not JSON"))
    }

    @Test("a send the node never took (every connection refused) is refused: nothing can be on its way")
    func neverConnectedIsRefused() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        world.zilliqa.scriptSends([.reject(.notSent(.connectionRefused))])

        let paid = try await world.session(world.legacyOrder()).pay(signingWith: world.key)

        #expect(paid.outcome == .refused(.service(.notSent(.connectionRefused))))
        #expect(paid.outcome.refusalError?.refusesThePayment == false)
    }

    @Test("submitting again after a send the node took answers the same transaction, sent once")
    func submittedOnce() async throws {
        let world = PaymentWorld()
        world.fundLegacy(Amount(10, unit: .zil))
        let session = world.session(world.legacyOrder())
        let paid = try await session.pay(signingWith: world.key)

        let again = await session.submit()

        #expect(again == paid.outcome)
        #expect(world.zilliqa.calls(to: .send) == 1)
    }

    @Test("the words of an unknown outcome say to send the same nonce again, never a new payment")
    func unknownSaysWhatToDo() {
        let unanswered = UnansweredSend(
            sender: TestWallets.keyPair.address, nonce: 7, id: PaymentWorld.transactionID("7"), network: .testnet,
            reason: .transport(.timedOut))

        let words = unanswered.description

        #expect(words.contains("nonce 7"))
        #expect(words.contains("Do not make it a new payment"))
        #expect(words.contains(PaymentWorld.transactionID("7").hex))
    }
}

/// `tx send` of a legacy transaction signed earlier: sent as it is, never twice, never for another chain.
@Suite("Legacy payments: sending a transaction signed earlier", .container)
struct LegacySignedTransactionSendTests {
    /// A 1 ZIL payment with Zilliqa nonce 5, signed by the world's key for `chainID`.
    private func signed(in world: PaymentWorld, chainID: UInt16) -> SignedTransaction {
        let payment = Payment(
            to: world.legacyPayee, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li), gasLimit: 50,
            nonce: 5)
        return SignedTransaction.sign(payment, with: world.key, chainID: chainID)
    }

    /// Prepares and submits `transaction` as `tx send` does; the prepared payment and the outcome.
    private func send(_ transaction: SignedTransaction) async throws(TransactionsError) -> (
        PreparedPayment, SendOutcome
    ) {
        let session = PaymentSession(sending: .legacy(transaction), consents: [])
        let prepared = try await session.prepare()
        await session.confirm(prepared)
        return (prepared, await session.submit())
    }

    @Test("a transaction signed for the wallet's chain is sent as it is under its id")
    func sendsAsItIs() async throws {
        let world = PaymentWorld(network: .testnet)
        world.fundLegacy(Amount(10, unit: .zil), nonce: 4)
        let transaction = signed(in: world, chainID: Network.testnet.chainID)

        let (_, outcome) = try await send(transaction)

        #expect(outcome == .accepted(.legacy(transaction.id)))
        #expect(world.zilliqa.sentTransactions == [transaction])
    }

    @Test("a transaction mined before is not sent again: its receipt is what preparing found")
    func minedBefore() async throws {
        let world = PaymentWorld(network: .testnet)
        let transaction = signed(in: world, chainID: Network.testnet.chainID)
        let receipt = TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 812)
        world.zilliqa.setReceipt(receipt, for: transaction.id)

        let (prepared, _) = try await send(transaction)

        #expect(prepared.minedBefore == .legacy(receipt))
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("a look-up that does not reach the node does not stop the send: the node's answer to it decides")
    func lookUpUnanswered() async throws {
        let world = PaymentWorld(network: .testnet)
        world.fundLegacy(Amount(10, unit: .zil), nonce: 4)
        let transaction = signed(in: world, chainID: Network.testnet.chainID)
        world.zilliqa.setError(.transport(.timedOut), for: .transaction)

        let (_, outcome) = try await send(transaction)

        #expect(outcome == .accepted(.legacy(transaction.id)))
    }

    @Test("a transaction signed for another chain is refused by rule chain-id, and nothing is sent")
    func otherChainRefused() async throws {
        let world = PaymentWorld(network: .testnet)
        world.fundLegacy(Amount(10, unit: .zil), nonce: 4)

        let error = await #expect(throws: TransactionsError.self) {
            try await send(signed(in: world, chainID: Network.mainnet.chainID))
        }

        #expect(error?.ruleRefusal?.rule == "chain-id")
        #expect(error?.ruleRefusal?.nextStep.contains("send it on the network it was signed for") == true)
        #expect(world.zilliqa.calls(to: .send) == 0)
    }

    @Test("a send that got no answer is unknown, naming the transaction's nonce and id")
    func unanswered() async throws {
        let world = PaymentWorld(network: .testnet)
        world.fundLegacy(Amount(10, unit: .zil), nonce: 4)
        let transaction = signed(in: world, chainID: Network.testnet.chainID)
        world.zilliqa.scriptSends([.reject(.transport(.timedOut))])

        let (_, outcome) = try await send(transaction)

        guard case .unknown(let unanswered) = outcome else {
            Issue.record("expected an unknown outcome, got \(outcome)")
            return
        }
        #expect(unanswered.nonce == 5)
        #expect(unanswered.sent == .legacy(transaction.id))
    }

    @Test("a transaction changed after signing is refused before the node is asked anything")
    func changedRefused() async throws {
        let world = PaymentWorld(network: .testnet)
        let original = signed(in: world, chainID: Network.testnet.chainID)
        let core = original.core
        let changed = SignedTransaction(
            core: TransactionCore(
                version: core.version, nonce: core.nonce, recipient: core.recipient,
                senderPublicKey: core.senderPublicKey, amount: Amount(1000, unit: .zil), gasPrice: core.gasPrice,
                gasLimit: core.gasLimit, code: core.code, data: core.data),
            signature: original.signature)

        await #expect(throws: TransactionsError.signatureInvalid) { try await send(changed) }
        #expect(world.legacyNodeCalls == 0)
    }
}
