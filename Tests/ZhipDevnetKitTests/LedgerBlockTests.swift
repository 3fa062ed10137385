import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("Ledger: blocks confirm transactions")
struct LedgerBlockTests {
    @Test("an accepted transaction waits: balances and nonces move only when a block confirms it")
    func pendingDoesNotMove() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment())
        #expect(ledger.account(Fixture.alice.address) == LedgerAccount(balance: Fixture.zil(1000), nonce: 0))
        #expect(ledger.account(Fixture.bob.address) == nil)
    }

    @Test("a block moves the amount, charges 50 gas at the gas price, and bumps the sender's nonce")
    func sealMovesFunds() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment(amount: Fixture.zil(1)))
        let block = try #require(ledger.sealBlock())
        #expect(block.number == 1)
        #expect(
            ledger.account(Fixture.alice.address) == LedgerAccount(balance: Amount(qa: 998_899_999_999_200), nonce: 1))
        #expect(ledger.account(Fixture.bob.address) == LedgerAccount(balance: Fixture.zil(1), nonce: 0))
    }

    @Test("a gas limit above 50 is still charged 50 gas")
    func chargedForGasUsed() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment(amount: Fixture.zil(1), gasLimit: 500))
        ledger.sealBlock()
        #expect(ledger.account(Fixture.alice.address)?.balance == Amount(qa: 998_899_999_999_200))
    }

    @Test("with nothing pending no block is made")
    func noEmptyBlocks() {
        let ledger = Fixture.ledger()
        #expect(ledger.sealBlock() == nil)
        #expect(ledger.summary().blockCount == 1)
    }

    @Test("a block confirms all pending transactions in arrival order")
    func blockOrder() throws {
        let ledger = Fixture.ledger(fundBob: true)
        let first = try ledger.submit(Fixture.payment(to: Fixture.carol))
        let second = try ledger.submit(Fixture.payment(from: Fixture.bob, to: Fixture.carol))
        let third = try ledger.submit(Fixture.payment(to: Fixture.carol, nonce: 2))
        let block = try #require(ledger.sealBlock())
        #expect(block.transactionIDs == [first.id, second.id, third.id])
        #expect(block.gasUsed == 150)
        #expect(ledger.account(Fixture.carol.address)?.balance == Fixture.zil(3))
    }

    @Test("a sender can pay itself: only the fee leaves")
    func selfPayment() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment(to: Fixture.alice, amount: Fixture.zil(5)))
        ledger.sealBlock()
        #expect(
            ledger.account(Fixture.alice.address) == LedgerAccount(balance: Amount(qa: 999_899_999_999_200), nonce: 1))
    }

    @Test("with immediate confirmation, submit seals a block at once")
    func confirmsImmediately() throws {
        let ledger = Fixture.ledger(confirmsImmediately: true)
        let result = try ledger.submit(Fixture.payment())
        #expect(result.sealedBlock?.number == 1)
        #expect(ledger.account(Fixture.bob.address)?.balance == Fixture.zil(1))
        #expect(ledger.status(of: result.id) != nil)
    }

    @Test("a transaction is pending, then confirmed with its block number and receipt")
    func statusMoves() throws {
        let ledger = Fixture.ledger()
        let id = try ledger.submit(Fixture.payment()).id
        guard case .pending? = ledger.status(of: id) else {
            Issue.record("expected pending")
            return
        }
        ledger.sealBlock()
        guard case .confirmed(let done)? = ledger.status(of: id) else {
            Issue.record("expected confirmed")
            return
        }
        #expect(done.blockNumber == 1)
        #expect(done.gasUsed == 50)
        #expect(done.success)
    }

    @Test("the summary counts blocks including genesis and confirmed transactions")
    func summaryCounts() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment(nonce: 1))
        ledger.sealBlock()
        _ = try ledger.submit(Fixture.payment(nonce: 2))
        _ = try ledger.submit(Fixture.payment(nonce: 3))
        ledger.sealBlock()
        let summary = ledger.summary()
        #expect(summary.blockCount == 3)
        #expect(summary.transactionCount == 3)
        #expect(summary.latestBlock.transactionIDs.count == 2)
    }
}
