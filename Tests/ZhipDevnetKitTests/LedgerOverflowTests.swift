import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("Ledger: no balance overflows or vanishes at the largest amount (2^128 - 1 wei)")
struct LedgerOverflowTests {
    /// The most an account holds in whole Qa: floor((2^128 - 1) / 10^6) Qa (balances are wei).
    private let full = LedgerAccount.largestBalance

    /// A ledger where bob holds all an account can in whole Qa, less `room`.
    private func ledgerWithFullBob(room: Amount = .zero, confirmsImmediately: Bool = false) throws -> Ledger {
        let ledger = Fixture.ledger(confirmsImmediately: confirmsImmediately)
        try ledger.fund(Fixture.bob.address, with: full.subtracting(room))
        return ledger
    }

    @Test("a payment to an account at the largest amount is refused: -26 Invalid amount, as ZQ2 answers")
    func paymentToFullAccountRefused() throws {
        let ledger = try ledgerWithFullBob(confirmsImmediately: true)

        #expect(throws: DevnetRPCError.recipientBalanceOverflow) { try ledger.submit(Fixture.payment()) }

        #expect(DevnetRPCError.recipientBalanceOverflow.code == -26)
        #expect(DevnetRPCError.recipientBalanceOverflow.message == "Invalid amount")
        #expect(ledger.account(Fixture.alice.address) == LedgerAccount(balance: Fixture.zil(1000), nonce: 0))
        #expect(ledger.account(Fixture.bob.address)?.balance == full)
    }

    @Test("pending payments to one account count together: the one that would not fit is refused")
    func pendingPaymentsCountTogether() throws {
        let ledger = try ledgerWithFullBob(room: Fixture.zil(1))
        _ = try ledger.submit(Fixture.payment(amount: Fixture.zil(1), nonce: 1))

        #expect(throws: DevnetRPCError.recipientBalanceOverflow) {
            try ledger.submit(Fixture.payment(amount: Fixture.zil(1), nonce: 2))
        }
        ledger.sealBlock()

        #expect(ledger.account(Fixture.bob.address)?.balance == full)
        #expect(
            ledger.account(Fixture.alice.address)?.balance
                == (try Fixture.zil(999).subtracting(Fixture.fee)))
    }

    @Test("a payment replaced in the pool stops counting toward its recipient: the room it held is free again")
    func replacedPaymentFreesRoom() throws {
        let ledger = try ledgerWithFullBob(room: Fixture.zil(1))
        _ = try ledger.submit(Fixture.payment(amount: Fixture.zil(1), nonce: 1))
        _ = try ledger.submit(Fixture.payment(to: Fixture.carol, amount: Fixture.zil(1), nonce: 1))

        let result = try ledger.submit(Fixture.payment(amount: Fixture.zil(1), nonce: 2))

        #expect(result.outcome == .processed)
    }

    @Test("a payment a block leaves queued still counts toward its recipient")
    func queuedPaymentStillCounts() throws {
        let ledger = try ledgerWithFullBob(room: Fixture.zil(1))
        _ = try ledger.submit(Fixture.payment(amount: Fixture.zil(1), nonce: 3))
        ledger.sealBlock()

        #expect(throws: DevnetRPCError.recipientBalanceOverflow) {
            try ledger.submit(Fixture.payment(amount: Fixture.zil(1), nonce: 1))
        }
    }

    @Test("funding that fills the recipient after a payment was accepted fails the payment at sealing, fee charged")
    func fundingBeforeSealFailsPaymentWhole() throws {
        let ledger = Fixture.ledger()
        let result = try ledger.submit(Fixture.payment())
        try ledger.fund(Fixture.bob.address, with: full)

        ledger.sealBlock()

        guard case .confirmed(let receipt) = ledger.status(of: result.id) else {
            Issue.record("expected a confirmed transaction")
            return
        }
        #expect(!receipt.success)
        // A failed payment still pays 50 × gasPrice and uses its nonce (zq2-legacy-api.md §5).
        let charged = try Fixture.zil(1000).subtracting(Fixture.fee)
        #expect(ledger.account(Fixture.alice.address) == LedgerAccount(balance: charged, nonce: 1))
        #expect(ledger.account(Fixture.bob.address)?.balance == full)
    }

    @Test("funding past the largest amount is refused and changes nothing, for a new account too")
    func fundingOverflowRefused() throws {
        let ledger = try ledgerWithFullBob()

        #expect(throws: AmountError.self) { try ledger.fund(Fixture.bob.address, with: Amount(qa: 1)) }

        #expect(ledger.account(Fixture.bob.address)?.balance == full)
        #expect(try ledger.fund(Fixture.carol.address, with: full).balance == full)
    }

    @Test("a payment to oneself at the largest amount is accepted and moves only the fee")
    func selfPaymentAtFullBalance() throws {
        let ledger = Fixture.ledger(confirmsImmediately: true)
        try ledger.fund(Fixture.alice.address, with: full.subtracting(Fixture.zil(1000)))

        _ = try ledger.submit(Fixture.payment(to: Fixture.alice))

        #expect(
            ledger.account(Fixture.alice.address)
                == LedgerAccount(balance: try full.subtracting(Fixture.fee), nonce: 1))
    }
}
