import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

// MARK: - The outcome of a send

@Suite("DefaultTransactionsUseCase: what became of a send")
struct SendOutcomeTests {
    @Test("a send whose answer never came is unknown, with the nonce and id that went out")
    func unansweredIsUnknown() async throws {
        // Arrange
        let harness = try TransactionsHarness()
        harness.node.scriptSends([.reject(.transport(.timedOut))])
        let prepared = try await harness.payments.prepare(harness.draft(), from: harness.sender)
        // Act
        let outcome = await harness.payments.send(
            prepared, keystore: harness.keystore, password: TransactionsHarness.password)
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
        let harness = try TransactionsHarness()
        harness.node.scriptSends([.reject(.invalidResponse("not JSON"))])

        let outcome = try await harness.payments.send(
            harness.draft(), keystore: harness.keystore, password: TransactionsHarness.password)

        guard case .unknown(let unanswered) = outcome else {
            Issue.record("expected an unknown outcome, got \(outcome)")
            return
        }
        #expect(unanswered.reason == .invalidResponse("not JSON"))
    }

    @Test("a send the node never took (every connection refused) is refused: nothing can be on its way")
    func neverConnectedIsRefused() async throws {
        let harness = try TransactionsHarness()
        harness.node.scriptSends([.reject(.notSent(.connectionRefused))])

        let outcome = try await harness.payments.send(
            harness.draft(), keystore: harness.keystore, password: TransactionsHarness.password)

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
    private func signed(by harness: TransactionsHarness, chainID: UInt16) -> SignedTransaction {
        let payment = Payment(
            to: harness.recipient, amount: Amount(1, unit: .zil), gasPrice: Amount(2000, unit: .li), gasLimit: 50,
            nonce: 5)
        return SignedTransaction.sign(payment, with: KeyPair(privateKey: harness.key), chainID: chainID)
    }

    /// What sending `transaction` as it is throws, or nil when it does not.
    private func refusal(of transaction: SignedTransaction, by harness: TransactionsHarness) async
        -> TransactionsError?
    {
        do {
            _ = try await harness.payments.send(.legacy(transaction), allowingNonceGap: false)
            return nil
        } catch {
            return error
        }
    }

    @Test("a transaction signed for the wallet's chain is sent as it is under its id")
    func sendsAsItIs() async throws {
        let harness = try TransactionsHarness(network: .testnet)
        let transaction = signed(by: harness, chainID: 333)

        let outcome = try await harness.payments.send(.legacy(transaction), allowingNonceGap: false)

        #expect(outcome == .sent(.legacy(transaction.id)))
        #expect(harness.node.sentTransactions == [transaction])
    }

    @Test("a transaction mined before is not sent again: its receipt is the outcome")
    func minedBefore() async throws {
        let harness = try TransactionsHarness(network: .testnet)
        let transaction = signed(by: harness, chainID: 333)
        let receipt = TransactionReceipt(success: true, cumulativeGas: 50, epochNumber: 812)
        harness.node.setReceipt(receipt, for: transaction.id)

        let outcome = try await harness.payments.send(.legacy(transaction), allowingNonceGap: false)

        #expect(outcome == .minedBefore(.legacy(receipt)))
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a look-up that does not reach the node does not stop the send: the node's answer to it decides")
    func lookUpUnanswered() async throws {
        let harness = try TransactionsHarness(network: .testnet)
        let transaction = signed(by: harness, chainID: 333)
        harness.node.setError(.transport(.timedOut), for: .transaction)

        let outcome = try await harness.payments.send(.legacy(transaction), allowingNonceGap: false)

        #expect(outcome == .sent(.legacy(transaction.id)))
    }

    @Test("a transaction signed for another chain is refused before the node is asked anything")
    func otherChainRefused() async throws {
        let harness = try TransactionsHarness(network: .testnet)

        let refusal = await refusal(of: signed(by: harness, chainID: 1), by: harness)

        #expect(refusal == .signedForOtherChain(signedFor: 1, configured: .testnet))
        #expect(harness.node.calls(to: .transaction) == 0)
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a send that got no answer is in doubt, naming the transaction's nonce and id")
    func unanswered() async throws {
        let harness = try TransactionsHarness(network: .testnet)
        let transaction = signed(by: harness, chainID: 333)
        harness.node.scriptSends([.reject(.transport(.timedOut))])

        let refusal = await refusal(of: transaction, by: harness)

        guard case .sendOutcomeUnknown(let unanswered) = refusal else {
            Issue.record("expected an unknown outcome, got \(String(describing: refusal))")
            return
        }
        #expect(unanswered.nonce == 5)
        #expect(unanswered.sent == .legacy(transaction.id))
    }

    @Test("a transaction changed after signing is refused and not sent")
    func changedRefused() async throws {
        let harness = try TransactionsHarness(network: .testnet)
        let original = signed(by: harness, chainID: 333)
        let core = original.core
        let changed = SignedTransaction(
            core: TransactionCore(
                version: core.version, nonce: core.nonce, recipient: core.recipient,
                senderPublicKey: core.senderPublicKey, amount: Amount(1000, unit: .zil), gasPrice: core.gasPrice,
                gasLimit: core.gasLimit, code: core.code, data: core.data),
            signature: original.signature)

        let refusal = await refusal(of: changed, by: harness)

        #expect(refusal == .signatureInvalid)
        #expect(harness.node.calls(to: .transaction) == 0)
        #expect(harness.node.calls(to: .send) == 0)
    }
}
