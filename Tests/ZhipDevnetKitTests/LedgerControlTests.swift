import Testing
import ZhipDevnetKit
import ZilliqaKit

@Suite("Ledger changes the control API makes")
struct LedgerControlTests {
    @Test("funding opens an account that had none")
    func fundOpens() throws {
        let ledger = Fixture.ledger()
        let account = try ledger.fund(Fixture.carol.address, with: Fixture.zil(3))
        #expect(account == LedgerAccount(balance: Fixture.zil(3), nonce: 0))
        #expect(ledger.account(Fixture.carol.address) == account)
    }

    @Test("funding past the largest amount throws and leaves the balance as it was")
    func fundOverflow() throws {
        let ledger = Fixture.ledger()
        #expect(throws: AmountError.self) { try ledger.fund(Fixture.alice.address, with: .max) }
        #expect(ledger.account(Fixture.alice.address)?.balance == Fixture.zil(1000))
    }

    @Test("a raised minimum gas price rejects a payment the old one accepted")
    func minimumGasPrice() {
        let ledger = Fixture.ledger()
        ledger.setMinimumGasPrice(Amount(3000, unit: .li))
        #expect(throws: DevnetRPCError.self) { try ledger.submit(Fixture.payment()) }
        #expect(ledger.rules.minimumGasPrice == Amount(3000, unit: .li))
    }

    @Test("turning on immediate confirmation seals what is pending")
    func confirmsImmediatelySealsPending() throws {
        let ledger = Fixture.ledger()
        _ = try ledger.submit(Fixture.payment())
        let block = ledger.setConfirmsImmediately(true)
        #expect(block?.transactionIDs.count == 1)
        #expect(ledger.summary().pendingCount == 0)
    }

    @Test("reset puts back the genesis accounts and blocks, and keeps the rules")
    func reset() throws {
        let ledger = Fixture.ledger(confirmsImmediately: true)
        _ = try ledger.submit(Fixture.payment())
        try ledger.fund(Fixture.carol.address, with: Fixture.zil(1))
        ledger.setMinimumGasPrice(Amount(1, unit: .li))
        ledger.reset()
        #expect(ledger.account(Fixture.alice.address) == LedgerAccount(balance: Fixture.zil(1000)))
        #expect(ledger.account(Fixture.bob.address) == nil)
        #expect(ledger.account(Fixture.carol.address) == nil)
        #expect(ledger.summary().blockCount == 1)
        #expect(ledger.rules.minimumGasPrice == Amount(1, unit: .li))
    }

    @Test("a ledger restored from a snapshot resets to that snapshot")
    func resetToSnapshot() throws {
        let original = Fixture.ledger(confirmsImmediately: true)
        _ = try original.submit(Fixture.payment())
        let restored = try Ledger(rules: original.rules, snapshot: original.snapshot())
        _ = try restored.submit(Fixture.payment(nonce: 2))
        restored.reset()
        #expect(restored.snapshot() == original.snapshot())
    }
}
