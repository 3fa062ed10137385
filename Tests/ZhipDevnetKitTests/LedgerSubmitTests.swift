import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("Ledger: CreateTransaction's checks, with the node's codes and messages")
struct LedgerSubmitTests {
    /// The code and message `submit` throws for `transaction`.
    private func rejection(_ transaction: SignedTransaction, ledger: Ledger = Fixture.ledger()) -> DevnetRPCError? {
        do {
            _ = try ledger.submit(transaction)
            return nil
        } catch {
            return error
        }
    }

    @Test("a transaction for another chain is refused: -26 CHAIN_ID incorrect")
    func wrongChain() {
        let error = rejection(Fixture.payment(chainID: 333))
        #expect(error?.code == -26)
        #expect(error?.message == "CHAIN_ID incorrect")
    }

    @Test("a message version other than 1 is refused with -26")
    func wrongMessageVersion() {
        let good = Fixture.payment().core
        let core = TransactionCore(
            version: TransactionVersion(rawValue: UInt32(Fixture.chainID) << 16 | 2), nonce: 1,
            recipient: good.recipient, senderPublicKey: good.senderPublicKey, amount: good.amount,
            gasPrice: good.gasPrice, gasLimit: good.gasLimit)
        let error = rejection(core.signed(with: Fixture.alice))
        #expect(error?.code == -26)
        #expect(error?.message == "Transaction version incorrect, Expected:1 Actual:2")
    }

    @Test("a gas price under the minimum is refused: -26 GasPrice X lower than minimum allowable Y")
    func gasPriceTooLow() {
        let error = rejection(Fixture.payment(gasPrice: Amount(1000, unit: .li)))
        #expect(error?.code == -26)
        #expect(error?.message == "GasPrice 1000000000 lower than minimum allowable 2000000000")
    }

    @Test("a signature that is not the sender's is refused: -26 Unable to verify transaction")
    func badSignature() {
        let core = Fixture.payment().core
        let forged = SignedTransaction(core: core, signature: Fixture.bob.sign(core.encoded()))
        let error = rejection(forged)
        #expect(error?.code == -26)
        #expect(error?.message == "Unable to verify transaction")
    }

    @Test("a sender that was never funded is refused: -5 The sender of the txn has no balance")
    func unfundedSender() {
        let error = rejection(Fixture.payment(from: Fixture.carol))
        #expect(error?.code == -5)
        #expect(error?.message == "The sender of the txn has no balance")
    }

    @Test("a gas limit under 50 is refused: -8 Gas limit (N) lower than minimum for payment transaction (50)")
    func gasLimitTooLow() {
        let error = rejection(Fixture.payment(gasLimit: 49))
        #expect(error?.code == -8)
        #expect(error?.message == "Gas limit (49) lower than minimum for payment transaction (50)")
    }

    @Test("a nonce already used by a confirmed transaction is refused: -8 Nonce (N) lower than current (M)")
    func nonceAlreadyConfirmed() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment(nonce: 1))
        ledger.sealBlock()
        let error = rejection(Fixture.payment(amount: Fixture.zil(2), nonce: 1), ledger: ledger)
        #expect(error?.code == -8)
        #expect(error?.message == "Nonce (1) lower than current (1)")
    }

    @Test("a nonce already taken by a pending transaction is refused as lower than current")
    func nonceTakenByPending() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment(nonce: 1))
        let error = rejection(Fixture.payment(amount: Fixture.zil(2), nonce: 1), ledger: ledger)
        #expect(error?.code == -8)
        #expect(error?.message == "Nonce (1) lower than current (1)")
    }

    @Test("a nonce of zero is refused as lower than current (0)")
    func nonceZero() {
        let error = rejection(Fixture.payment(nonce: 0))
        #expect(error?.message == "Nonce (0) lower than current (0)")
    }

    @Test("a nonce that skips ahead is refused: -8 Expected Nonce: N")
    func nonceTooHigh() {
        let error = rejection(Fixture.payment(nonce: 3))
        #expect(error?.code == -8)
        #expect(error?.message == "Expected Nonce: 1")
    }

    @Test("the next nonce counts pending transactions from the sender")
    func nonceAfterPending() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment(nonce: 1))
        let second = try ledger.submit(Fixture.payment(nonce: 2))
        #expect(second.wasAlreadyKnown == false)
        #expect(ledger.summary().pendingCount == 2)
    }

    @Test("amount plus fee over the balance is refused: -8 Insufficient funds in source account!")
    func insufficientFunds() {
        let error = rejection(Fixture.payment(amount: Fixture.zil(1000)))
        #expect(error?.code == -8)
        #expect(error?.message == "Insufficient funds in source account!")
    }

    @Test("the whole balance less the fee can be sent")
    func exactBalance() throws {
        let ledger = Fixture.ledger()
        let amount = try Fixture.zil(1000).subtracting(Fixture.fee)
        _ = try ledger.submit(Fixture.payment(amount: amount))
        ledger.sealBlock()
        #expect(ledger.account(Fixture.alice.address)?.balance == .zero)
    }

    @Test("pending spending counts against the balance")
    func insufficientWithPending() throws {
        let ledger = Fixture.ledger(fundBob: true)
        _ = try ledger.submit(Fixture.payment(from: Fixture.bob, to: Fixture.carol, amount: Fixture.zil(6)))
        let error = rejection(
            Fixture.payment(from: Fixture.bob, to: Fixture.carol, amount: Fixture.zil(4), nonce: 2), ledger: ledger)
        #expect(error?.message == "Insufficient funds in source account!")
    }

    @Test("a gas price times gas limit past the largest amount is refused with the node's overflow message")
    func feeOverflow() {
        let error = rejection(Fixture.payment(gasPrice: Amount(qa: .max / 2), gasLimit: 50))
        #expect(error?.code == -8)
        #expect(error?.message == "tx.GetGasLimit() * tx.GetGasPrice() overflow!")
    }

    @Test("a transaction carrying contract data is refused: the devnet takes payments only")
    func contractData() {
        let good = Fixture.payment().core
        let core = TransactionCore(
            version: good.version, nonce: 1, recipient: good.recipient, senderPublicKey: good.senderPublicKey,
            amount: good.amount, gasPrice: good.gasPrice, gasLimit: good.gasLimit, data: Array("{}".utf8))
        let error = rejection(core.signed(with: Fixture.alice))
        #expect(error?.code == -1)
        #expect(error?.message == "Smart contract is disabled")
    }

    @Test("sending the same pending transaction again answers the same id and queues nothing more")
    func idempotentWhilePending() throws {
        let ledger = Fixture.ledger()
        let transaction = Fixture.payment()
        let first = try ledger.submit(transaction)
        let again = try ledger.submit(transaction)
        #expect(again.id == first.id)
        #expect(again.wasAlreadyKnown)
        #expect(ledger.summary().pendingCount == 1)
    }

    @Test("sending a confirmed transaction again answers its id and applies nothing twice")
    func idempotentAfterConfirmation() throws {
        let ledger = Fixture.ledger()
        let transaction = Fixture.payment()
        let first = try ledger.submit(transaction)
        ledger.sealBlock()
        let again = try ledger.submit(transaction)
        ledger.sealBlock()
        #expect(again.id == first.id)
        #expect(ledger.account(Fixture.bob.address)?.balance == Fixture.zil(1))
        #expect(ledger.summary().transactionCount == 1)
    }

    @Test("a resend with the same id but a forged signature is still refused")
    func resendWithForgedSignature() throws {
        let ledger = Fixture.ledger()
        let transaction = Fixture.payment()
        _ = try ledger.submit(transaction)
        let forged = SignedTransaction(core: transaction.core, signature: Fixture.bob.sign(transaction.core.encoded()))
        #expect(rejection(forged, ledger: ledger)?.message == "Unable to verify transaction")
    }
}
