import Foundation
import Synchronization
import Testing
import ZhipCore
import ZhipCoreTestSupport
import ZhipTesting
import ZilliqaKit

// MARK: - Sending

@Suite("DefaultTransactionsUseCase: preparing and sending a payment")
struct TransactionsSendTransactionTests {
    @Test("a payment is signed once for the wallet's chain with the account's nonce plus one, and its id returned")
    func happyPath() async throws {
        let harness = try TransactionsHarness(network: .testnet)

        let id = try await harness.payments.send(
            harness.draft(), keystore: harness.keystore, password: TransactionsHarness.password)

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
        #expect(id == .accepted(.legacy(sent.id)))
    }

    @Test("a nonce given in the draft is used as it is")
    func explicitNonce() async throws {
        let harness = try TransactionsHarness()

        _ = try await harness.payments.send(
            harness.draft(nonce: 42), keystore: harness.keystore, password: TransactionsHarness.password)

        #expect(harness.node.sentTransactions.map(\.core.nonce) == [42])
    }

    @Test("preparing shows the nonce, fee, total and what is left, and sends nothing")
    func prepareReportsAmounts() async throws {
        let harness = try TransactionsHarness()

        let prepared = try await harness.payments.prepare(harness.draft(), from: harness.sender)

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
        let harness = try TransactionsHarness(senderAccount: AccountBalance(balance: try zil("0.5"), nonce: 4))
        // Act
        let prepared = try await harness.payments.prepare(harness.draft(nonce: 4), from: harness.sender)
        // Assert
        #expect(prepared.nonceIsUsed)
        #expect(prepared.balanceAfter == (try zil("0.5")))
        #expect(harness.node.sentTransactions.isEmpty)
    }

    @Test("a nonce given ahead of the account's is not used, and the balance must still cover the payment")
    func freshNonceStillNeedsFunds() async throws {
        let harness = try TransactionsHarness(senderAccount: AccountBalance(balance: try zil("0.5"), nonce: 4))

        let expected = TransactionsError.insufficientFunds(
            balance: try zil("0.5"), amount: Amount(1, unit: .zil), fee: try zil("0.1"))
        await #expect(throws: expected) {
            try await harness.payments.prepare(harness.draft(nonce: 5), from: harness.sender)
        }
    }

    @Test("the answer to the node's send is what send returns")
    func returnsNodesID() async throws {
        let harness = try TransactionsHarness()
        let answered = try transactionID("b")
        harness.node.scriptSends([.answer(answered)])

        let id = try await harness.payments.send(
            harness.draft(), keystore: harness.keystore, password: TransactionsHarness.password)

        #expect(id == .accepted(.legacy(answered)))
    }

    @Test("a wrong password is refused before anything is sent")
    func wrongPassword() async throws {
        let harness = try TransactionsHarness()

        let outcome = try await harness.payments.send(
            harness.draft(), keystore: harness.keystore, password: "incorrect horse")

        #expect(outcome == .refused(.wrongPassword))
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a node on another chain than the wallet's is refused before anything else is asked")
    func networkMismatch() async throws {
        let harness = try TransactionsHarness(network: .mainnet, nodeChainID: 333)

        await #expect(throws: TransactionsError.networkMismatch(nodeChainID: 333, configured: .mainnet)) {
            try await harness.payments.send(
                harness.draft(), keystore: harness.keystore, password: TransactionsHarness.password)
        }
        #expect(harness.node.calls(to: .send) == 0)
        #expect(harness.node.calls(to: .balance) == 0)
    }

    @Test("more than the balance is refused with the balance, amount and fee, and nothing is sent")
    func insufficientFunds() async throws {
        let harness = try TransactionsHarness(senderAccount: AccountBalance(balance: Amount(1, unit: .zil), nonce: 0))

        await #expect(
            throws: TransactionsError.insufficientFunds(
                balance: Amount(1, unit: .zil), amount: Amount(1, unit: .zil), fee: try zil("0.1"))
        ) {
            try await harness.payments.send(
                harness.draft(), keystore: harness.keystore, password: TransactionsHarness.password)
        }
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("an amount plus fee of exactly the balance is sent")
    func exactlyTheBalance() async throws {
        let harness = try TransactionsHarness(senderAccount: AccountBalance(balance: try zil("1.1"), nonce: 0))

        _ = try await harness.payments.send(
            harness.draft(), keystore: harness.keystore, password: TransactionsHarness.password)

        #expect(harness.node.sentTransactions.count == 1)
    }

    @Test("a fee larger than any amount can be is refused, and nothing is sent, even with a high fee allowed")
    func feeOverflow() async throws {
        let harness = try TransactionsHarness()
        var draft = harness.draft(gasPrice: .max)
        draft.acceptedRisks.insert(.highGasPrice)

        await #expect(throws: TransactionsError.amountTooLarge(.feeOverflow(gasPrice: .max, gasLimit: 50))) {
            try await harness.payments.send(draft, keystore: harness.keystore, password: TransactionsHarness.password)
        }
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("an amount plus fee larger than any amount can be is refused, and nothing is sent")
    func totalOverflow() async throws {
        let harness = try TransactionsHarness()

        await #expect(throws: TransactionsError.amountTooLarge(.additionOverflow(.max, try zil("0.1")))) {
            try await harness.payments.send(
                harness.draft(amount: .max), keystore: harness.keystore, password: TransactionsHarness.password)
        }
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("the node's refusal is a typed error, after one send")
    func nodeRejection() async throws {
        let harness = try TransactionsHarness()
        harness.node.scriptSends([.reject(.nonceTooLow(sent: 5, current: 5))])

        let outcome = try await harness.payments.send(
            harness.draft(), keystore: harness.keystore, password: TransactionsHarness.password)

        #expect(outcome == .refused(.nodeRefused(.nonceTooLow(sent: 5, current: 5))))
        #expect(harness.node.sentTransactions.count == 1)
    }

    @Test("a keystore of another account than the prepared sender's is refused, and nothing is sent")
    func keystoreOfAnotherAccount() async throws {
        let harness = try TransactionsHarness()
        let other = PrivateKey()
        let otherKeystore = try Keystore.encrypt(
            other, password: TransactionsHarness.password, kdf: TransactionsHarness.quickKDF)
        let prepared = try await harness.payments.prepare(harness.draft(), from: harness.sender)

        let outcome = await harness.payments.send(
            prepared, keystore: otherKeystore, password: TransactionsHarness.password)

        #expect(outcome == .refused(.keystoreNotForSender(keystore: other.publicKey.address, sender: harness.sender)))
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a payment signed with a key the caller unlocked is sent once, signed by that key")
    func sendsWithUnlockedKey() async throws {
        // Arrange
        let harness = try TransactionsHarness()
        let prepared = try await harness.payments.prepare(harness.draft(), from: harness.sender)
        // Act
        let id = await harness.payments.send(prepared, signingWith: harness.key)
        // Assert
        let sent = try #require(harness.node.sentTransactions.first)
        #expect(harness.node.sentTransactions.count == 1)
        #expect(sent.hasValidSignature)
        #expect(sent.core.senderPublicKey == harness.key.publicKey)
        #expect(id == .accepted(.legacy(sent.id)))
    }

    @Test("an unlocked key of another account than the prepared sender's is refused, and nothing is sent")
    func unlockedKeyOfAnotherAccount() async throws {
        let harness = try TransactionsHarness()
        let other = PrivateKey()
        let prepared = try await harness.payments.prepare(harness.draft(), from: harness.sender)

        let outcome = await harness.payments.send(prepared, signingWith: other)

        #expect(outcome == .refused(.keystoreNotForSender(keystore: other.publicKey.address, sender: harness.sender)))
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a keystore that unlocks to a key of another address than it names is refused, and nothing is sent")
    func keystoreAddressMismatch() async throws {
        let harness = try TransactionsHarness()
        let forged = try keystore(harness.keystore, address: harness.recipient)
        let prepared = try await harness.payments.prepare(harness.draft(), from: harness.sender)

        let outcome = await harness.payments.send(prepared, keystore: forged, password: TransactionsHarness.password)

        #expect(outcome == .refused(.keystore(.addressMismatch(file: harness.recipient, key: harness.sender))))
        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a keystore that names no address is unlocked to learn the sender")
    func keystoreWithoutAddress() async throws {
        let harness = try TransactionsHarness()
        let anonymous = try keystore(harness.keystore, address: nil)

        _ = try await harness.payments.send(
            harness.draft(), keystore: anonymous, password: TransactionsHarness.password)

        #expect(harness.node.balanceRequests == [harness.sender])
        #expect(harness.node.sentTransactions.count == 1)
    }

    @Test("a keystore that names no address, with a wrong password, is refused before the node is asked anything")
    func keystoreWithoutAddressWrongPassword() async throws {
        let harness = try TransactionsHarness()
        let anonymous = try keystore(harness.keystore, address: nil)

        await #expect(throws: TransactionsError.wrongPassword) {
            try await harness.payments.send(harness.draft(), keystore: anonymous, password: "incorrect horse")
        }
        #expect(harness.nodeCalls == 0)
    }

    @Test("a payment prepared for another network than the wallet's is refused, and nothing is sent")
    func preparedForAnotherNetwork() async throws {
        let testnet = try TransactionsHarness(network: .testnet)
        let mainnet = try TransactionsHarness(network: .mainnet)
        let prepared = try await testnet.payments.prepare(testnet.draft(), from: testnet.sender)

        let outcome = await mainnet.payments.send(
            prepared, keystore: mainnet.keystore, password: TransactionsHarness.password)

        #expect(outcome == .refused(.networkChanged(preparedFor: .testnet, configured: .mainnet)))
        #expect(mainnet.node.calls(to: .send) == 0)
    }

    @Test("an account Zilliqa 2.0 froze (nonce the largest there is) cannot send: refused as frozen, nothing sent")
    func frozenAccount() async throws {
        let harness = try TransactionsHarness(
            senderAccount: AccountBalance(balance: Amount(10, unit: .zil), nonce: .max))

        await #expect(throws: TransactionsError.accountFrozen(harness.sender)) {
            try await harness.payments.send(
                harness.draft(), keystore: harness.keystore, password: TransactionsHarness.password)
        }

        #expect(harness.node.calls(to: .send) == 0)
    }

    @Test("a frozen account is refused even with a nonce of its own given")
    func frozenAccountWithGivenNonce() async throws {
        let harness = try TransactionsHarness(
            senderAccount: AccountBalance(balance: Amount(10, unit: .zil), nonce: .max))

        await #expect(throws: TransactionsError.accountFrozen(harness.sender)) {
            try await harness.payments.prepare(harness.draft(nonce: 3), from: harness.sender)
        }
    }

    @Test("a send cancelled before the node is asked to take it sends nothing")
    func cancelledBeforeSending() async throws {
        let harness = try TransactionsHarness()
        let prepared = try await harness.payments.prepare(harness.draft(), from: harness.sender)
        let useCase = harness.payments
        let keystore = harness.keystore
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await useCase.send(prepared, keystore: keystore, password: TransactionsHarness.password)
        }

        #expect(await task.value == .refused(.cancelled))
        #expect(harness.node.calls(to: .send) == 0)
    }
}
